import { ClipboardCopy, Mail, Share2 } from 'lucide-react';
import type { ButtonProps } from '../../components/ui/button';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { MenuButton } from '../../components/ui/menu-button';
import type { ClipboardLike, ShareableStory } from './share-text';
import { useStoryShare } from './use-story-share';
import { t } from '../../i18n/it/share';

export interface ShareMenuProps {
  /** The story as shown (the translation when translated). */
  story: ShareableStory;
  label?: string;
  variant?: ButtonProps['variant'];
  clipboard?: ClipboardLike;
}

/** 'Condividi': Mail (a mailto link with title and text) and 'Copia appunti'. */
export function ShareMenu({ story, label = t('share.shareMenu.condividi'), variant = 'secondary', clipboard }: ShareMenuProps) {
  const share = useStoryShare(story, clipboard);
  return (
    <MenuButton label={label} icon={Share2} variant={variant}>
      {share.mailHref ? (
        <DropdownMenuItem asChild>
          <a href={share.mailHref}>
            <Mail aria-hidden="true" />
            {t('share.shareMenu.mail')}
          </a>
        </DropdownMenuItem>
      ) : (
        <DropdownMenuItem onSelect={share.mail}>
          <Mail aria-hidden="true" />
          {t('share.shareMenu.mail')}
        </DropdownMenuItem>
      )}
      <DropdownMenuItem onSelect={() => void share.copy()}>
        <ClipboardCopy aria-hidden="true" />
        {t('share.shareMenu.copiaAppunti')}
      </DropdownMenuItem>
    </MenuButton>
  );
}
