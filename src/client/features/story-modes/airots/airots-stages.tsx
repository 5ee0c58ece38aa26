import { ArrowRight, BookOpen, Flag, Lightbulb, Repeat2 } from 'lucide-react';
import { AIROTS_ANSWER_MAX, AIROTS_PHASE_COUNT } from '../../../../shared/constants';
import { AIROTS_TALES, findAirotsTale } from '../../../../shared/content/airots-tales';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { TextareaWithDictation } from '../../speech/text-with-dictation';
import { errorLine } from '../shared/editor-state';
import { StepProgress } from '../shared/step-progress';
import type { ModeStageProps } from '../shell/mode-editor-shell';
import { isLastPhase, type AirotsAction, type AirotsState } from './airots-machine';
import { BackButton } from '../shared/mode-header';
import { t } from '../../../i18n/it/story-modes';
import { RichText } from '../shared/rich-text';

type AirotsStageProps = ModeStageProps<AirotsState, AirotsAction>;

/** Spec 001 §5: a hint of at most 10 lines — the answer box grows to 10 lines, then scrolls. */
const ANSWER_BOX_STYLE = { lineHeight: '24px', maxHeight: `${10 * 24 + 18}px` };

export function AirotsIntro({ send }: Pick<AirotsStageProps, 'send'>) {
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle className="flex items-center gap-2">
        <Repeat2 className="size-6 text-brand-600" aria-hidden="true" />
        {t('storyModes.airotsStages.unaStoriaAlContrario')}
      </CardTitle>
      <p className="text-lg text-slate-800">
        <RichText text={t('storyModes.airotsStages.leggiAirotsAlContrario')} />
      </p>
      <ol className="list-decimal space-y-1 pl-6 text-slate-700">
        <li>{t('storyModes.airotsStages.scegliUnaFiaba')}</li>
        <li>{t('storyModes.airotsStages.leggiUnaParteAllaVolta')}</li>
        <li>{t('storyModes.airotsStages.perOgniParteScriviCome')}</li>
      </ol>
      <div>
        <Button size="lg" onClick={() => send({ type: 'START' })}>
          {t('storyModes.airotsStages.inizia')}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}

export function AirotsTaleChoice({ state, send }: AirotsStageProps) {
  return (
    <section aria-labelledby="airots-tales-heading" className="flex flex-col gap-4">
      <h2 id="airots-tales-heading" className="text-2xl font-extrabold text-brand-900">
        {t('storyModes.airotsStages.qualeFiabaVuoiRibaltare')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {AIROTS_TALES.map((tale) => (
          <li key={tale.id}>
            <button
              type="button"
              onClick={() => send({ type: 'CHOOSE_TALE', taleId: tale.id })}
              className={cn(
                'flex h-full w-full items-start gap-4 rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500',
                state.taleId === tale.id && 'ring-2 ring-brand-500',
              )}
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-800">
                <BookOpen className="size-7" aria-hidden="true" />
              </span>
              <span className="flex flex-col gap-1">
                <span className="text-xl font-bold text-brand-900">{tale.name}</span>
                <span className="text-slate-700">{tale.summary}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div>
        <BackButton send={send} />
      </div>
    </section>
  );
}

export function AirotsPhase({ state, send }: AirotsStageProps) {
  const tale = state.taleId ? findAirotsTale(state.taleId) : undefined;
  const phase = tale?.phases[state.phaseIndex];
  if (!tale || !phase) return null;
  const last = isLastPhase(state);
  const count = state.currentAnswer.length;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <StepProgress
          caption={t('storyModes.airotsStages.faseDi', { name: tale.name, phase: state.phaseIndex + 1, phases: AIROTS_PHASE_COUNT })}
          label={t('storyModes.airotsStages.fasiDellaStoria')}
          step={state.phaseIndex + 1}
          steps={AIROTS_PHASE_COUNT}
        />
        <h2 className="text-2xl font-extrabold text-brand-900">{phase.title}</h2>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="airots-original" className="flex flex-col gap-3 rounded-2xl bg-sky-50 p-5 ring-1 ring-sky-200">
          <h3 id="airots-original" className="text-lg font-bold text-sky-900">
            {t('storyModes.airotsStages.laFiabaOriginale')}
          </h3>
          <p className="reading-text text-lg leading-relaxed text-slate-800">{phase.text}</p>
          <p className="reading-hint flex items-start gap-2 rounded-xl bg-white p-3 text-slate-700 ring-1 ring-sky-100">
            <Lightbulb className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
            <span>{phase.reverseIdea}</span>
          </p>
        </section>
        <div className="flex flex-col gap-2">
          <Field
            id="airots-answer"
            label={t('storyModes.airotsStages.laTuaVersioneAlContrario')}
            hint={t('storyModes.airotsStages.scriviAlMassimo10Righe')}
            error={errorLine(state.error)}
          >
            <TextareaWithDictation
              id="airots-answer"
              value={state.currentAnswer}
              onValueChange={(text) => send({ type: 'SET_ANSWER', text })}
              maxLength={AIROTS_ANSWER_MAX}
              rows={8}
              style={ANSWER_BOX_STYLE}
              aria-describedby={`airots-answer-hint airots-answer-count${state.error ? ' airots-answer-error' : ''}`}
              aria-invalid={state.error ? true : undefined}
              placeholder={t('storyModes.airotsStages.eSeTuttoAndasseAl')}
              dictationTarget="la risposta"
              className="text-lg"
            />
          </Field>
          <p id="airots-answer-count" className={cn('text-right text-sm', count >= AIROTS_ANSWER_MAX ? 'font-semibold text-red-700' : 'text-slate-600')}>
            {t('storyModes.airotsStages.caratteri', { count, max: AIROTS_ANSWER_MAX })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant={last ? 'success' : 'default'} size="lg" onClick={() => send({ type: 'CONTINUE' })}>
          {last ? <Flag aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
          {last ? t('storyModes.shared.finisci') : t('storyModes.shared.continua')}
        </Button>
        <BackButton send={send} />
      </div>
    </div>
  );
}
