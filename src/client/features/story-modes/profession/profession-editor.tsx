import { RotateCcw, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { ProfessionGender } from '../../../../shared/content/professions';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { InputWithDictation, TextareaWithDictation } from '../../speech/text-with-dictation';
import { useReadAloud } from '../../speech/use-read-aloud';
import { contentProblem } from '../shared/editor-state';
import { submitHandler } from '../shared/form-submit';
import { ModeHeader } from '../shared/mode-header';
import { checkSave } from '../shared/save-story-button';
import { DeckDownloads } from '../../paper/deck-downloads';
import { SavedStoriesOfMode } from '../shared/saved-stories-of-mode';
import { StoryArticle, StoryTextBox } from '../shared/story-article';
import { useTextTranslation } from '../shared/use-mode-translation';
import { FinalToolbar } from '../shell/final-toolbar';
import { ModeEditorShell } from '../shell/mode-editor-shell';
import { useModeEditor } from '../shell/use-mode-editor';
import { readCustomProfessions, writeCustomProfessions } from './custom-professions';
import { hasUnsavedWork, initialProfessionState, PROFESSION_ADDED, PROFESSION_NAME_MAX, professionDraftSchema } from './profession-machine';
import { professionList, professionReducer, professionSaveError, professionSavePayload, professionStateFromStory } from './profession-machine';
import { searchBothForms, storyBody } from './profession-machine';
import { ProfessionList } from './profession-list';
import { t } from '../../../i18n/it/story-modes';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const GENDERS: readonly { id: ProfessionGender; label: string }[] = [
  { id: 'male', label: t('storyModes.professionEditor.alMaschile') },
  { id: 'female', label: t('storyModes.professionEditor.alFemminile') },
];

/** /profession-story "Cosa farei se...": choose a profession from the scrolling list, then write. */
export function ProfessionEditor() {
  const [setup] = useState(() => ({ custom: readCustomProfessions(), reducedMotion: prefersReducedMotion() }));
  const editor = useModeEditor({
    mode: 'PROFESSION',
    fromStory: (story) => professionStateFromStory(story, { custom: setup.custom }),
    fresh: () => initialProfessionState({ custom: setup.custom, scrolling: !setup.reducedMotion }),
    // A new story keeps the gender and the professions added.
    newStory: (current) => initialProfessionState({ gender: current.gender, custom: current.custom, scrolling: !setup.reducedMotion }),
    reducer: professionReducer,
    schema: professionDraftSchema,
    hasUnsavedWork,
  });
  const { state, send, draft } = editor;
  const [confirmReset, setConfirmReset] = useState(false);

  // A resumed draft learns the professions added since; new ones are remembered in this browser.
  const resumed = draft.pending === null;
  useEffect(() => {
    if (resumed) send({ type: 'SET_CUSTOM', custom: readCustomProfessions() });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the draft question is answered
  }, [resumed]);
  const { male, female } = state.custom;
  useEffect(() => {
    writeCustomProfessions({ male, female });
  }, [male, female]);

  const translation = useTextTranslation(state, send);
  const readAloud = useReadAloud({ text: state.stage === 'writing' ? state.text : '', title: state.title, language: state.language });

  const search = submitHandler(() => {
    const outcome = searchBothForms(state);
    send({ type: 'SEARCH' });
    if (outcome.kind === 'new' && contentProblem(outcome.profession) === null) toast.success(PROFESSION_ADDED, { description: outcome.profession });
  });
  const reset = () => send({ type: 'RESET', scrolling: !setup.reducedMotion });
  const readOnly = state.original !== null || state.translating;

  return (
    <ModeEditorShell
      editor={editor}
      header={
        <ModeHeader
          title={t('storyModes.professionEditor.cosaFareiSe')}
          onBack={() => (editor.atStart('list') ? editor.exit() : hasUnsavedWork(state) ? setConfirmReset(true) : reset())}
          backLabel={editor.atStart('list') ? t('storyModes.shared.tornaACreaNuovaStoria') : t('storyModes.professionEditor.scegliAltraProfessione')}
        />
      }
    >
      {state.stage === 'list' ? (
        <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <p className="text-lg text-slate-800 md:col-span-2">{t('storyModes.professionEditor.cheLavoroFarestiDaGrande')}</p>
          {/* On a phone the moving list comes right under the question, before the search. */}
          <div className="flex flex-col gap-4 max-md:order-last">
            <div
              className="inline-flex self-start rounded-xl bg-brand-50 p-1 ring-1 ring-brand-200"
              role="group"
              aria-label={t('storyModes.professionEditor.professioni')}
            >
              {GENDERS.map((g) => (
                <Button
                  key={g.id}
                  size="sm"
                  variant={state.gender === g.id ? 'default' : 'ghost'}
                  aria-pressed={state.gender === g.id}
                  onClick={() => send({ type: 'SET_GENDER', gender: g.id })}
                >
                  {g.label}
                </Button>
              ))}
            </div>
            <form onSubmit={search} noValidate className="flex flex-col gap-2">
              <Field id="profession-search" label={t('storyModes.professionEditor.cercaUnaProfessione')} hint={t('storyModes.professionEditor.seNonCELa')}>
                <InputWithDictation
                  id="profession-search"
                  value={state.query}
                  onValueChange={(query) => send({ type: 'SET_QUERY', query })}
                  maxLength={PROFESSION_NAME_MAX}
                  autoComplete="off"
                  aria-describedby="profession-search-hint"
                  dictationTarget="la professione"
                />
              </Field>
              <Button type="submit" variant="secondary" className="self-start">
                <Search aria-hidden="true" />
                {t('storyModes.professionEditor.cerca')}
              </Button>
            </form>
            <SavedStoriesOfMode mode="PROFESSION" />
            <DeckDownloads decks={['professioni']} />
          </div>
          <ProfessionList
            professions={professionList(state)}
            scrolling={state.scrolling}
            onScrollingChange={(scrolling) => send({ type: 'SET_SCROLLING', scrolling })}
            onSelect={(profession) => send({ type: 'SELECT', profession })}
          />
        </div>
      ) : (
        <StoryArticle
          heading={t('storyModes.professionEditor.seIoFossi', { profession: state.selected?.toLocaleLowerCase('it') ?? '' })}
          language={state.language}
          translated={state.original !== null}
          headerExtra={
            <Button variant="secondary" size="sm" className="sm:ml-auto" onClick={() => (hasUnsavedWork(state) ? setConfirmReset(true) : reset())}>
              <RotateCcw aria-hidden="true" />
              {t('storyModes.professionEditor.scegliAltraProfessione')}
            </Button>
          }
          toolbar={
            <FinalToolbar
              editor={editor}
              story={{ title: state.title, content: state.text, language: state.language }}
              readAloud={readAloud}
              translation={translation}
              translateDisabled={storyBody(state).trim() === '' && state.original === null}
              save={{
                story: professionSavePayload(state),
                canOpen: checkSave(professionSaveError(state), send),
              }}
            />
          }
        >
          {readOnly ? (
            <StoryTextBox content={state.text} mode="PROFESSION" highlight={readAloud.highlight} />
          ) : (
            <Field id="profession-text" label={t('storyModes.shared.laTuaStoria')}>
              <TextareaWithDictation
                id="profession-text"
                value={state.text}
                onValueChange={(text) => send({ type: 'SET_TEXT', text })}
                dictationTarget="la storia"
                autoFocus
                onFocus={(e) => {
                  // The story goes on after 'Se io fossi …, ': start typing there.
                  const box = e.currentTarget;
                  if (box.selectionStart === 0 && box.selectionEnd === 0) box.setSelectionRange(box.value.length, box.value.length);
                }}
                className="min-h-[300px] text-lg leading-relaxed"
              />
            </Field>
          )}
        </StoryArticle>
      )}
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('storyModes.professionEditor.scegliAltraProfessione2')}
        description={t('storyModes.professionEditor.seScegliUnAltraProfessione')}
        confirmLabel={t('storyModes.professionEditor.scegliAltraProfessione')}
        cancelLabel={t('storyModes.shared.restaQui')}
        destructive
        onConfirm={reset}
      />
    </ModeEditorShell>
  );
}
