import { useReadAloud } from '../../speech/use-read-aloud';
import { contentProblem } from '../shared/editor-state';
import { useMachineTranslation } from '../shared/use-mode-translation';
import { FinalText, StoryArticle } from '../shared/story-article';
import { FinalToolbar } from '../shell/final-toolbar';
import { ModeEditorShell } from '../shell/mode-editor-shell';
import { useModeEditor } from '../shell/use-mode-editor';
import { t } from '../../../i18n/it/story-modes';
import { campbellFinalText, campbellMachine, campbellSavePayload, usedCardIds } from './campbell-machine';
import { CAMPBELL_PAGE, CampbellEditToggle, CardGridStage, CardWritingStage } from './campbell-stages';

/** /campbell-editor "Carte di Campbell" (spec 001 §2, §4): intro, the grid of cards, writing, final. */
export function CampbellEditor() {
  const editor = useModeEditor({ mode: 'CAMPBELL', ...campbellMachine });
  const { state, send } = editor;

  const ids = usedCardIds(state.contents);
  const translation = useMachineTranslation(state, send, {
    parts: ids.map((id) => state.contents[id - 1] ?? ''),
    onDone: ({ language, title, parts }) => {
      const contents = [...state.contents];
      ids.forEach((id, i) => {
        contents[id - 1] = parts[i] ?? contents[id - 1] ?? '';
      });
      send({ type: 'TRANSLATED', language, title, contents });
    },
  });
  const finalText = state.stage === 'final' ? campbellFinalText(state) : '';
  const readAloud = useReadAloud({ text: state.editText === null ? finalText : '', title: state.title, language: state.language });

  return (
    <ModeEditorShell editor={editor} page={CAMPBELL_PAGE}>
      {state.stage === 'cards' ? <CardGridStage state={state} send={send} /> : null}
      {state.stage === 'writing' ? <CardWritingStage state={state} send={send} /> : null}
      {state.stage === 'final' ? (
        <StoryArticle
          heading={state.title.trim() || t('storyModes.campbellStages.ilViaggioDelTuoEroe')}
          language={state.language}
          translated={state.original !== null}
          toolbar={
            <>
              <CampbellEditToggle state={state} send={send} />
              <FinalToolbar
                editor={editor}
                story={{ title: state.title, content: finalText, language: state.language }}
                readAloud={readAloud}
                translation={translation}
                translateDisabled={state.editText !== null}
                save={{
                  story: campbellSavePayload(state),
                  canOpen: () => {
                    if (state.editText === null) return true;
                    // Saving while editing first puts the text back into the cards (content check included).
                    send({ type: 'APPLY_EDIT' });
                    return contentProblem(state.editText) === null;
                  },
                }}
              />
            </>
          }
        >
          <FinalText
            editing={state.editText !== null}
            id="campbell-final-text"
            label={t('storyModes.campbellStages.modificaLaStoriaLasciaUna')}
            content={finalText}
            mode="CAMPBELL"
            highlight={readAloud.highlight}
            onContentChange={(text) => send({ type: 'SET_EDIT_TEXT', text })}
          />
        </StoryArticle>
      ) : null}
    </ModeEditorShell>
  );
}
