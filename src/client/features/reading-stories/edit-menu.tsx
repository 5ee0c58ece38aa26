import { Feather, Pencil, Sparkles, SquarePen } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';

export const IN_DEVELOPMENT = 'Funzione in sviluppo';

/**
 * 'MODIFICA' (spec 000 §2, superuser reading story viewer): edit the text; improving it with AI
 * and making a poem are announced as 'Funzione in sviluppo', as the spec says.
 */
export function EditMenu({ onEdit }: { onEdit: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">
          <Pencil aria-hidden="true" />
          MODIFICA
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onEdit}>
          <SquarePen aria-hidden="true" />
          Modifica testo
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => toast.info(IN_DEVELOPMENT)}>
          <Sparkles aria-hidden="true" />
          Migliora testo (AI)
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => toast.info(IN_DEVELOPMENT)}>
          <Feather aria-hidden="true" />
          Poesia
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
