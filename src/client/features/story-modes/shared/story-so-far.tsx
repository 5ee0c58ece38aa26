import { BookOpenText } from 'lucide-react';
import { t } from '../../../i18n/it/story-modes';

export interface StoryPiece {
  /** A small label above the piece (a card, a question), optional. */
  label?: string;
  text: string;
}

export interface StorySoFarProps {
  pieces: readonly StoryPiece[];
  title?: string;
  /** Shown while nothing is written yet. */
  emptyText?: string;
}

/** 'La storia finora': what the child has written so far, piece by piece, read-only. */
export function StorySoFar({
  pieces,
  title = t('storyModes.storySoFar.laStoriaFinora'),
  emptyText = t('storyModes.storySoFar.quiCompariraLaTuaStoria'),
}: StorySoFarProps) {
  const headingId = 'story-so-far-heading';
  return (
    <section aria-labelledby={headingId} className="h-fit rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5 lg:sticky lg:top-20">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-bold text-amber-900">
        <BookOpenText className="size-5" aria-hidden="true" />
        {title}
      </h2>
      {pieces.length === 0 ? (
        <p className="text-slate-600">{emptyText}</p>
      ) : (
        // Scrollable, so reachable by keyboard (tabIndex) with a name (axe scrollable-region-focusable).
        <ol tabIndex={0} aria-labelledby={headingId} className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto rounded-lg pr-1">
          {pieces.map((piece, i) => (
            <li key={i} className="flex flex-col gap-0.5">
              {piece.label ? <span className="text-xs font-semibold uppercase tracking-wide text-amber-800">{piece.label}</span> : null}
              <p className="whitespace-pre-wrap break-words text-slate-800">{piece.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
