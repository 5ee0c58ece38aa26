import { RotateCcw, Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { ProfessionGender } from '../../../../shared/content/professions';
import type { StoryMode } from '../../../../shared/story-modes';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { paths } from '../../../paths';
import { DraftResumePrompt } from '../../drafts/draft-resume-prompt';
import { ShareMenu } from '../../share/share-menu';
import { ReadAloudButton } from '../../speech/read-aloud-button';
import { InputWithDictation, TextareaWithDictation } from '../../speech/text-with-dictation';
import { useReadAloud } from '../../speech/use-read-aloud';
import { TranslateToggleButton } from '../../translation/translate-toggle-button';
import { contentProblem } from '../shared/content-problem';
import { ModeHeader } from '../shared/mode-header';
import { checkSave, SaveStoryButton } from '../shared/save-story-button';
import { AiStoryTools } from '../../ai/ai-story-tools';
import { DeckDownloads } from '../../paper/deck-downloads';
import { SavedStoriesOfMode } from '../shared/saved-stories-of-mode';
import { StoryArticle, StoryTextBox } from '../shared/story-article';
import { useEditorState } from '../shared/use-editor-state';
import { useOpenedEditor } from '../shared/use-opened-editor';
import { useLeaveConfirmation } from '../shared/use-leave-confirmation';
import { useTextTranslation } from '../shared/use-mode-translation';
import { useNewStory } from '../shared/use-new-story';
import { readCustomProfessions, writeCustomProfessions } from './custom-professions';
import {
  hasUnsavedWork,
  initialProfessionState,
  PROFESSION_ADDED,
  PROFESSION_NAME_MAX,
  professionDraftSchema,
  professionList,
  professionReducer,
  professionSaveError,
  professionSavePayload,
  professionStateFromStory,
  searchBothForms,
  storyBody,
} from './profession-machine';
import { ProfessionList } from './profession-list';

const MODE = 'PROFESSION' satisfies StoryMode;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const GENDERS: readonly { id: ProfessionGender; label: string }[] = [
  { id: 'male', label: 'Al maschile' },
  { id: 'female', label: 'Al femminile' },
];

/** /profession-story "Cosa farei se...": choose a profession from the scrolling list, then write. */
export function ProfessionEditor() {
  const [setup] = useState(() => ({ custom: readCustomProfessions(), reducedMotion: prefersReducedMotion() }));
  const opened = useOpenedEditor(MODE, {
    fromStory: (story) => professionStateFromStory(story, { custom: setup.custom }),
    fresh: () => initialProfessionState({ custom: setup.custom, scrolling: !setup.reducedMotion }),
  });
  const { state, send, startOver, markSaved, draft, resumePrompt } = useEditorState({ draftKey: opened.draftKey, reducer: professionReducer, initial: opened.initial, schema: professionDraftSchema, resumable: hasUnsavedWork });
  const unsaved = hasUnsavedWork(state);
  const { leave, dialog: leaveDialog } = useLeaveConfirmation(unsaved);
  const [confirmReset, setConfirmReset] = useState(false);
  const newStory = useNewStory(unsaved, () => startOver(initialProfessionState({ gender: state.gender, custom: state.custom, scrolling: !setup.reducedMotion })));

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

  const search = (event: FormEvent) => {
    event.preventDefault();
    const outcome = searchBothForms(state);
    send({ type: 'SEARCH' });
    if (outcome.kind === 'new' && contentProblem(outcome.profession) === null) toast.success(PROFESSION_ADDED, { description: outcome.profession });
  };
  const reset = () => send({ type: 'RESET', scrolling: !setup.reducedMotion });
  const readOnly = state.original !== null || state.translating;

  return (
    <section>
      <ModeHeader
        title="Cosa farei se..."
        onBack={() => (state.stage === 'writing' ? (hasUnsavedWork(state) ? setConfirmReset(true) : reset()) : leave(paths.createStory, opened.identity))}
        backLabel={state.stage === 'writing' ? 'Scegli altra professione' : 'Torna a Crea Nuova Storia'}
      />
      {state.stage === 'list' ? (
        <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="flex flex-col gap-4">
            <p className="text-lg text-slate-800">Che lavoro faresti da grande? Ferma la lista su una professione, oppure cercala. Poi racconta cosa faresti!</p>
            <div className="inline-flex self-start rounded-xl bg-brand-50 p-1 ring-1 ring-brand-200" role="group" aria-label="Professioni">
              {GENDERS.map((g) => (
                <Button key={g.id} size="sm" variant={state.gender === g.id ? 'default' : 'ghost'} aria-pressed={state.gender === g.id} onClick={() => send({ type: 'SET_GENDER', gender: g.id })}>
                  {g.label}
                </Button>
              ))}
            </div>
            <form onSubmit={search} noValidate className="flex flex-col gap-2">
              <Field id="profession-search" label="Cerca una professione" hint="Se non c’è, la aggiungiamo noi alla lista!">
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
                Cerca
              </Button>
            </form>
            <SavedStoriesOfMode mode={MODE} />
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
          heading={<>Se io fossi {state.selected?.toLocaleLowerCase('it')}...</>}
          language={state.language}
          translated={state.original !== null}
          headerExtra={
            <Button variant="secondary" size="sm" className="sm:ml-auto" onClick={() => (hasUnsavedWork(state) ? setConfirmReset(true) : reset())}>
              <RotateCcw aria-hidden="true" />
              Scegli altra professione
            </Button>
          }
          toolbar={
            <>
              <ReadAloudButton readAloud={readAloud} />
              <TranslateToggleButton translation={translation} disabled={storyBody(state).trim() === '' && state.original === null} />
              <ShareMenu story={{ title: state.title, content: state.text }} />
              <AiStoryTools story={{ title: state.title, content: state.text, language: state.language, mode: 'PROFESSION' }} />
              <SaveStoryButton story={professionSavePayload(state)} defaultTitle={state.title} canOpen={checkSave(professionSaveError(state), send)} onSaved={markSaved} />
              {newStory.button}
            </>
          }
        >
          {readOnly ? (
            <StoryTextBox content={state.text} mode="PROFESSION" highlight={readAloud.highlight} />
          ) : (
            <div className="flex flex-col gap-1.5">
              <label htmlFor="profession-text" className="font-semibold text-brand-900">
                La tua storia
              </label>
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
            </div>
          )}
        </StoryArticle>
      )}
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title="Scegli altra professione?"
        description="Se scegli un’altra professione, la storia che hai scritto verrà cancellata."
        confirmLabel="Scegli altra professione"
        cancelLabel="Resta qui"
        destructive
        onConfirm={reset}
      />
      {newStory.dialog}
      <DraftResumePrompt draft={resumePrompt} />
      {leaveDialog}
    </section>
  );
}
