import { Check, PencilLine } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { paths } from '../../../paths';
import { InputWithDictation, TextareaWithDictation } from '../../speech/text-with-dictation';
import { StoryFinalPanel } from '../shared/story-final-panel';
import { airotsMachine, airotsSavePayload } from './airots-machine';
import { AirotsIntro, AirotsPhase, AirotsTaleChoice } from './airots-stages';
import { ModeEditorShell } from '../shell/mode-editor-shell';
import { useModeEditor } from '../shell/use-mode-editor';
import { BackButton } from '../shared/mode-header';
import { t } from '../../../i18n/it/story-modes';

/** /airots-editor (spec 001 §2, §4): the story in reverse. */
export function AirotsEditor() {
  const editor = useModeEditor({ mode: 'AIROTS', ...airotsMachine });
  const { state, send } = editor;

  return (
    <ModeEditorShell editor={editor} header={<PageHeader title={t('storyModes.airotsEditor.airots')} back={paths.createStory} />}>
      {state.stage === 'intro' ? <AirotsIntro send={send} /> : null}
      {state.stage === 'tale-choice' ? <AirotsTaleChoice state={state} send={send} /> : null}
      {state.stage === 'phase' ? <AirotsPhase state={state} send={send} /> : null}
      {state.stage === 'conclusion' ? (
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1">
            <h2 className="text-2xl font-extrabold text-brand-900">{t('storyModes.airotsEditor.laTuaStoriaAlContrario')}</h2>
            <p className="text-slate-700">{t('storyModes.airotsEditor.daiUnTitoloAllaStoria')}</p>
          </div>
          <Field id="airots-title" label={t('storyModes.airotsEditor.titolo')}>
            <InputWithDictation
              id="airots-title"
              value={state.title}
              onValueChange={(text) => send({ type: 'SET_TITLE', title: text })}
              maxLength={200}
              dictationTarget="il titolo"
            />
          </Field>
          <StoryFinalPanel
            mode="AIROTS"
            story={{ title: state.title, content: state.content, language: state.language }}
            renderOriginal={
              state.editing
                ? () => (
                    <TextareaWithDictation
                      aria-label={t('storyModes.shared.testoDellaStoria')}
                      value={state.content}
                      onValueChange={(text) => send({ type: 'SET_CONTENT', text })}
                      className="min-h-[400px] text-lg"
                      dictationTarget="la storia"
                    />
                  )
                : undefined
            }
            actions={
              <Button variant={state.editing ? 'success' : 'secondary'} aria-pressed={state.editing} onClick={() => send({ type: 'TOGGLE_EDITING' })}>
                {state.editing ? <Check aria-hidden="true" /> : <PencilLine aria-hidden="true" />}
                {state.editing ? t('storyModes.airotsEditor.fatto') : t('storyModes.airotsEditor.modifica')}
              </Button>
            }
            save={(shown) => airotsSavePayload({ ...state, content: shown.content, language: shown.language })}
            onSaved={editor.markSaved}
            footer={
              <>
                <BackButton send={send} />
                {editor.newStoryButton}
              </>
            }
          />
        </div>
      ) : null}
    </ModeEditorShell>
  );
}
