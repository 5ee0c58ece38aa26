import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** Spec 001 §4 (Exit): the question asked before leaving an editor with unsaved work. */
export const LEAVE_QUESTION = 'Sei sicuro di voler uscire? Tutte le modifiche andranno perse.';

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
 * Asks 'Sei sicuro di voler uscire? Tutte le modifiche andranno perse.' before leaving an editor
 * with unsaved work: through the editor's own exit buttons (`leave`) and through any link of the
 * page, such as the fixed home button. Without unsaved work it leaves at once.
 */
export function useLeaveConfirmation(hasUnsavedWork: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<PendingLeave | null>(null);
  const guard = useRef(hasUnsavedWork);
  useEffect(() => {
    guard.current = hasUnsavedWork;
  }, [hasUnsavedWork]);

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
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title="Vuoi uscire?"
      description={LEAVE_QUESTION}
      confirmLabel="Esci"
      cancelLabel="Resta qui"
      destructive
      onConfirm={() => {
        const target = pending;
        setPending(null);
        if (target) void navigate(target.to, target.state === undefined ? undefined : { state: target.state });
      }}
    />
  );

  return { leave, dialog };
}
