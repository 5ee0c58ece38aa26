import { PencilLine } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../paths';
import { DraftResumePrompt } from '../../drafts/draft-resume-prompt';
import { StoryFinalPanel } from '../shared/story-final-panel';
import { SaveStoryButton } from '../shared/save-story-button';
import { useEditorState } from '../shared/use-editor-state';
import { useOpenedEditor } from '../shared/use-opened-editor';
import { useLeaveConfirmation } from '../shared/use-leave-confirmation';
import { useNewStory } from '../shared/use-new-story';
import { ghostReducer, ghostSavePayload, ghostStateFromStory, ghostStateSchema, hasUnsavedWork, initialGhostState } from './ghost-machine';
import { GhostQuestions, GhostReview } from './ghost-stages';

/** /ghost-editor (spec 001 §2, §4): six questions, the draft review, the final screen. */
export function GhostEditor() {
  const opened = useOpenedEditor('GHOST', { fromStory: ghostStateFromStory, fresh: initialGhostState });
  const { state, send, startOver, markSaved, resumePrompt } = useEditorState({ draftKey: opened.draftKey, reducer: ghostReducer, initial: opened.initial, schema: ghostStateSchema, resumable: hasUnsavedWork });
  const unsaved = hasUnsavedWork(state);
  const { dialog: leaveDialog } = useLeaveConfirmation(unsaved);
  const newStory = useNewStory(unsaved, () => startOver(initialGhostState()));

  return (
    <section>
      <PageHeader title="GHOST" back={paths.createStory} />
      {state.stage === 'questions' ? <GhostQuestions state={state} send={send} /> : null}
      {state.stage === 'review' ? <GhostReview state={state} send={send} /> : null}
      {state.stage === 'final' ? (
        <StoryFinalPanel
          mode="GHOST"
          story={{ title: state.title, content: state.draft, language: state.language }}
          actions={(shown) => (
            <SaveStoryButton
              story={ghostSavePayload({ ...state, draft: shown.content, language: shown.language })}
              defaultTitle={shown.title}
              onSaved={markSaved}
            />
          )}
          footer={
            <>
              <Button variant="secondary" onClick={() => send({ type: 'EDIT_AGAIN' })}>
                <PencilLine aria-hidden="true" />
                Modifica
              </Button>
              {newStory.button}
            </>
          }
        />
      ) : null}
      {newStory.dialog}
      <DraftResumePrompt draft={resumePrompt} />
      {leaveDialog}
    </section>
  );
}
