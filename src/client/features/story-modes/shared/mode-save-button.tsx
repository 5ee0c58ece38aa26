import { Save } from 'lucide-react';
import { useState } from 'react';
import type { StoryDto, StorySaveInput } from '../../../../shared/schemas/story';
import { Button } from '../../../components/ui/button';
import { SaveStoryDialog } from '../../stories/save-story-dialog';

export interface ModeSaveButtonProps {
  /** What to save, but the title: the shared dialog asks for it. */
  story: Omit<StorySaveInput, 'title'>;
  defaultTitle?: string;
  /** 'Salva' by default; the CSS final screen says 'SALVA'. */
  label?: string;
  /**
   * The mode's own rule before the title is asked (missing keywords, an empty story): false keeps
   * the dialog closed; the editor has already said why.
   */
  canOpen?: () => boolean;
  onSaved: (story: StoryDto) => void;
}

/** The save button of a final screen: the mode's check, then the shared save dialog. */
export function ModeSaveButton({ story, defaultTitle, label = 'Salva', canOpen, onSaved }: ModeSaveButtonProps) {
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
      <SaveStoryDialog open={open} onOpenChange={setOpen} story={story} {...(defaultTitle !== undefined ? { defaultTitle } : {})} onSaved={onSaved} />
    </>
  );
}
