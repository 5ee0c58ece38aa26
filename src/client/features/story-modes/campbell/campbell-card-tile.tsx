import { Bell, CheckCircle2, Compass, DoorOpen, Flame, Gift, Hand, HeartHandshake, House, Route, Sunrise, Users, Zap, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CampbellCard, CampbellIconName } from '../../../../shared/content/campbell-cards';
import { cn } from '../../../lib/cn';
import { t } from '../../../i18n/it/story-modes';

const ICONS: Record<CampbellIconName, LucideIcon> = { House, Bell, Hand, HeartHandshake, DoorOpen, Users, Compass, Flame, Gift, Route, Zap, Sunrise };

function CampbellCardIcon({ name, className }: { name: CampbellIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" />;
}

/**
 * A card's accessible name: 'Carta n: title' and then the rest of its visible text in the same
 * order (WCAG 2.5.3 "label in name"), so what the child sees is what a screen reader says. (The
 * `{' '}` between the card's pieces are not rendered in the flex column, but keep words apart for
 * tools that read the text nodes one after the other, as axe does.)
 */
export function campbellCardName(card: CampbellCard, used: boolean): string {
  return t('storyModes.campbellCardTile.cardName', { id: card.id, title: card.title, used: String(used), name: card.shortName });
}

export interface CampbellCardTileProps {
  card: CampbellCard;
  used: boolean;
  onSelect: (cardId: number) => void;
}

/** One of the twelve cards, drawn as a playing card: number and icon on top, the title, the short name. */
export function CampbellCardTile({ card, used, onSelect }: CampbellCardTileProps) {
  return (
    <button
      type="button"
      disabled={used}
      onClick={() => onSelect(card.id)}
      aria-label={campbellCardName(card, used)}
      className={cn(
        'group relative flex h-full w-full flex-col overflow-hidden rounded-playing-card text-left shadow-card ring-1 transition-[transform,box-shadow] duration-(--motion-quick) ease-bounce focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        'after:pointer-events-none after:absolute after:inset-1.5 after:rounded-[0.75rem] after:border after:border-dashed after:border-black/10',
        used
          ? 'cursor-not-allowed bg-slate-100 text-ink-soft ring-slate-200 grayscale'
          : 'bg-paper text-ink ring-brand-200 hover:-translate-y-1 hover:rotate-1 hover:shadow-lift',
      )}
    >
      <span className={cn('flex items-center gap-2 px-4 pb-3 pt-4', used ? 'bg-slate-200' : 'bg-mode-soft')}>
        <span className={cn('flex size-11 items-center justify-center rounded-full shadow-sm', used ? 'bg-slate-100 text-ink-soft' : 'bg-mode text-white')}>
          <CampbellCardIcon name={card.icon} className="size-6" />
        </span>
        <span className={cn('text-sm font-extrabold uppercase tracking-wide', used ? 'text-ink-soft' : 'text-mode')}>
          {t('storyModes.campbellCardTile.carta', { id: card.id })}
        </span>
        {used ? <CheckCircle2 className="ml-auto size-6 text-success-700" aria-hidden="true" /> : null}
      </span>{' '}
      <span className="reading-hint break-words px-4 pt-3 text-lg font-extrabold leading-snug">{card.title}</span>{' '}
      <span className="px-4 pb-4 pt-1 text-sm text-ink-soft">{used ? t('storyModes.campbellCardTile.giaUsata') : card.shortName}</span>
    </button>
  );
}

/**
 * The card being written, on top of the writing form: drawn from the deck, it turns over from its
 * back to its face (styles.css .card-draw; with reduced motion it simply appears face up).
 */
export function CampbellCardInHand({ card, children }: { card: CampbellCard; children?: ReactNode }) {
  return (
    <div className="card-draw">
      <div key={card.id} className="card-draw-inner">
        <div className="card-draw-face flex items-center gap-3 rounded-playing-card bg-mode-soft p-3 ring-2 ring-mode">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-mode text-white shadow-card">
            <CampbellCardIcon name={card.icon} className="size-8" />
          </span>
          {children}
        </div>
        <div className="card-draw-back playing-card-back" aria-hidden="true" />
      </div>
    </div>
  );
}
