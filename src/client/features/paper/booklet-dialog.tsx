import { BookOpen } from 'lucide-react';
import { createContext, memo, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { PAPER_LINK_API_MESSAGES } from '../../../shared/messages/api-client-messages';
import { Button, type ButtonProps } from '../../components/ui/button';
import { Dialog, DialogTrigger } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { lazyNamed } from '../../lib/lazy-named';

// Issue 16 (P2): the form (react-hook-form, zod, the paper schemas) loads with the first click. A
// list shows one button per story ('Le Tue Storie': 50 a page), and each used to build its form at
// render.
const BookletDialogContent = lazyNamed(() => import('./booklet-dialog-content'), 'BookletDialogContent');

export interface BookletButtonProps {
  storyId: string;
  storyTitle: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

interface BookletStory {
  storyId: string;
  storyTitle: string;
}

/** A list's one booklet dialog: its buttons open it for their story (BookletDialogHost). */
const BookletHostContext = createContext<((story: BookletStory, opener: HTMLElement) => void) | null>(null);

/**
 * One booklet dialog for a whole list (issue 16, P2): a page of 'Le Tue Storie' shows 50 'Libretto
 * PDF' buttons, and each used to carry its own Radix Dialog. Inside the host, a button only says
 * which story to open; the dialog is the same (title, options, download link), and closing it puts
 * the focus back on the button that opened it. Each story opened keeps its own form mounted, so its
 * options are still there when it opens again, as with a dialog per button.
 */
export function BookletDialogHost({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<BookletStory[]>([]);
  const [current, setCurrent] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((story: BookletStory, from: HTMLElement) => {
    opener.current = from;
    setOpened((list) => (list.some((s) => s.storyId === story.storyId) ? list : [...list, story]));
    setCurrent(story.storyId);
  }, []);
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
  }, []);
  return (
    <BookletHostContext.Provider value={open}>
      {children}
      {opened.map((story) => (
        <Dialog key={story.storyId} open={current === story.storyId} onOpenChange={(next) => (next ? undefined : setCurrent(null))}>
          <Suspense fallback={null}>
            <BookletDialogContent storyId={story.storyId} storyTitle={story.storyTitle} onCloseAutoFocus={returnFocus} />
          </Suspense>
        </Dialog>
      ))}
    </BookletHostContext.Provider>
  );
}

/**
 * 'Libretto PDF': a small dialog with the booklet's options (edition, page size, language) and a
 * plain download link to the API, so the browser saves the file the server made. Inside a
 * BookletDialogHost it opens the host's dialog; elsewhere it carries its own.
 */
export const BookletButton = memo(function BookletButton(props: BookletButtonProps) {
  const host = useContext(BookletHostContext);
  return host ? <HostedBookletButton {...props} open={host} /> : <OwnBookletButton {...props} />;
});

function bookletLabel(storyTitle: string) {
  return `${PAPER_LINK_API_MESSAGES.booklet}: ${storyTitle}`;
}

function HostedBookletButton({
  storyId,
  storyTitle,
  variant = 'secondary',
  size,
  className,
  open,
}: BookletButtonProps & { open: (story: BookletStory, opener: HTMLElement) => void }) {
  const story = useMemo(() => ({ storyId, storyTitle }), [storyId, storyTitle]);
  return (
    <Button
      variant={variant}
      size={size}
      className={cn('min-h-11', className)}
      aria-label={bookletLabel(storyTitle)}
      aria-haspopup="dialog"
      onClick={(e) => open(story, e.currentTarget)}
    >
      <BookOpen aria-hidden="true" />
      {PAPER_LINK_API_MESSAGES.booklet}
    </Button>
  );
}

function OwnBookletButton({ storyId, storyTitle, variant = 'secondary', size, className }: BookletButtonProps) {
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
        <Button variant={variant} size={size} className={cn('min-h-11', className)} aria-label={bookletLabel(storyTitle)}>
          <BookOpen aria-hidden="true" />
          {PAPER_LINK_API_MESSAGES.booklet}
        </Button>
      </DialogTrigger>
      {opened ? (
        <Suspense fallback={null}>
          <BookletDialogContent storyId={storyId} storyTitle={storyTitle} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
