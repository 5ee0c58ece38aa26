import {
  Coffee,
  Cpu,
  Flag,
  HelpCircle,
  Landmark,
  Leaf,
  Lightbulb,
  ListChecks,
  PartyPopper,
  RefreshCw,
  SkipForward,
  Sparkles,
  Volume2,
  type LucideIcon,
} from 'lucide-react';
import { CSS_GUIDE_QUESTION_COUNT } from '../../../../shared/constants';
import { CSS_GUIDE_QUESTIONS, CSS_THEMES, type CssTheme } from '../../../../shared/content/css-questions';
import { wrapCssQuestion } from '../../../../shared/content/css-story-format';
import { Button } from '../../../components/ui/button';
import { TextareaWithDictation } from '../../speech/text-with-dictation';
import { submitHandler } from '../shared/form-submit';
import { StorySoFar } from '../shared/story-so-far';
import { modePage, type ModeStageProps } from '../shell/mode-editor-shell';
import { answerCount, canFinishStory, drawCssQuestions, type CssAction, type CssState } from './css-machine';
import { t } from '../../../i18n/it/story-modes';
import { RichText } from '../shared/rich-text';

/** The mode's page: the intro's icons and the decks to print (its words are in the catalogue). */
export const CSS_PAGE = modePage('css', { icon: Sparkles, lineIcons: [HelpCircle, ListChecks, Lightbulb, Volume2], decks: ['cosa-succede-se'] });

type StageProps = ModeStageProps<CssState, CssAction>;

const THEME_ICONS: Record<CssTheme['icon'], LucideIcon> = { Leaf, Cpu, Coffee, Landmark, PartyPopper };

