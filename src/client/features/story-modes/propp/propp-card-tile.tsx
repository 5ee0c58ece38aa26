import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import type { ProppCard } from '../../../../shared/content/propp-cards';
import { cn } from '../../../lib/cn';
import { ProppCardIcon } from './propp-card-icon';

/** One colour per cluster, so the child sees which cards belong together. */
const CLUSTER_TONES: Record<number, string> = {
  1: 'bg-amber-100 text-amber-800',
  2: 'bg-rose-100 text-rose-800',
  3: 'bg-sky-100 text-sky-800',
  4: 'bg-violet-100 text-violet-800',
  5: 'bg-red-100 text-red-800',
  6: 'bg-emerald-100 text-emerald-800',
  7: 'bg-cyan-100 text-cyan-800',
  8: 'bg-orange-100 text-orange-800',
  9: 'bg-fuchsia-100 text-fuchsia-800',
};

export function clusterTone(cluster: number): string {
  return CLUSTER_TONES[cluster] ?? 'bg-brand-100 text-brand-800';
}

export interface ProppCardTileProps {
  card: ProppCard;
  /** Greyed and not selectable (free mode: already used). */
  used?: boolean;
  /** Not selectable for now (free mode: another card is in hand). */
  disabled?: boolean;
  /** The card in hand (free mode). */
  selected?: boolean;
  onSelect: (cardId: number) => void;
}

/** A Propp card in a grid: its icon, title, function name and description; a button to pick it. */
export function ProppCardTile({ card, used = false, disabled = false, selected = false, onSelect }: ProppCardTileProps) {
  const unavailable = used || disabled;
  return (
    <button
      type="button"
      onClick={() => onSelect(card.id)}
      disabled={unavailable}
      aria-label={`${card.title}: ${card.name}${used ? ' (già usata)' : ''}${selected ? ' (in mano)' : ''}`}
      aria-describedby={`propp-card-${card.id}-description`}
      className={cn(
        'flex h-full w-full flex-col items-start gap-2 rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-brand-100 transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500',
        !unavailable && 'hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-300',
        used && 'bg-slate-100 opacity-60 grayscale',
        disabled && !used && !selected && 'opacity-70',
        selected && 'ring-2 ring-brand-500',
      )}
    >
      <span className="flex w-full items-center gap-3">
        <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', clusterTone(card.cluster))}>
          <ProppCardIcon name={card.icon} className="size-6" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="font-bold leading-tight text-brand-900">{card.title}</span>
          <span className="text-sm font-semibold text-brand-700">{card.name}</span>
        </span>
        {used ? <Check className="ml-auto size-5 shrink-0 text-slate-500" aria-hidden="true" /> : null}
      </span>
      <span id={`propp-card-${card.id}-description`} className="text-sm text-slate-700">
        {card.description}
      </span>
    </button>
  );
}

/** The card in hand, shown above the writing box. */
export function ProppCardInHand({ card, children }: { card: ProppCard; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-2 ring-brand-300 sm:flex-row sm:items-center">
      <span className={cn('flex size-14 shrink-0 items-center justify-center rounded-2xl', clusterTone(card.cluster))}>
        <ProppCardIcon name={card.icon} className="size-8" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-semibold uppercase tracking-wide text-brand-600">La tua carta</span>
        <span className="text-lg font-bold text-brand-900">
          {card.title} <span className="font-semibold text-brand-700">· {card.name}</span>
        </span>
        <span className="text-slate-700">{card.description}</span>
      </div>
      {children}
    </div>
  );
}
