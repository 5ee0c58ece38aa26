import { PencilLine } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../paths';
import { StoryFinalPanel } from '../shared/story-final-panel';
import { ghostMachine, ghostSavePayload } from './ghost-machine';
import { GhostQuestions, GhostReview } from './ghost-stages';
import { ModeEditorShell } from '../shell/mode-editor-shell';
import { useModeEditor } from '../shell/use-mode-editor';
import { t } from '../../../i18n/it/story-modes';

/** /ghost-editor (spec 001 §2, §4): six questions, the draft review, the final screen. */
export function GhostEditor() {
  const editor = useModeEditor({ mode: 'GHOST', ...ghostMachine });
  const { state, send } = editor;

  return (
    <ModeEditorShell editor={editor} header={<PageHeader title={t('storyModes.ghostEditor.ghost')} back={paths.createStory} />}>
      {state.stage === 'questions' ? <GhostQuestions state={state} send={send} /> : null}
      {state.stage === 'review' ? <GhostReview state={state} send={send} /> : null}
      {state.stage === 'final' ? (
        <StoryFinalPanel
          mode="GHOST"
          story={{ title: state.title, content: state.draft, language: state.language }}
          save={(shown) => ghostSavePayload({ ...state, draft: shown.content, language: shown.language })}
          onSaved={editor.markSaved}
          footer={
            <>
              <Button variant="secondary" onClick={() => send({ type: 'EDIT_AGAIN' })}>
                <PencilLine aria-hidden="true" />
                {t('storyModes.shared.modifica')}
              </Button>
              {editor.newStoryButton}
            </>
          }
        />
      ) : null}
    </ModeEditorShell>
  );
}
