import { ArrowRight, CheckCircle2, Lightbulb, ListRestart } from 'lucide-react';
import { GHOST_QUESTION_COUNT } from '../../../../shared/constants';
import { GHOST_QUESTIONS } from '../../../../shared/content/ghost-questions';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { TextareaWithDictation } from '../../speech/text-with-dictation';
import { errorLine, hasText } from '../shared/editor-state';
import { StepProgress } from '../shared/step-progress';
import { StorySoFar } from '../shared/story-so-far';
import type { ModeStageProps } from '../shell/mode-editor-shell';
import { ghostStep, type GhostAction, type GhostState } from './ghost-machine';
import { BackButton } from '../shared/mode-header';
import { t } from '../../../i18n/it/story-modes';

type GhostStageProps = ModeStageProps<GhostState, GhostAction>;

export function GhostQuestions({ state, send }: GhostStageProps) {
  const question = GHOST_QUESTIONS[state.questionIndex];
  if (!question) return null;
  const given = state.answers
    .slice(0, state.questionIndex)
    .map((text, i) => ({ label: GHOST_QUESTIONS[i]?.question ?? '', text }))
    .filter((piece) => hasText(piece.text));
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <Card className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <StepProgress
            caption={t('storyModes.ghostStages.domanda', { step: ghostStep(state) })}
            label={t('storyModes.ghostStages.domande')}
            step={state.questionIndex + 1}
            steps={GHOST_QUESTION_COUNT}
          />
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor="ghost-answer" className="reading-hint text-3xl font-extrabold text-brand-900">
            {question.question}
          </label>
          <p id="ghost-answer-hint" className="reading-hint flex items-start gap-2 text-slate-700">
            <Lightbulb className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
            <span>{question.hint}</span>
          </p>
          <TextareaWithDictation
            id="ghost-answer"
            value={state.currentAnswer}
            onValueChange={(text) => send({ type: 'SET_ANSWER', text })}
            rows={5}
            aria-describedby={`ghost-answer-hint${state.error ? ' ghost-answer-error' : ''}`}
            aria-invalid={state.error ? true : undefined}
            placeholder={t('storyModes.ghostStages.scriviQuiLaTuaRisposta')}
            dictationTarget="la risposta"
            className="text-lg"
          />
          {state.error ? (
            <p id="ghost-answer-error" role="alert" className="text-sm font-medium text-red-700">
              {errorLine(state.error)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="lg" onClick={() => send({ type: 'CONTINUE' })}>
            <ArrowRight aria-hidden="true" />
            {t('storyModes.shared.continua')}
          </Button>
          {state.questionIndex > 0 ? <BackButton send={send} /> : null}
        </div>
      </Card>
      <StorySoFar pieces={given} title={t('storyModes.ghostStages.leTueRisposte')} emptyText={t('storyModes.ghostStages.quiComparirannoLeTueRisposte')} />
    </div>
  );
}

export function GhostReview({ state, send }: GhostStageProps) {
  return (
    <Card className="flex flex-col gap-5">
      <div>
        <h2 className="text-2xl font-extrabold text-brand-900">{t('storyModes.ghostStages.laTuaBozza')}</h2>
        <p className="text-slate-700">{t('storyModes.ghostStages.leTueRisposteSonoDiventate')}</p>
      </div>
      <Field id="ghost-draft" label={t('storyModes.shared.testoDellaStoria')} error={errorLine(state.error)}>
        <TextareaWithDictation
          id="ghost-draft"
          value={state.draft}
          onValueChange={(text) => send({ type: 'SET_DRAFT', text })}
          rows={12}
          className="min-h-[280px] text-lg"
          aria-invalid={state.error ? true : undefined}
          dictationTarget="la storia"
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button variant="success" size="lg" onClick={() => send({ type: 'FINALIZE' })}>
          <CheckCircle2 aria-hidden="true" />
          {t('storyModes.ghostStages.concludiLaStoria')}
        </Button>
        <Button variant="secondary" onClick={() => send({ type: 'BACK_TO_QUESTIONS' })}>
          <ListRestart aria-hidden="true" />
          {t('storyModes.ghostStages.tornaAlleDomande')}
        </Button>
      </div>
      <p className="text-sm text-slate-600">{t('storyModes.ghostStages.seTorniAlleDomandeQuando')}</p>
    </Card>
  );
}
