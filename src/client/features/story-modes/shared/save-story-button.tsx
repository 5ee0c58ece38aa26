import { Save } from 'lucide-react';
import { useState } from 'react';
import type { StoryDto } from '../../../../shared/schemas/story';
import { Button } from '../../../components/ui/button';
import { SaveStoryDialog } from '../../stories/save-story-dialog';
import type { StorySavePayload } from './editor-state';

export interface SaveStoryButtonProps {
  /** What to save, but the title: the shared dialog asks for it. */
  story: StorySavePayload;
  defaultTitle?: string;
  /** Called with the saved story (the editor marks itself saved and drops its draft). */
  onSaved: (story: StoryDto) => void;
  /** Where to go 1.5 s after saving; /create-story by default. */
  redirectTo?: string;
}

/** 'Salva' on a final screen: opens the shared save dialog (title, 'Storia salvata!', redirect). */
export function SaveStoryButton({ story, defaultTitle, onSaved, redirectTo }: SaveStoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="success" onClick={() => setOpen(true)}>
        <Save aria-hidden="true" />
        Salva
      </Button>
      <SaveStoryDialog
        open={open}
        onOpenChange={setOpen}
        story={story}
        {...(defaultTitle !== undefined ? { defaultTitle } : {})}
        {...(redirectTo !== undefined ? { redirectTo } : {})}
        onSaved={onSaved}
      />
    </>
  );
}
