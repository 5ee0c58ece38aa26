import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../i18n/it/story-modes';
import { guardedHistoryOf, type HeldPop } from '../../../lib/guarded-history';

/** Spec 001 §4 (Exit): the question asked before leaving an editor with unsaved work. */
export const LEAVE_QUESTION = t('storyModes.useLeaveConfirmation.seiSicuroDiVolerUscire');

/**
 * What is true when leaving an editor (issue 13, point 11): the draft stays on this device and is
 * offered again ('Hai una storia in sospeso'), so the exit question says so beside the spec's words.
 */
export const DRAFT_KEPT = t('storyModes.useLeaveConfirmation.quelloCheHaiScrittoPero');

interface PendingLeave {
  to: string;
  state?: unknown;
}

/** The in-app path an anchor click would open, or null when it leaves the app or stays here. */
function internalTarget(event: MouseEvent, currentPath: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (!(event.target instanceof Element)) return null;
  const anchor = event.target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === currentPath) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks 'Sei sicuro di voler uscire? Tutte le modifiche andranno perse.' (and that the draft is
 * kept) before leaving an editor with unsaved work: through the editor's own exit buttons
 * (`leave`), through any link of the page, such as the fixed home button, and through the
 * browser's back button. Without unsaved work it leaves at once.
 */
export function useLeaveConfirmation(hasUnsavedWork: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<PendingLeave | null>(null);
  // The browser's back (or forward), held until the question is answered.
  const [blocked, setBlocked] = useState<HeldPop | null>(null);
  const held = useRef<HeldPop | null>(null);
  /** Lets the held back move go on (true) or drops it (false), once. */
  const release = (go: boolean) => {
    const move = held.current;
    held.current = null;
    setBlocked(null);
    if (!move) return;
    if (go) move.proceed();
    else move.reset();
  };
  const guard = useRef(hasUnsavedWork);
  useEffect(() => {
    guard.current = hasUnsavedWork;
  }, [hasUnsavedWork]);

  // Holds the browser's back and forward buttons while there is unsaved work: only moves to
  // another screen (not a change of the hash); the held move waits for the same question. Only
  // over the app's guarded history (main.tsx); a test's MemoryRouter has none.
  const guardedHistory = guardedHistoryOf(useContext(UNSAFE_NavigationContext).navigator);
  useEffect(
    () =>
      guardedHistory?.guardPops({
        shouldHold: ({ currentLocation, nextLocation }) => guard.current && currentLocation.pathname !== nextLocation.pathname,
        onHeld: (move) => {
          held.current?.reset();
          held.current = move;
          setBlocked(move);
        },
      }),
    [guardedHistory],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!guard.current) return;
      const to = internalTarget(event, location.pathname);
      if (to === null) return;
      // Stops both the browser and the router's Link (which skips prevented clicks).
      event.preventDefault();
      setPending({ to });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [location.pathname]);

  const leave = (to: string, state?: unknown) => {
    if (guard.current) setPending({ to, state });
    else void navigate(to, state === undefined ? undefined : { state });
  };

  const dialog = (
    <>
      <ConfirmDialog
        open={pending !== null || blocked !== null}
        onOpenChange={(open) => {
          if (open) return;
          // 'Resta qui' (or Escape): the held back move is dropped. After 'Esci' there is none left.
          setPending(null);
          release(false);
        }}
        title={t('storyModes.useLeaveConfirmation.vuoiUscire')}
        description={
          <>
            <span className="block">{LEAVE_QUESTION}</span>
            <span className="mt-2 block">{DRAFT_KEPT}</span>
          </>
        }
        confirmLabel={t('storyModes.useLeaveConfirmation.esci')}
        cancelLabel={t('storyModes.useLeaveConfirmation.restaQui')}
        destructive
        onConfirm={() => {
          const target = pending;
          setPending(null);
          release(true);
          if (target) void navigate(target.to, target.state === undefined ? undefined : { state: target.state });
        }}
      />
    </>
  );

  return { leave, dialog };
}
