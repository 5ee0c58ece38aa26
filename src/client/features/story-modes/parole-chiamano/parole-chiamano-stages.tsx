import { BookOpenText, Check, CircleDashed, PencilLine, Puzzle, RefreshCw, Sparkles, SpellCheck, TriangleAlert, Undo2, WholeWord, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { WORD_MAX_LENGTH } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { InputWithDictation, TextareaWithDictation } from '../../speech/text-with-dictation';
import type { ReadAloudHighlight } from '../../speech/use-read-aloud';
import { FinalText, StoryArticle } from '../shared/story-article';
import { submitHandler } from '../shared/form-submit';
import { StorySoFar } from '../shared/story-so-far';
import { modePage, type ModeStageProps } from '../shell/mode-editor-shell';
import { canFinish, finalMissingKeywords, usedKeywords, type WordSeriesAction, type WordSeriesState } from './parole-chiamano-machine';
import { checkKeyword, generateWordSeries, missingKeywords, SERIES_NAMES, seriesLetters } from './word-series';
import { t } from '../../../i18n/it/story-modes';
import { RichText } from '../shared/rich-text';

/** The mode's page: the intro's icons and the decks to print (its words are in the catalogue). */
export const PAROLE_CHIAMANO_PAGE = modePage('paroleChiamano', {
  icon: SpellCheck,
  lineIcons: [WholeWord, Sparkles, Puzzle, BookOpenText],
  decks: ['lettere'],
});

type StageProps = ModeStageProps<WordSeriesState, WordSeriesAction>;

/** Step 2: the word of 4 to 6 letters. */
export function WordInputStage({ state, send }: StageProps) {
  const submit = submitHandler(() => send({ type: 'SUBMIT_WORD', series: generateWordSeries(state.word) }));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
      <Field id="word-input" label={t('storyModes.paroleChiamanoStages.laTuaParola')} hint={t('storyModes.paroleChiamanoStages.da4A6Lettere')}>
        <InputWithDictation
          id="word-input"
          value={state.word}
          onValueChange={(word) => send({ type: 'SET_WORD', word })}
          maxLength={WORD_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby="word-input-hint"
          dictationTarget="la parola"
          className="max-w-xs text-2xl font-bold uppercase tracking-widest"
        />
      </Field>
      <Button type="submit" size="lg" className="self-start">
        {t('storyModes.paroleChiamanoStages.creaLeSerieDiParole')}
      </Button>
    </form>
  );
}

function KeywordEditor({ letter, word, seriesName, onSave }: { letter: string; word: string; seriesName: string; onSave: (word: string) => boolean }) {
  const [editing, setEditing] = useState<string | null>(null);
  const id = `keyword-${seriesName}-${letter}-${word}`;
  if (editing === null) {
    return (
      <span className="flex min-w-0 items-center gap-2">
        <span className="truncate text-lg font-semibold text-slate-900">{word}</span>
        <Button
          variant="ghost"
          size="sm"
          className="px-2"
          aria-label={t('storyModes.paroleChiamanoStages.cambiaLaParolaLetteraSerie', { word, letter, seriesName })}
          onClick={() => setEditing(word)}
        >
          <PencilLine aria-hidden="true" />
        </Button>
      </span>
    );
  }
  const confirm = submitHandler(() => {
    if (onSave(editing)) setEditing(null);
  });
  return (
    <form
      onSubmit={confirm}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setEditing(null);
      }}
      className="flex min-w-0 items-center gap-1"
    >
      <label htmlFor={id} className="sr-only">
        {t('storyModes.paroleChiamanoStages.nuovaParolaConLaLettera', { letter })}
      </label>
      <InputWithDictation
        id={id}
        value={editing}
        onValueChange={setEditing}
        autoFocus
        autoComplete="off"
        dictationTarget="la nuova parola"
        className="min-w-0 py-1"
      />
      <Button type="submit" variant="success" size="sm" className="px-2" aria-label={t('storyModes.paroleChiamanoStages.confermaLaParola')}>
        <Check aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="sm" className="px-2" aria-label={t('storyModes.paroleChiamanoStages.annulla')} onClick={() => setEditing(null)}>
        <X aria-hidden="true" />
      </Button>
    </form>
  );
}

/** Step 3: the three series A, B, C; each word can be changed, 'Riprova' makes new ones. */
export function SeriesStage({ state, send }: StageProps) {
  const letters = seriesLetters(state.seriesWord);
  // The machine refuses a word with another initial (and says so); the box stays open then.
  const onEdit = (series: number, index: number, word: string): boolean => {
    send({ type: 'EDIT_KEYWORD', series, index, word });
    return checkKeyword(letters[index] ?? '', word) === null;
  };
  return (
    <div className="flex flex-col gap-5">
      <p className="text-lg text-slate-800">
        <RichText
          text={t('storyModes.paroleChiamanoStages.eccoTreSerieDiParole', { word: state.seriesWord })}
          b={(word) => <strong className="uppercase tracking-widest">{word}</strong>}
        />
      </p>
      <div className="grid gap-4 md:grid-cols-3">
        {state.series.map((list, s) => {
          const name = SERIES_NAMES[s] ?? String(s + 1);
          return (
            <section key={name} aria-labelledby={`series-${name}`} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
              <h2 id={`series-${name}`} className="text-xl font-bold text-brand-900">
                {t('storyModes.paroleChiamanoStages.serie', { name })}
              </h2>
              <ol className="flex flex-col gap-1">
                {list.map((word, i) => (
                  <li key={`${i}-${word}`} className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-lg font-extrabold text-amber-800"
                    >
                      {letters[i]}
                    </span>
                    <KeywordEditor letter={letters[i] ?? ''} word={word} seriesName={name} onSave={(w) => onEdit(s, i, w)} />
                  </li>
                ))}
              </ol>
              <Button className="mt-auto" onClick={() => send({ type: 'CHOOSE_SERIES', series: s })}>
                {t('storyModes.paroleChiamanoStages.scegliLaSerie', { name })}
              </Button>
            </section>
          );
        })}
      </div>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => send({ type: 'RETRY', series: generateWordSeries(state.seriesWord, Math.random, state.series) })}
      >
        <RefreshCw aria-hidden="true" />
        {t('storyModes.paroleChiamanoStages.riprova')}
      </Button>
    </div>
  );
}

