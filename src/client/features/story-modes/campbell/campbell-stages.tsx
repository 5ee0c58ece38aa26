import { Compass, Flag, Map as MapIcon, Mountain, PencilLine, Sparkles, Trophy } from 'lucide-react';
import { CAMPBELL_CARD_COUNT, CAMPBELL_MIN_CARDS_TO_FINISH } from '../../../../shared/constants';
import { CAMPBELL_CARDS } from '../../../../shared/content/campbell-cards';
import { Button } from '../../../components/ui/button';
import { TextareaWithDictation } from '../../speech/text-with-dictation';
import { submitHandler } from '../shared/form-submit';
import { StorySoFar } from '../shared/story-so-far';
import { modePage, type ModeStageProps } from '../shell/mode-editor-shell';
import { CampbellCardInHand, CampbellCardTile } from './campbell-card-tile';
import { canFinish, isCardUsed, usedCardIds, type CampbellAction, type CampbellState } from './campbell-machine';
import { t } from '../../../i18n/it/story-modes';
import { RichText } from '../shared/rich-text';

/** The mode's page: the intro's icons and the decks to print (its words are in the catalogue). */
export const CAMPBELL_PAGE = modePage('campbell', { icon: Compass, lineIcons: [MapIcon, Sparkles, Mountain, Trophy], decks: ['campbell'] });

type StageProps = ModeStageProps<CampbellState, CampbellAction>;

function usedPieces(state: CampbellState) {
  return usedCardIds(state.contents).map((id) => ({ label: `${id}. ${CAMPBELL_CARDS[id - 1]?.title ?? ''}`, text: state.contents[id - 1] ?? '' }));
}

/** The grid of twelve cards: used cards greyed; 'FINE STORIA' from six cards. */
export function CardGridStage({ state, send }: StageProps) {
  const used = usedCardIds(state.contents).length;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-lg text-slate-800" aria-live="polite">
          <RichText text={t('storyModes.campbellStages.carteUsate', { used, total: CAMPBELL_CARD_COUNT })} />{' '}
          {used < CAMPBELL_MIN_CARDS_TO_FINISH
            ? t('storyModes.campbellStages.neServonoAlmenoPerFinire', { min: CAMPBELL_MIN_CARDS_TO_FINISH })
            : t('storyModes.campbellStages.puoiFinireLaStoriaQuando')}
        </p>
        {canFinish(state) ? (
          <Button variant="success" size="lg" className="sm:ml-auto" onClick={() => send({ type: 'FINISH' })}>
            <Flag aria-hidden="true" />
            {t('storyModes.campbellStages.fineStoria')}
          </Button>
        ) : null}
      </div>
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {CAMPBELL_CARDS.map((card) => (
          <li key={card.id}>
            <CampbellCardTile card={card} used={isCardUsed(state, card.id)} onSelect={(cardId) => send({ type: 'SELECT_CARD', cardId })} />
          </li>
        ))}
      </ul>
      <StorySoFar pieces={usedPieces(state)} emptyText={t('storyModes.campbellStages.scegliUnaCartaEScrivi')} />
    </div>
  );
}

/** Writing one card: its guiding question and the text box. */
export function CardWritingStage({ state, send }: StageProps) {
  const card = CAMPBELL_CARDS.find((c) => c.id === state.currentCard);
  if (!card) return null;
  const submit = submitHandler(() => send({ type: 'SAVE_CARD' }));
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
        <CampbellCardInHand card={card}>
          <div className="min-w-0">
            <p className="text-sm font-bold uppercase tracking-wide text-mode">{t('storyModes.campbellStages.carta', { id: card.id, name: card.shortName })}</p>
            <h2 className="break-words text-xl font-extrabold text-ink">{card.title}</h2>
          </div>
        </CampbellCardInHand>
        <p id="card-question" className="reading-hint rounded-xl bg-brand-50 p-3 text-lg text-brand-900">
          {card.question}
        </p>
        <label htmlFor="card-text" className="font-semibold text-brand-900">
          {t('storyModes.campbellStages.ilTuoTestoPerQuesta')}
        </label>
        <TextareaWithDictation
          id="card-text"
          value={state.cardText}
          onValueChange={(text) => send({ type: 'SET_CARD_TEXT', text })}
          aria-describedby="card-question"
          dictationTarget="il testo della carta"
          rows={7}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => send({ type: 'BACK' })}>
            {t('storyModes.campbellStages.tornaAlleCarte')}
          </Button>
          <Button type="submit" disabled={state.cardText.trim() === ''}>
            {t('storyModes.shared.continua')}
          </Button>
        </div>
      </form>
      <StorySoFar pieces={usedPieces(state)} emptyText={t('storyModes.campbellStages.questaELaPrimaCarta')} />
    </div>
  );
}

/** The final screen's switch between reading the story and editing it in place. */
export function CampbellEditToggle({ state, send }: StageProps) {
  const editing = state.editText !== null;
  return (
    <Button
      variant={editing ? 'default' : 'secondary'}
      aria-pressed={editing}
      disabled={state.translating}
      onClick={() => send({ type: editing ? 'APPLY_EDIT' : 'EDIT_FINAL' })}
    >
      <PencilLine aria-hidden="true" />
      {editing ? t('storyModes.campbellStages.fineModifica') : t('storyModes.shared.modifica')}
    </Button>
  );
}
