import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useSession } from '../../auth/session';
import { useReadAloud } from '../../speech/use-read-aloud';
import { checkSave } from '../shared/save-story-button';
import { useTextTranslation } from '../shared/use-mode-translation';
import { wordSeriesMachine, wordSeriesSaveError, wordSeriesSavePayload } from './parole-chiamano-machine';
import { FinalStage, PAROLE_CHIAMANO_PAGE, SeriesStage, StoryStage, WordInputStage } from './parole-chiamano-stages';
import { FinalToolbar } from '../shell/final-toolbar';
import { ModeEditorShell } from '../shell/mode-editor-shell';
import { useModeEditor } from '../shell/use-mode-editor';
import { t } from '../../../i18n/it/story-modes';

/** /parole-chiamano "Una Parola, Tante Storie" (spec 001 §2, §4): intro, input, series, story, final. */
export function ParoleChiamanoEditor() {
  const editor = useModeEditor({ mode: 'PAROLE_CHIAMANO', ...wordSeriesMachine });
  const { state, send } = editor;
  const user = useSession().data?.user ?? null;

  const translation = useTextTranslation(state, send);
  const readAloud = useReadAloud({ text: state.stage === 'final' ? state.text : '', title: state.title, language: state.language });

  return (
    <ModeEditorShell
      editor={editor}
      page={PAROLE_CHIAMANO_PAGE}
      introExtra={
        user?.isSuperuser ? (
          <Link
            to={paths.superuserArchive}
            state={{ profileId: user.id, profileName: user.name }}
            className="self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('storyModes.paroleChiamanoEditor.apriLArchivioCompletoCon')}
          </Link>
        ) : null
      }
    >
      {state.stage === 'input' ? <WordInputStage state={state} send={send} /> : null}
      {state.stage === 'series' ? <SeriesStage state={state} send={send} /> : null}
      {state.stage === 'story' ? <StoryStage state={state} send={send} /> : null}
      {state.stage === 'final' ? (
        <FinalStage
          state={state}
          send={send}
          highlight={readAloud.highlight}
          toolbar={
            <FinalToolbar
              editor={editor}
              story={{ title: state.title, content: state.text, language: state.language }}
              readAloud={readAloud}
              translation={translation}
              save={{
                story: wordSeriesSavePayload(state),
                canOpen: checkSave(wordSeriesSaveError(state), send),
              }}
            />
          }
        />
      ) : null}
    </ModeEditorShell>
  );
}
