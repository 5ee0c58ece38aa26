import { Feather, Pencil, Sparkles, SquarePen } from 'lucide-react';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { announceInDevelopment } from '../../components/ui/in-development';
import { MenuButton } from '../../components/ui/menu-button';
import { t } from '../../i18n/it/viewer';

export interface EditMenuProps {
  onEdit: () => void;
  /** 'Migliora testo (AI)'; without it the item says 'Funzione in sviluppo'. */
  onImprove?: (() => void) | undefined;
  /** 'Poesia'; without it the item says 'Funzione in sviluppo'. */
  onPoem?: (() => void) | undefined;
  /** The trigger's text: 'Modifica' in the story viewer, 'MODIFICA' in the superuser's reading story viewer (spec 000 §2). */
  label?: string;
}

/** The edit menu: 'Modifica testo', 'Migliora testo (AI)' and 'Poesia' (the AI helpers). */
export function EditMenu({ onEdit, onImprove, onPoem, label = t('viewer.editMenu.modifica') }: EditMenuProps) {
  return (
    <MenuButton label={label} icon={Pencil}>
      <DropdownMenuItem onSelect={onEdit}>
        <SquarePen aria-hidden="true" />
        {t('viewer.editMenu.modificaTesto')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => (onImprove ? onImprove() : announceInDevelopment())}>
        <Sparkles aria-hidden="true" />
        {t('viewer.editMenu.miglioraTestoAi')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => (onPoem ? onPoem() : announceInDevelopment())}>
        <Feather aria-hidden="true" />
        {t('viewer.editMenu.poesia')}
      </DropdownMenuItem>
    </MenuButton>
  );
}
