import { BookOpen } from 'lucide-react';
import { Suspense, useState } from 'react';
import { PAPER_LINK_API_MESSAGES } from '../../../shared/messages/api-client-messages';
import { Button, type ButtonProps } from '../../components/ui/button';
import { Dialog, DialogTrigger } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { lazyNamed } from '../../lib/lazy-named';

// The form (react-hook-form, zod, the paper schemas) loads with the first click, not at render: a
// list shows one button per story ('Le Tue Storie': 50 a page) (Lighthouse mobile score, figure P2 in docs/benchmarks.md).
const BookletDialogContent = lazyNamed(() => import('./booklet-dialog-content'), 'BookletDialogContent');

export interface BookletButtonProps {
  storyId: string;
  storyTitle: string;
  /** The story has the child's voice: the dialog offers a QR on the cover. */
  hasVoice?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * 'Libretto PDF': a small dialog with the booklet's options (edition, page size, language) and a
 * plain download link to the API, so the browser saves the file the server made. A long list uses
 * ListBookletButton inside one BookletDialogHost instead (booklet-dialog-host.tsx).
 */
export function BookletButton({ storyId, storyTitle, hasVoice = false, variant = 'secondary', size, className }: BookletButtonProps) {
  const [open, setOpen] = useState(false);
  // Once opened, the content stays mounted (Radix shows it only while open): the options are kept.
  const [opened, setOpened] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (next) setOpened(true);
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant={variant} size={size} className={cn('min-h-11', className)} aria-label={`${PAPER_LINK_API_MESSAGES.booklet}: ${storyTitle}`}>
          <BookOpen aria-hidden="true" />
          {PAPER_LINK_API_MESSAGES.booklet}
        </Button>
      </DialogTrigger>
      {opened ? (
        <Suspense fallback={null}>
          <BookletDialogContent storyId={storyId} storyTitle={storyTitle} hasVoice={hasVoice} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
