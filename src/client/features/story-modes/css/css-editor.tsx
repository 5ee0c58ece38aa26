import { ClipboardCopy, HelpCircle, Lightbulb, ListChecks, LogOut, Sparkles, Volume2 } from 'lucide-react';
import type { StoryMode } from '../../../../shared/story-modes';
import { Button } from '../../../components/ui/button';
import { useStoryShare } from '../../share/use-story-share';
import { ReadAloudButton } from '../../speech/read-aloud-button';
import { useReadAloud } from '../../speech/use-read-aloud';
import { TranslateToggleButton } from '../../translation/translate-toggle-button';
import { ModeHeader } from '../shared/mode-header';
import { ModeIntro } from '../shared/mode-intro';
import { checkSave, SaveStoryButton } from '../shared/save-story-button';
import { AiStoryTools } from '../../ai/ai-story-tools';
import { DeckDownloads } from '../../paper/deck-downloads';
import { SavedStoriesOfMode } from '../shared/saved-stories-of-mode';
import { useMachineTranslation } from '../shared/use-mode-translation';
import { cssDraftSchema, cssReducer, cssSaveError, cssSavePayload, cssStateFromStory, cssStoryText, hasUnsavedWork, initialCssState } from './css-machine';
import { CSS_FINAL_TEXT, CssEditToggle, GuidedStage, QuestionStage } from './css-stages';
import { EditableFinalStage } from '../shell/editable-final-stage';
import { ModeEditorShell } from '../shell/mode-editor-shell';
import { useModeEditor } from '../shell/use-mode-editor';
import { t } from '../../../i18n/it/story-modes';

const MODE = 'CSS' satisfies StoryMode;

const INTRO_LINES = [
  { icon: HelpCircle, text: t('storyModes.cssEditor.partiDaUnaDomandaPazza') },
  { icon: ListChecks, text: t('storyModes.cssEditor.setteDomandeGuidaTiAccompagnano') },
  { icon: Lightbulb, text: t('storyModes.cssEditor.conTreRisposteHaiGia') },
  { icon: Volume2, text: t('storyModes.cssEditor.allaFineLaPuoiAscoltare') },
] as const;

/** /css-editor "Cosa Succede se..." (spec 001 §2, §4): intro, question selection, guided questions, final. */
export function CssEditor() {
  const editor = useModeEditor({
    mode: MODE,
    fromStory: cssStateFromStory,
    fresh: initialCssState,
    reducer: cssReducer,
    schema: cssDraftSchema,
    hasUnsavedWork,
  });
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
    <ModeEditorShell
      editor={editor}
      header={
        <ModeHeader
          title={t('storyModes.cssEditor.cosaSuccedeSe')}
          onBack={editor.stepBack('intro')}
          backLabel={editor.atStart('intro') ? t('storyModes.cssEditor.tornaACreaNuovaStoria') : t('storyModes.cssEditor.indietro')}
        />
      }
    >
      {state.stage === 'intro' ? (
        <ModeIntro
          icon={Sparkles}
          heading={t('storyModes.cssEditor.unaDomandaMilleAvventure')}
          lines={INTRO_LINES}
          startLabel={t('storyModes.cssEditor.iniziaLAvventura')}
          onStart={() => send({ type: 'START' })}
        >
          <SavedStoriesOfMode mode={MODE} />
          <DeckDownloads decks={['cosa-succede-se']} headingLevel={3} />
        </ModeIntro>
      ) : null}
      {state.stage === 'question' ? <QuestionStage state={state} send={send} /> : null}
      {state.stage === 'guided' ? <GuidedStage state={state} send={send} /> : null}
      {state.stage === 'final' ? (
        <EditableFinalStage
          state={state}
          send={send}
          editToggle={<CssEditToggle state={state} send={send} />}
          final={{ ...CSS_FINAL_TEXT, content: storyText }}
          highlight={readAloud.highlight}
          toolbar={
            <>
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
                {t('storyModes.cssEditor.esci')}
              </Button>
            </>
          }
        />
      ) : null}
    </ModeEditorShell>
  );
}
