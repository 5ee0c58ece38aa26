import { ClipboardCopy, LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useStoryShare } from '../../share/use-story-share';
import { ReadAloudButton } from '../../speech/read-aloud-button';
import { useReadAloud } from '../../speech/use-read-aloud';
import { TranslateToggleButton } from '../../translation/translate-toggle-button';
import { checkSave, SaveStoryButton } from '../shared/save-story-button';
import { AiStoryTools } from '../../ai/ai-story-tools';
import { useMachineTranslation } from '../shared/use-mode-translation';
import { cssMachine, cssSaveError, cssSavePayload, cssStoryText } from './css-machine';
import { CSS_PAGE, CssEditToggle, GuidedStage, QuestionStage } from './css-stages';
import { FinalText, StoryArticle } from '../shared/story-article';
import { ModeEditorShell } from '../shell/mode-editor-shell';
import { useModeEditor } from '../shell/use-mode-editor';
import { t } from '../../../i18n/it/story-modes';

/** /css-editor "Cosa Succede se..." (spec 001 §2, §4): intro, question selection, guided questions, final. */
export function CssEditor() {
  const editor = useModeEditor({ mode: 'CSS', ...cssMachine });
  const { state, send } = editor;

  const translation = useMachineTranslation(state, send, {
    // The title and every answer (spec 001 §4); the question and the guide questions stay as they
    // are, so the story still reads back into its questions when reopened.
    parts: state.answers,
    onDone: ({ language, title, parts }) => send({ type: 'TRANSLATED', language, title, question: state.question, answers: parts }),
    onFlip: (language) => send({ type: 'SET_LANGUAGE', language }),
    englishLabel: t('storyModes.cssEditor.english'),
  });
  const storyText = state.stage === 'final' ? cssStoryText(state) : '';
  const readAloud = useReadAloud({ text: state.editText === null ? storyText : '', title: state.title, language: state.language });
  const share = useStoryShare({ title: state.title, content: storyText });

  return (
    <ModeEditorShell editor={editor} page={CSS_PAGE}>
      {state.stage === 'question' ? <QuestionStage state={state} send={send} /> : null}
      {state.stage === 'guided' ? <GuidedStage state={state} send={send} /> : null}
      {state.stage === 'final' ? (
        <StoryArticle
          heading={state.title.trim() || t('storyModes.shared.laTuaStoria')}
          language={state.language}
          translated={state.original !== null}
          toolbar={
            <>
              <CssEditToggle state={state} send={send} />
              <ReadAloudButton readAloud={readAloud} />
              <TranslateToggleButton translation={translation} disabled={state.editText !== null} />
              <AiStoryTools story={{ title: state.title, content: cssSavePayload(state).content, language: state.language, mode: 'CSS' }} />
              <Button variant="secondary" onClick={() => void share.copy()}>
                <ClipboardCopy aria-hidden="true" />
                {t('storyModes.cssEditor.condividi')}
              </Button>
              <SaveStoryButton
                label={t('storyModes.cssEditor.salva')}
                story={cssSavePayload(state)}
                defaultTitle={state.title}
                canOpen={checkSave(cssSaveError(state), send)}
                onSaved={editor.markSaved}
              />
              <Button variant="ghost" onClick={() => editor.exit()}>
                <LogOut aria-hidden="true" />
                {t('storyModes.shared.esci')}
              </Button>
            </>
          }
        >
          <FinalText
            editing={state.editText !== null}
            id="css-final-text"
            label={t('storyModes.cssStages.modificaLaStoriaLasciaUna')}
            content={storyText}
            mode="CSS"
            highlight={readAloud.highlight}
            onContentChange={(text) => send({ type: 'SET_EDIT_TEXT', text })}
          />
        </StoryArticle>
      ) : null}
    </ModeEditorShell>
  );
}
