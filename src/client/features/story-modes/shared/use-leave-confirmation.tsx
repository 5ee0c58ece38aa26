import { useRef } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../i18n/it/story-modes';
import { isLeaveAfterSave } from '../../stories/leave-after-save';

/**
 * Spec 001 §4 (Exit): 'Sei sicuro di voler uscire? Tutte le modifiche andranno perse.' It is true
 * where the work is really dropped ('Nuova storia?', use-new-story.tsx).
 */
export const LEAVE_QUESTION = t('storyModes.useLeaveConfirmation.seiSicuroDiVolerUscire');

/**
 * What is true when leaving an editor: the story is not in the archive yet, but the draft stays on
 * this device (written when the editor closes) and is offered again ('Hai una storia in sospeso').
 */
export const DRAFT_KEPT = t('storyModes.useLeaveConfirmation.quelloCheHaiScrittoPero');

/**
 * Asks 'Vuoi uscire?', saying that the draft is kept, before leaving an editor with unsaved work
 * for another screen: through the editor's own exit buttons (`leave`), through any link of the
 * app, such as the fixed home button, and through the browser's back and forward buttons. A change
 * of the hash is not leaving. Without unsaved work it leaves at once.
 */
export function useLeaveConfirmation(hasUnsavedWork: boolean) {
  const navigate = useNavigate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsavedWork && currentLocation.pathname !== nextLocation.pathname && !isLeaveAfterSave(nextLocation.state),
  );

  // 'Esci' also closes the dialog: the move it let go on must not be dropped by that closing.
  const proceeding = useRef(false);

  const leave = (to: string, state?: unknown) => void navigate(to, state === undefined ? undefined : { state });

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        // 'Resta qui' (or Escape): the move is dropped.
        if (!open && !proceeding.current && blocker.state === 'blocked') blocker.reset();
        proceeding.current = false;
      }}
      title={t('storyModes.useLeaveConfirmation.vuoiUscire')}
      description={DRAFT_KEPT}
      confirmLabel={t('storyModes.shared.esci')}
      cancelLabel={t('storyModes.shared.restaQui')}
      destructive
      onConfirm={() => {
        if (blocker.state !== 'blocked') return;
        proceeding.current = true;
        blocker.proceed();
      }}
    />
  );

  return { leave, dialog };
}