/** Question selection: the child's own question, or one drawn from a theme. */
export function QuestionStage({ state, send }: StageProps) {
  const submit = submitHandler(() => send({ type: 'CHOOSE_FREE_QUESTION' }));
  const blank = state.freeText.trim() === '';
  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
        <label htmlFor="css-free-question" className="text-lg font-bold text-brand-900">
          {t('storyModes.cssStages.scriviLaTuaDomanda')}
        </label>
        <p id="css-free-question-hint" className="reading-hint text-slate-600">
          {t('storyModes.cssStages.perEsempioIGattiSapessero')}
        </p>
        <TextareaWithDictation
          id="css-free-question"
          value={state.freeText}
          onValueChange={(text) => send({ type: 'SET_FREE_TEXT', text })}
          aria-describedby="css-free-question-hint"
          dictationTarget="la domanda"
          rows={2}
          className="min-h-16"
        />
        {blank ? null : (
          <p className="text-brand-800" aria-live="polite">
            <RichText text={t('storyModes.cssStages.laTuaDomanda', { question: wrapCssQuestion(state.freeText) })} />
          </p>
        )}
        <Button type="submit" className="self-start" disabled={blank}>
          {t('storyModes.cssStages.usaLaMiaDomanda')}
        </Button>
      </form>

      <section aria-labelledby="css-themes" className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
        <h2 id="css-themes" className="text-lg font-bold text-brand-900">
          {t('storyModes.cssStages.oppureScegliUnTema')}
        </h2>
        <div className="flex flex-wrap gap-2">
          {CSS_THEMES.map((theme) => {
            const Icon = THEME_ICONS[theme.icon];
            const active = state.theme === theme.name;
            return (
              <Button
                key={theme.name}
                variant={active ? 'default' : 'secondary'}
                aria-pressed={active}
                onClick={() => send({ type: 'CHOOSE_THEME', theme: theme.name, drawn: drawCssQuestions(theme.name) })}
              >
                <Icon aria-hidden="true" />
                {theme.name}
              </Button>
            );
          })}
        </div>
        {state.theme !== null && state.drawn.length > 0 ? (
          <div className="flex flex-col gap-3">
            <ul className="flex flex-col gap-2" aria-label={t('storyModes.cssStages.domandeDelTema', { theme: state.theme })}>
              {state.drawn.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    onClick={() => send({ type: 'CHOOSE_QUESTION', question })}
                    className="w-full rounded-xl bg-amber-50 p-3 text-left text-lg font-semibold text-amber-950 ring-1 ring-amber-200 hover:bg-amber-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
            <Button
              variant="ghost"
              className="self-start"
              onClick={() => state.theme !== null && send({ type: 'REDRAW', drawn: drawCssQuestions(state.theme, Math.random, state.drawn) })}
            >
              <RefreshCw aria-hidden="true" />
              {t('storyModes.cssStages.altreDomande')}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

function storyPieces(state: CssState) {
  return [
    { label: t('storyModes.cssStages.laDomanda'), text: state.question },
    ...CSS_GUIDE_QUESTIONS.flatMap((guide, i) => {
      const answer = state.answers[i] ?? '';
      return answer.trim() ? [{ label: guide.question, text: answer }] : [];
    }),
  ];
}

/** The seven guide questions, one at a time. */
export function GuidedStage({ state, send }: StageProps) {
  const guide = CSS_GUIDE_QUESTIONS[state.index];
  if (!guide) return null;
  const last = state.index === CSS_GUIDE_QUESTION_COUNT - 1;
  const count = answerCount(state);
  const submit = submitHandler(() => send({ type: 'NEXT' }));
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
        <p className="reading-hint rounded-xl bg-amber-50 p-3 text-lg font-bold text-amber-950 ring-1 ring-amber-200">{state.question}</p>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm font-semibold text-brand-700">
          <span>{t('storyModes.cssStages.domanda', { n: state.index + 1, total: CSS_GUIDE_QUESTION_COUNT })}</span>
          <span aria-live="polite">{t('storyModes.cssStages.risposteDate', { count })}</span>
        </div>
        <h2 className="reading-hint text-xl font-bold text-brand-900">{guide.question}</h2>
        <p id="css-answer-hint" className="reading-hint text-slate-600">
          {guide.hint}
        </p>
        <label htmlFor="css-answer" className="font-semibold text-brand-900">
          {t('storyModes.cssStages.laTuaRisposta')}
        </label>
        <TextareaWithDictation
          id="css-answer"
          value={state.answers[state.index] ?? ''}
          onValueChange={(text) => send({ type: 'SET_ANSWER', text })}
          aria-describedby="css-answer-hint"
          dictationTarget="la risposta"
          rows={5}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
            {t('storyModes.shared.indietro')}
          </Button>
          <Button variant="secondary" onClick={() => send({ type: 'SKIP' })}>
            <SkipForward aria-hidden="true" />
            {t('storyModes.shared.salta')}
          </Button>
          <Button type="submit">{last ? t('storyModes.shared.finisci') : t('storyModes.cssStages.avanti')}</Button>
          {canFinishStory(state) ? (
            <Button variant="success" className="sm:ml-auto" onClick={() => send({ type: 'FINISH' })}>
              <Flag aria-hidden="true" />
              {t('storyModes.cssStages.finisciStoria')}
            </Button>
          ) : null}
        </div>
      </form>
      <StorySoFar pieces={storyPieces(state)} />
    </div>
  );
}

/** The final screen's switch: Visualizza (read the story) or Modifica (edit it in place). */
export function CssEditToggle({ state, send }: StageProps) {
  const editing = state.editText !== null;
  return (
    <div className="inline-flex rounded-xl bg-brand-50 p-1 ring-1 ring-brand-200" role="group" aria-label={t('storyModes.cssStages.modalita')}>
      <Button size="sm" variant={editing ? 'ghost' : 'default'} aria-pressed={!editing} onClick={() => editing && send({ type: 'APPLY_EDIT' })}>
        {t('storyModes.cssStages.visualizza')}
      </Button>
      <Button
        size="sm"
        variant={editing ? 'default' : 'ghost'}
        aria-pressed={editing}
        disabled={state.translating}
        onClick={() => !editing && send({ type: 'EDIT_FINAL' })}
      >
        {t('storyModes.shared.modifica')}
      </Button>
    </div>
  );
}
