import { ArrowRight, Flag, PauseCircle, Plus, RefreshCw, SkipForward, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { PROPP_CLUSTER_COUNT, PROPP_LINE_HEIGHT_PX, PROPP_PARAGRAPH_MAX_LINES } from '../../../../shared/constants';
import { findProppCard, PROPP_CARDS, proppCardsOfCluster, type ProppCard } from '../../../../shared/content/propp-cards';
import { PROPP_CLUSTERS, proppCluster, proppPhaseOfCluster } from '../../../../shared/content/propp-clusters';
import { Button } from '../../../components/ui/button';
import { bringIntoViewAndFocus } from '../../../lib/bring-into-view';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { TextareaWithDictation } from '../../speech/text-with-dictation';
import { errorLine, hasText } from '../shared/editor-state';
import { StepProgress } from '../shared/step-progress';
import { StorySoFar, type StoryPiece } from '../shared/story-so-far';
import type { ModeStageProps } from '../shell/mode-editor-shell';
import { ProppCardInHand, ProppCardTile } from './propp-card-tile';
import { canGoBack, canSkip, isLastCluster, type ProppAction, type ProppState } from './propp-machine';
import { BackButton } from '../shared/mode-header';
import { t } from '../../../i18n/it/story-modes';
import { RichText } from '../shared/rich-text';

interface ProppStageProps extends ModeStageProps<ProppState, ProppAction> {
  onSuspend: () => void;
}

/** The paragraphs written so far, each labelled with its card. */
export function proppStoryPieces(state: ProppState): StoryPiece[] {
  if (state.variant === 'free') return state.freeStoryText ? state.freeStoryText.split(/\n{2,}/).map((text) => ({ text })) : [];
  return state.phases.map((phase) => {
    const card = findProppCard(phase.cardId);
    return { label: card ? `${card.name} · ${card.title}` : '', text: phase.content };
  });
}

/** Spec 001 §5: 'Massimo 10 righe suggerite'; the box grows to at most 10 lines of 20 px. */
const PARAGRAPH_BOX_STYLE = { lineHeight: `${PROPP_LINE_HEIGHT_PX}px`, maxHeight: `${PROPP_PARAGRAPH_MAX_LINES * PROPP_LINE_HEIGHT_PX + 18}px` };

function ParagraphBox({ state, send, label }: { state: ProppState; send: (action: ProppAction) => void; label: string }) {
  return (
    <Field id="propp-paragraph" label={label} hint={t('storyModes.proppStages.massimo10RigheSuggerite')} error={errorLine(state.error)}>
      <TextareaWithDictation
        id="propp-paragraph"
        value={state.currentParagraph}
        onValueChange={(text) => send({ type: 'SET_PARAGRAPH', text })}
        rows={6}
        style={PARAGRAPH_BOX_STYLE}
        aria-describedby={`propp-paragraph-hint${state.error ? ' propp-paragraph-error' : ''}`}
        aria-invalid={state.error ? true : undefined}
        placeholder={t('storyModes.proppStages.scriviQuiIlTuoParagrafo')}
        dictationTarget="il paragrafo"
      />
    </Field>
  );
}

/** Serial: Indietro and Salta where they do something, and Sospendi. */
function SerialNavigation({ state, send, onSuspend }: ProppStageProps) {
  return (
    <>
      {canGoBack(state) ? <BackButton send={send} /> : null}
      {canSkip(state) ? (
        <Button variant="secondary" onClick={() => send({ type: 'SKIP' })}>
          <SkipForward aria-hidden="true" />
          {t('storyModes.shared.salta')}
        </Button>
      ) : null}
      <SuspendButton onSuspend={onSuspend} />
    </>
  );
}

function SuspendButton({ onSuspend }: { onSuspend: () => void }) {
  return (
    <Button variant="secondary" onClick={onSuspend}>
      <PauseCircle aria-hidden="true" />
      {t('storyModes.proppStages.sospendi')}
    </Button>
  );
}

/** The chosen card, with 'Cambia Carta' to put it back. */
function CardInHand({ card, send }: { card: ProppCard; send: (action: ProppAction) => void }) {
  return (
    <ProppCardInHand card={card}>
      <Button variant="secondary" size="sm" onClick={() => send({ type: 'CHANGE_CARD' })}>
        <RefreshCw aria-hidden="true" />
        {t('storyModes.proppStages.cambiaCarta')}
      </Button>
    </ProppCardInHand>
  );
}

export function ProppWarning({ state, send }: Pick<ProppStageProps, 'state' | 'send'>) {
  const serial = state.variant === 'serial';
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>{serial ? t('storyModes.proppStages.primaDiCominciare') : t('storyModes.proppStages.scriviConLeCarteCome')}</CardTitle>
      {serial ? (
        <>
          <p className="text-slate-800">{t('storyModes.proppStages.laTuaFiabaAttraversaNove')}</p>
          <ol className="grid gap-1 text-slate-700 sm:grid-cols-2">
            {PROPP_CLUSTERS.map((cluster) => (
              <li key={cluster.id}>
                <strong className="text-brand-800">{cluster.id}.</strong> {cluster.name}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="text-slate-800">{t('storyModes.proppStages.haiDavantiTutteLe31')}</p>
      )}
      <p className="rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">{t('storyModes.proppStages.unConsiglioChiediAUn')}</p>
      <div>
        <Button size="lg" onClick={() => send({ type: 'START' })}>
          <Sparkles aria-hidden="true" />
          {t('storyModes.proppStages.iniziaLaStoria')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * A serial stage: the step indicator on top (cluster n of 9, its name, its phase and what happens
 * in it), the stage's content, and the story so far beside it.
 */
function SerialStage({ state, children }: { state: ProppState; children: ReactNode }) {
  const cluster = state.currentCluster;
  const info = proppCluster(cluster);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <StepProgress
            caption={t('storyModes.proppStages.tappaDi', { cluster, clusters: PROPP_CLUSTER_COUNT, name: proppPhaseOfCluster(cluster).name })}
            label={t('storyModes.proppStages.avanzamentoDellaStoria')}
            step={cluster}
            steps={PROPP_CLUSTER_COUNT}
          />
          <h2 className="text-2xl font-extrabold text-brand-900">{info.name}</h2>
          <p className="reading-hint text-slate-700">{info.hint}</p>
        </div>
        {children}
      </div>
      <StorySoFar pieces={proppStoryPieces(state)} />
    </div>
  );
}

export function ProppCardSelection({ state, send, onSuspend }: ProppStageProps) {
  const cards = proppCardsOfCluster(state.currentCluster);
  return (
    <SerialStage state={state}>
      <p className="font-semibold text-brand-900">{t('storyModes.proppStages.scegliUnaCarta')}</p>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('storyModes.proppStages.carteDiQuestaTappa')}>
        {cards.map((card) => (
          <li key={card.id}>
            <ProppCardTile card={card} onSelect={(cardId) => send({ type: 'SELECT_CARD', cardId })} />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <SerialNavigation state={state} send={send} onSuspend={onSuspend} />
      </div>
    </SerialStage>
  );
}

export function ProppWriting({ state, send, onSuspend }: ProppStageProps) {
  const card = state.selectedCard === null ? undefined : findProppCard(state.selectedCard);
  const last = isLastCluster(state);
  return (
    <SerialStage state={state}>
      {card ? <CardInHand card={card} send={send} /> : null}
      <ParagraphBox state={state} send={send} label={t('storyModes.proppStages.cheCosaSuccede')} />
      <div className="flex flex-wrap gap-2">
        <Button variant={last ? 'success' : 'default'} size="lg" disabled={!hasText(state.currentParagraph)} onClick={() => send({ type: 'CONTINUE' })}>
          {last ? <Flag aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
          {last ? t('storyModes.shared.fineStoria') : t('storyModes.shared.continua')}
        </Button>
        <SerialNavigation state={state} send={send} onSuspend={onSuspend} />
      </div>
    </SerialStage>
  );
}

export function ProppFreeWriting({ state, send, onSuspend }: ProppStageProps) {
  const card = state.selectedCard === null ? undefined : findProppCard(state.selectedCard);
  const storyEmpty = !hasText(state.freeStoryText) && !hasText(state.currentParagraph);
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-4">
          {card ? (
            <CardInHand card={card} send={send} />
          ) : (
            <p className="rounded-2xl bg-white p-4 text-slate-700 ring-1 ring-brand-100">{t('storyModes.proppStages.scegliUnaCartaQuiSotto')}</p>
          )}
          <ParagraphBox state={state} send={send} label={t('storyModes.proppStages.ilTuoParagrafo')} />
          <div className="flex flex-wrap gap-2">
            <Button size="lg" onClick={() => send({ type: 'ADD_TO_STORY' })}>
              <Plus aria-hidden="true" />
              {t('storyModes.proppStages.aggiungiAllaStoria')}
            </Button>
            <Button variant="success" size="lg" disabled={storyEmpty} onClick={() => send({ type: 'FINISH' })}>
              <Flag aria-hidden="true" />
              {t('storyModes.shared.fineStoria')}
            </Button>
            <SuspendButton onSuspend={onSuspend} />
          </div>
        </div>
        <StorySoFar pieces={proppStoryPieces(state)} />
      </div>
      <section aria-labelledby="propp-free-cards">
        <h2 id="propp-free-cards" className="mb-3 text-xl font-bold text-brand-900">
          <RichText
            text={t('storyModes.proppStages.le31Carte', { count: state.usedCards.length })}
            b={(used) => <span className="text-base font-semibold text-slate-600">{used}</span>}
          />
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {PROPP_CARDS.map((c) => (
            <li key={c.id}>
              <ProppCardTile
                card={c}
                used={state.usedCards.includes(c.id) && c.id !== state.selectedCard}
                selected={c.id === state.selectedCard}
                disabled={state.selectedCard !== null}
                onSelect={(cardId) => {
                  send({ type: 'SELECT_CARD', cardId });
                  // The list is long: the child goes back to the box where they write.
                  bringIntoViewAndFocus('propp-paragraph');
                }}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
