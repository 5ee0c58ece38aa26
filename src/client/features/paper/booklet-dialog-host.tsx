import { BookOpen } from 'lucide-react';
import { createContext, memo, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { PAPER_LINK_API_MESSAGES } from '../../../shared/messages/api-client-messages';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { lazyNamed } from '../../lib/lazy-named';
import type { BookletButtonProps } from './booklet-dialog';

// Nothing of the dialog (Radix Dialog, the form, zod) loads before the first click (Lighthouse mobile score, figure P2 in docs/benchmarks.md).
const BookletStoryDialog = lazyNamed(() => import('./booklet-dialog-content'), 'BookletStoryDialog');
const OwnBookletButton = lazyNamed(() => import('./booklet-dialog'), 'BookletButton');

interface BookletStory {
  storyId: string;
  storyTitle: string;
}

type OpenBooklet = (story: BookletStory, opener: HTMLElement) => void;

const BookletHostContext = createContext<OpenBooklet | null>(null);

/**
 * One booklet dialog for a whole list of 50 'Libretto PDF' buttons, instead of a Radix Dialog each
 * (Lighthouse mobile score, figure P2 in docs/benchmarks.md). Each story opened keeps its form
 * mounted, so its options are still there when it opens again.
 */
export function BookletDialogHost({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<BookletStory[]>([]);
  const [current, setCurrent] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback<OpenBooklet>((story, from) => {
    opener.current = from;
    setOpened((list) => (list.some((s) => s.storyId === story.storyId) ? list : [...list, story]));
    setCurrent(story.storyId);
  }, []);
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
  }, []);
  const onOpenChange = useCallback((next: boolean) => (next ? undefined : setCurrent(null)), []);
  return (
    <BookletHostContext.Provider value={open}>
      {children}
      <Suspense fallback={null}>
        {opened.map((story) => (
          <BookletStoryDialog
            key={story.storyId}
            storyId={story.storyId}
            storyTitle={story.storyTitle}
            open={current === story.storyId}
            onOpenChange={onOpenChange}
            onCloseAutoFocus={returnFocus}
          />
        ))}
      </Suspense>
    </BookletHostContext.Provider>
  );
}

/**
 * 'Libretto PDF' in a long list: opens the list's BookletDialogHost dialog for its story. Outside
 * a host it is a BookletButton (its own dialog), loaded when drawn.
 */
export const ListBookletButton = memo(function ListBookletButton(props: BookletButtonProps) {
  const open = useContext(BookletHostContext);
  const { storyId, storyTitle, variant = 'secondary', size, className } = props;
  const story = useMemo(() => ({ storyId, storyTitle }), [storyId, storyTitle]);
  const button = (onClick?: (opener: HTMLElement) => void) => (
    <Button
      variant={variant}
      size={size}
      className={cn('min-h-11', className)}
      aria-label={`${PAPER_LINK_API_MESSAGES.booklet}: ${storyTitle}`}
      aria-haspopup="dialog"
      onClick={onClick ? (e) => onClick(e.currentTarget) : undefined}
    >
      <BookOpen aria-hidden="true" />
      {PAPER_LINK_API_MESSAGES.booklet}
    </Button>
  );
  if (open) return button((opener) => open(story, opener));
  return (
    <Suspense fallback={button()}>
      <OwnBookletButton {...props} />
    </Suspense>
  );
});
