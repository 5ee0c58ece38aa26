import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LEAVE_QUESTION } from './use-leave-confirmation';
import { t } from '../../../i18n/it/story-modes';

/**
 * 'Nuova storia' on a final screen: starts over at once, or first asks 'Nuova storia?' with the
 * exit question (spec 001 §4, Exit) while there is unsaved work. The button goes where the screen
 * wants it; the dialog is rendered once by the editor.
 */
export function useNewStory(unsaved: boolean, startOver: () => void) {
  const [confirming, setConfirming] = useState(false);
  const button = (
    <Button variant="secondary" onClick={() => (unsaved ? setConfirming(true) : startOver())}>
      <FilePlus2 aria-hidden="true" />
      {t('storyModes.shared.nuovaStoria')}
    </Button>
  );
  const dialog = (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      title={t('storyModes.useNewStory.nuovaStoria2')}
      description={LEAVE_QUESTION}
      confirmLabel={t('storyModes.shared.nuovaStoria')}
      cancelLabel={t('storyModes.shared.restaQui')}
      destructive
      onConfirm={startOver}
    />
  );
  return { button, dialog };
}
