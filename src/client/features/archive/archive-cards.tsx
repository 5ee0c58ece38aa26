import { ChevronRight } from 'lucide-react';
import { memo } from 'react';
import type { StorySummaryDto } from '../../../shared/schemas/story';
import { modeColour } from '../../components/brand/mode-colours';
import { formatDate } from '../../lib/format-date';
import { modeLabel } from './archive-labels';
import { ArchiveRowActions, type ArchiveViewProps, type RowActionsProps } from './archive-row-actions';
import { StatusBadge } from './status-badge';
import { ReviewNote } from '../stories/review-note';
import { t } from '../../i18n/it/archive';
import { VoiceBadge } from '../voice/voice-badge';

export interface ArchiveCardsProps extends ArchiveViewProps {
  onOpenSheet: (story: StorySummaryDto) => void;
}

/** The phone archive (below 768px): one card per story; tapping it opens the bottom sheet. */
export function ArchiveCards({ stories, resumingId, ...actions }: ArchiveCardsProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label={t('archive.shared.leTueStorie')}>
      {stories.map((story) => (
        <ArchiveCard key={story.id} story={story} resuming={resumingId === story.id} {...actions} />
      ))}
    </ul>
  );
}

type ArchiveCardProps = RowActionsProps & { onOpenSheet: (story: StorySummaryDto) => void };

/** One card; drawn again only when its story or its 'Apertura…' state changes (the handlers are stable). */
const ArchiveCard = memo(function ArchiveCard({ story, onOpenSheet, ...actions }: ArchiveCardProps) {
  return (
    // content-visibility: the browser skips the layout and paint of the cards out of sight until they
    // come near; they stay in the page, in the keyboard and screen reader order.
    <li
      data-mode={modeColour(story.mode)}
      className="overflow-hidden rounded-card border-l-8 border-mode bg-paper shadow-card ring-1 ring-brand-100 [contain-intrinsic-size:auto_11rem] [content-visibility:auto]"
    >
      <button type="button" aria-haspopup="dialog" onClick={() => onOpenSheet(story)} className="flex w-full items-start gap-3 p-4 text-left hover:bg-brand-50">
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="break-words text-lg font-bold text-brand-900">{story.title}</span>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
            <time dateTime={story.updatedAt}>{formatDate(story.updatedAt)}</time>
            <span>{modeLabel(story)}</span>
            {story.status === 'suspended' ? <StatusBadge status="suspended" /> : null}
            {story.hasVoice ? <VoiceBadge own /> : null}
          </span>
        </span>
        <ChevronRight className="mt-1 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      </button>
      {story.reviewNote ? <ReviewNote note={story.reviewNote} className="mx-4 mb-3" /> : null}
      <div className="border-t border-brand-100 px-4 py-2">
        <ArchiveRowActions story={story} {...actions} />
      </div>
    </li>
  );
});
