import { Feather, Pencil, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import { IN_DEVELOPMENT } from './media-menu';

/** 'Modifica': edit the text; 'Migliora testo (AI)' and 'Poesia' are still in development. */
export function EditMenu({ onEdit }: { onEdit: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">
          <Pencil aria-hidden="true" />
          Modifica
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" />
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
