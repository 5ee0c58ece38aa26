import { Feather, Pencil, Sparkles, SquarePen } from 'lucide-react';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { announceInDevelopment } from '../../components/ui/in-development';
import { MenuButton } from '../../components/ui/menu-button';

export interface EditMenuProps {
  onEdit: () => void;
  /** The trigger's text: 'Modifica' in the story viewer, 'MODIFICA' in the superuser's reading story viewer (spec 000 §2). */
  label?: string;
}

/** The edit menu: 'Modifica testo'; 'Migliora testo (AI)' and 'Poesia' are still in development. */
export function EditMenu({ onEdit, label = 'Modifica' }: EditMenuProps) {
  return (
    <MenuButton label={label} icon={Pencil}>
      <DropdownMenuItem onSelect={onEdit}>
        <SquarePen aria-hidden="true" />
        Modifica testo
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => announceInDevelopment()}>
        <Sparkles aria-hidden="true" />
        Migliora testo (AI)
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => announceInDevelopment()}>
        <Feather aria-hidden="true" />
        Poesia
      </DropdownMenuItem>
    </MenuButton>
  );
}
