import { BookOpenText, Puzzle, Sparkles, SpellCheck, WholeWord } from 'lucide-react';
import { Link } from 'react-router';
import type { StoryMode } from '../../../../shared/story-modes';
import { paths } from '../../../paths';
import { useSession } from '../../auth/session';
import { useReadAloud } from '../../speech/use-read-aloud';
import { ModeHeader } from '../shared/mode-header';
import { ModeIntro } from '../shared/mode-intro';
import { checkSave } from '../shared/save-story-button';
import { DeckDownloads } from '../../paper/deck-downloads';
import { SavedStoriesOfMode } from '../shared/saved-stories-of-mode';
import { useTextTranslation } from '../shared/use-mode-translation';
import { finalMissingKeywords, hasUnsavedWork, initialWordSeriesState, wordSeriesDraftSchema, wordSeriesReducer } from './parole-chiamano-machine';
import { wordSeriesSaveError, wordSeriesSavePayload, wordSeriesStateFromStory } from './parole-chiamano-machine';
import { FinalStage, SeriesStage, StoryStage, WordInputStage } from './parole-chiamano-stages';
import { FinalToolbar } from '../shell/final-toolbar';
import { ModeEditorShell } from '../shell/mode-editor-shell';
import { useModeEditor } from '../shell/use-mode-editor';
import { t } from '../../../i18n/it/story-modes';

const MODE = 'PAROLE_CHIAMANO' satisfies StoryMode;

const INTRO_LINES = [
  { icon: WholeWord, text: t('storyModes.paroleChiamanoEditor.scegliUnaParolaDi4') },
  { icon: Sparkles, text: t('storyModes.paroleChiamanoEditor.perOgniLetteraRiceviUna') },
  { icon: Puzzle, text: t('storyModes.paroleChiamanoEditor.scegliUnaSerieEInventa') },
  { icon: BookOpenText, text: t('storyModes.paroleChiamanoEditor.allaFinePuoiRileggerlaAscoltarla') },
] as const;

/** /parole-chiamano "Una Parola, Tante Storie" (spec 001 §2, §4): intro, input, series, story, final. */
export function ParoleChiamanoEditor() {
  const editor = useModeEditor({
    mode: MODE,
    fromStory: wordSeriesStateFromStory,
    fresh: initialWordSeriesState,
    reducer: wordSeriesReducer,
    schema: wordSeriesDraftSchema,
    hasUnsavedWork,
  });
  const { state, send } = editor;
  const user = useSession().data?.user ?? null;

  const translation = useTextTranslation(state, send);
  const readAloud = useReadAloud({ text: state.stage === 'final' ? state.text : '', title: state.title, language: state.language });

  const missing = state.stage === 'final' ? finalMissingKeywords(state) : [];

  return (
    <ModeEditorShell
      editor={editor}
      header={
        <ModeHeader
          title={t('storyModes.paroleChiamanoEditor.unaParolaTanteStorie')}
          onBack={editor.stepBack('intro')}
          backLabel={editor.atStart('intro') ? t('storyModes.paroleChiamanoEditor.tornaACreaNuovaStoria') : t('storyModes.paroleChiamanoEditor.indietro')}
        />
      }
    >
      {state.stage === 'intro' ? (
        <ModeIntro
          icon={SpellCheck}
          heading={t('storyModes.paroleChiamanoEditor.daUnaParolaNasconoTante')}
          lines={INTRO_LINES}
          startLabel={t('storyModes.paroleChiamanoEditor.inizia')}
          onStart={() => send({ type: 'START' })}
        >
          <SavedStoriesOfMode mode={MODE} />
          <DeckDownloads decks={['lettere']} headingLevel={3} />
          {user?.isSuperuser ? (
            <Link
              to={paths.superuserArchive}
              state={{ profileId: user.id, profileName: user.name }}
              className="self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t('storyModes.paroleChiamanoEditor.apriLArchivioCompletoCon')}
            </Link>
          ) : null}
        </ModeIntro>
      ) : null}
      {state.stage === 'input' ? <WordInputStage state={state} send={send} /> : null}
      {state.stage === 'series' ? <SeriesStage state={state} send={send} /> : null}
      {state.stage === 'story' ? <StoryStage state={state} send={send} /> : null}
      {state.stage === 'final' ? (
        <FinalStage
          state={state}
          send={send}
          missing={missing}
          readOnly={state.original !== null || state.translating}
          highlight={readAloud.highlight}
          toolbar={
            <FinalToolbar
              mode={MODE}
              story={{ title: state.title, content: state.text, language: state.language }}
              readAloud={readAloud}
              translation={translation}
              save={{
                story: wordSeriesSavePayload(state),
                defaultTitle: state.title,
                canOpen: checkSave(wordSeriesSaveError(state), send),
                onSaved: editor.markSaved,
              }}
            >
              {editor.newStoryButton}
            </FinalToolbar>
          }
        />
      ) : null}
    </ModeEditorShell>
  );
}
