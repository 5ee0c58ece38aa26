import { ExternalLink, Image as ImageIcon, ImageOff } from 'lucide-react';
import { STORY_IMAGE_MESSAGES } from '../../../shared/schemas/reading-story';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { MenuButton } from '../../components/ui/menu-button';
import { t } from '../../i18n/it/published-stories';

export interface MediaMenuProps {
  imageUrl: string | null;
  /** Reading stories open the image in a new tab; science stories in a dialog (spec 000 §2). */
  onOpenImage?: () => void;
}

/** 'MEDIA': view the story's image, or a disabled 'Nessuna immagine disponibile'. */
export function MediaMenu({ imageUrl, onOpenImage }: MediaMenuProps) {
  return (
    <MenuButton label={t('publishedStories.mediaMenu.media')} icon={ImageIcon}>
      {!imageUrl ? (
        <DropdownMenuItem disabled>
          <ImageOff aria-hidden="true" />
          {STORY_IMAGE_MESSAGES.noImage}
        </DropdownMenuItem>
      ) : onOpenImage ? (
        <DropdownMenuItem onSelect={onOpenImage}>
          <ImageIcon aria-hidden="true" />
          {t('publishedStories.mediaMenu.visualizzaImmagine')}
        </DropdownMenuItem>
      ) : (
        <DropdownMenuItem asChild>
          <a href={imageUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {t('publishedStories.mediaMenu.visualizzaImmagine')}
          </a>
        </DropdownMenuItem>
      )}
    </MenuButton>
  );
}
