import { Save } from 'lucide-react';
import { useState } from 'react';
import type { StoryDto } from '../../../../shared/schemas/story';
import { Button } from '../../../components/ui/button';
import { SaveStoryDialog } from '../../stories/save-story-dialog';
import type { EditorError, StorySavePayload } from './editor-state';
import { t } from '../../../i18n/it/story-modes';

export interface SaveStoryButtonProps {
  /** What to save, but the title: the shared dialog asks for it. */
  story: StorySavePayload;
  defaultTitle?: string;
  /** 'Salva' by default; the CSS final screen says 'SALVA'. */
  label?: string;
  /**
   * The mode's own rule before the title is asked (missing keywords, an empty story): false keeps
   * the dialog closed; the editor has already said why.
   */
  canOpen?: () => boolean;
  /** Called with the saved story (the editor marks itself saved and drops its draft). */
  onSaved: (story: StoryDto) => void;
}

/** The save button of a final screen: the mode's check, then the shared save dialog (title), then the editor's book page. */
export function SaveStoryButton({ story, defaultTitle, label = t('storyModes.saveStoryButton.salva'), canOpen, onSaved }: SaveStoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="success"
        onClick={() => {
          if (canOpen && !canOpen()) return;
          setOpen(true);
        }}
      >
        <Save aria-hidden="true" />
        {label}
      </Button>
      <SaveStoryDialog
        open={open}
        onOpenChange={setOpen}
        story={story}
        {...(defaultTitle !== undefined ? { defaultTitle } : {})}
        // No redirect after saving: the editor shows its book page.
        redirectTo={null}
        onSaved={onSaved}
      />
    </>
  );
}

/**
 * canOpen for a machine that words its own save check: with a problem, CHECK_SAVE makes the
 * machine show it and the dialog stays closed.
 */
export function checkSave(problem: EditorError | null, send: (action: { type: 'CHECK_SAVE' }) => void): () => boolean {
  return () => {
    if (problem === null) return true;
    send({ type: 'CHECK_SAVE' });
    return false;
  };
}
