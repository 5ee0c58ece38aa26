import {
  BadgeCheck,
  Ban,
  Check,
  CircleCheckBig,
  CloudLightning,
  Compass,
  Crown,
  DoorOpen,
  Drama,
  Ear,
  Eye,
  Footprints,
  Gavel,
  Glasses,
  Hand,
  Handshake,
  HeartHandshake,
  House,
  KeyRound,
  LifeBuoy,
  Megaphone,
  Mountain,
  PartyPopper,
  Puzzle,
  Search,
  Sparkles,
  Swords,
  ThumbsUp,
  TriangleAlert,
  Trophy,
  VenetianMask,
  WandSparkles,
  Wind,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProppCard, ProppIconName } from '../../../../shared/content/propp-cards';
import { cn } from '../../../lib/cn';
import { t } from '../../../i18n/it/story-modes';

/** The icon component of each Propp card icon name (the shared content names them as strings). */
const ICONS: Record<ProppIconName, LucideIcon> = {
  DoorOpen,
  Ban,
  TriangleAlert,
  Search,
  Ear,
  VenetianMask,
  Handshake,
  CloudLightning,
  Megaphone,
  ThumbsUp,
  Footprints,
  Puzzle,
  HeartHandshake,
  WandSparkles,
  Compass,
  Swords,
  BadgeCheck,
  Trophy,
  KeyRound,
  House,
  Wind,
  LifeBuoy,
  Glasses,
  Crown,
  Mountain,
  CircleCheckBig,
  Eye,
  Drama,
  Sparkles,
  Gavel,
  PartyPopper,
};

function ProppCardIcon({ name, ...props }: { name: ProppIconName } & LucideProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" {...props} />;
}

/** One colour per cluster, so the child sees which cards belong together (each pair ≥ 4.5:1). */
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

/**
 * (The `{' '}` between the card's pieces are not rendered inside flex boxes, but they keep words
 * apart for tools that read the text nodes one after the other, as axe does.)
 *
 * A card's accessible name: its visible text in the same order (WCAG 2.5.3, "label in name": the
 * name holds what the child sees, so a voice command saying the title works), with the state in
 * words where the card shows it as a stamp.
 */
export function proppCardName(card: ProppCard, state: { used?: boolean; selected?: boolean } = {}): string {
  const status = state.used ? 'used' : state.selected ? 'held' : 'none';
  return t('storyModes.proppCardTile.cardName', { title: card.title, name: card.name, status, description: card.description });
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

/**
 * A Propp card in a grid, drawn as a playing card: the cluster's colour on its top with
 * the icon, title and function name; the description below; a stamp when used or in hand.
 */
export function ProppCardTile({ card, used = false, disabled = false, selected = false, onSelect }: ProppCardTileProps) {
  const unavailable = used || disabled;
  return (
    <button
      type="button"
      onClick={() => onSelect(card.id)}
      disabled={unavailable}
      aria-label={proppCardName(card, { used, selected })}
      className={cn(
        'group relative flex h-full w-full flex-col overflow-hidden rounded-playing-card bg-paper text-left shadow-card ring-1 ring-brand-200 transition-[transform,box-shadow] duration-(--motion-quick) ease-bounce focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        'after:pointer-events-none after:absolute after:inset-1.5 after:rounded-[0.75rem] after:border after:border-dashed after:border-black/10',
        !unavailable && 'hover:-translate-y-1 hover:-rotate-1 hover:shadow-lift',
        used && 'bg-slate-100 opacity-70 grayscale',
        disabled && !used && !selected && 'opacity-75',
        selected && 'ring-3 ring-mode',
      )}
    >
      <span className={cn('flex w-full items-center gap-3 px-4 pb-3 pt-4', clusterTone(card.cluster))}>
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/80 shadow-sm">
          <ProppCardIcon name={card.icon} className="size-7" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="break-words text-lg font-extrabold leading-tight">{card.title}</span> <span className="text-sm font-bold">{card.name}</span>
        </span>
      </span>{' '}
      {used || selected ? (
        <span className="mx-4 mt-3 inline-flex w-fit items-center gap-1 rounded-full bg-paper px-2.5 py-0.5 text-sm font-bold text-ink-soft ring-1 ring-slate-300">
          {used ? <Check className="size-4" aria-hidden="true" /> : <Hand className="size-4" aria-hidden="true" />}
          {used ? t('storyModes.proppCardTile.giaUsata') : t('storyModes.proppCardTile.inMano')}
        </span>
      ) : null}{' '}
      <span className="reading-hint px-4 pb-4 pt-3 text-sm text-ink-soft">{card.description}</span>
    </button>
  );
}

/**
 * The card in hand, shown above the writing box. It is drawn from the deck: it turns over from its
 * back to its face (styles.css .card-draw; with reduced motion it simply appears face up).
 */
export function ProppCardInHand({ card, children }: { card: ProppCard; children?: ReactNode }) {
  return (
    <div className="card-draw">
      <div key={card.id} className="card-draw-inner">
        <div className="card-draw-face relative flex flex-col gap-3 overflow-hidden rounded-playing-card bg-paper p-4 shadow-lift ring-2 ring-mode sm:flex-row sm:items-center">
          <span className={cn('flex size-16 shrink-0 items-center justify-center rounded-2xl', clusterTone(card.cluster))}>
            <ProppCardIcon name={card.icon} className="size-9" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="text-sm font-bold uppercase tracking-wide text-mode">{t('storyModes.proppCardTile.laTuaCarta')}</span>
            <span className="break-words text-lg font-extrabold text-ink">
              {card.title} <span className="font-bold text-ink-soft">· {card.name}</span>
            </span>
            <span className="reading-hint text-ink-soft">{card.description}</span>
          </div>
          {children}
        </div>
        <div className="card-draw-back playing-card-back" aria-hidden="true" />
      </div>
    </div>
  );
}