/** The keywords as chips: green with a tick once used. */
export function KeywordChips({ keywords, used }: { keywords: readonly string[]; used: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('storyModes.paroleChiamanoStages.leParoleDaUsare')}>
      {keywords.map((word, i) => {
        const isUsed = used.includes(word);
        return (
          <li
            key={`${i}-${word}`}
            className={cn(
              'flex items-center gap-1.5 rounded-full px-3 py-1.5 text-base font-semibold ring-1',
              isUsed ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-white text-slate-700 ring-slate-300',
            )}
          >
            {isUsed ? <Check className="size-4" aria-hidden="true" /> : <CircleDashed className="size-4" aria-hidden="true" />}
            {word}
            <span className="sr-only">{isUsed ? t('storyModes.paroleChiamanoStages.usata') : t('storyModes.paroleChiamanoStages.daUsare')}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Step 4: the story, written one piece at a time with every keyword. */
export function StoryStage({ state, send }: StageProps) {
  const used = usedKeywords(state);
  const missing = missingKeywords(state.keywords, state.pieces.join('\n'));
  const add = submitHandler(() => send({ type: 'ADD_PIECE' }));
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col gap-4">
        <KeywordChips keywords={state.keywords} used={used} />
        <p className="text-slate-700" aria-live="polite">
          {missing.length === 0
            ? t('storyModes.paroleChiamanoStages.haiUsatoTutteLeParole')
            : t('storyModes.paroleChiamanoStages.paroleAncoraDaUsare', { words: missing.join(', ') })}
        </p>
        <form onSubmit={add} noValidate className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5">
          <label htmlFor="story-piece" className="font-semibold text-brand-900">
            {state.pieces.length === 0 ? t('storyModes.paroleChiamanoStages.scriviLInizioDellaStoria') : t('storyModes.paroleChiamanoStages.continuaLaStoria')}
          </label>
          <TextareaWithDictation
            id="story-piece"
            value={state.piece}
            onValueChange={(text) => send({ type: 'SET_PIECE', text })}
            dictationTarget="il pezzo di storia"
            rows={5}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={state.piece.trim() === ''}>
              {t('storyModes.paroleChiamanoStages.aggiungiAllaStoria')}
            </Button>
            {state.pieces.length > 0 && state.piece.trim() === '' ? (
              <Button variant="secondary" onClick={() => send({ type: 'UNDO_PIECE' })}>
                <Undo2 aria-hidden="true" />
                {t('storyModes.paroleChiamanoStages.correggiLUltimoPezzo')}
              </Button>
            ) : null}
            <Button variant="success" className="sm:ml-auto" disabled={!canFinish(state)} onClick={() => send({ type: 'FINISH' })}>
              {t('storyModes.shared.fineStoria')}
            </Button>
          </div>
        </form>
      </div>
      <StorySoFar pieces={state.pieces.map((text) => ({ text }))} />
    </div>
  );
}

export interface FinalStageProps extends StageProps {
  toolbar: ReactNode;
  highlight: ReadAloudHighlight | null;
}

/** Step 5: the whole story, editable (read-only while translated), with the words still missing. */
export function FinalStage({ state, send, toolbar, highlight }: FinalStageProps) {
  const missing = finalMissingKeywords(state);
  return (
    <StoryArticle
      heading={state.title.trim() || t('storyModes.shared.laTuaStoria')}
      language={state.language}
      translated={state.original !== null}
      beforeToolbar={
        <>
          <KeywordChips keywords={state.keywords} used={state.keywords.filter((k) => !missing.includes(k))} />
          {missing.length > 0 ? (
            <p role="status" className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 font-semibold text-amber-900 ring-1 ring-amber-300">
              <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              {t('storyModes.paroleChiamanoStages.paroleMancanti', { words: missing.join(', ') })}
            </p>
          ) : null}
        </>
      }
      toolbar={toolbar}
    >
      <FinalText
        editing={state.original === null && !state.translating}
        id="final-text"
        label={t('storyModes.paroleChiamanoStages.laTuaStoriaPuoiAncora')}
        content={state.text}
        mode="PAROLE_CHIAMANO"
        highlight={highlight}
        onContentChange={(text) => send({ type: 'SET_TEXT', text })}
      />
    </StoryArticle>
  );
}
