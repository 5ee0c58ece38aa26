import { Download, FileDown, Printer } from 'lucide-react';
import { toast } from 'sonner';
import type { ButtonProps } from '../../components/ui/button';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { MenuButton } from '../../components/ui/menu-button';
import { downloadTextFile, isEmptyStory, storyFileName, storyTextFile, type ExportableStory } from './share-text';
import { SHARE_MESSAGES } from './use-story-share';
import { t } from '../../i18n/it/share';

export interface ExportMenuProps {
  story: ExportableStory;
  variant?: ButtonProps['variant'];
}

/**
 * 'Esporta': the text as a .txt file, or the print view (the browser's print dialog, where
 * 'Salva come PDF' makes a PDF). The screen must render a <PrintableStory> for the print view.
 */
export function ExportMenu({ story, variant = 'secondary' }: ExportMenuProps) {
  const guard = (action: () => void) => () => {
    if (isEmptyStory(story)) toast.info(SHARE_MESSAGES.nothingToShare);
    else action();
  };
  return (
    <MenuButton label={t('share.exportMenu.esporta')} icon={FileDown} variant={variant}>
      <DropdownMenuItem onSelect={guard(() => downloadTextFile(storyFileName(story.title, 'txt'), storyTextFile(story)))}>
        <Download aria-hidden="true" />
        {t('share.exportMenu.scaricaTestoTxt')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={guard(() => window.print())}>
        <Printer aria-hidden="true" />
        {t('share.exportMenu.stampaOSalvaPdf')}
      </DropdownMenuItem>
    </MenuButton>
  );
}
