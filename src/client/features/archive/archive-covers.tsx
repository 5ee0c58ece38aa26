import { modeColour } from '../../components/brand/mode-colours';
import { formatDate } from '../../lib/format-date';
import { modeLabel } from './archive-labels';
import { ArchiveRowActions, type ArchiveViewProps } from './archive-row-actions';
import { StatusBadge } from './status-badge';
import { ReviewNote } from '../stories/review-note';
import { t } from '../../i18n/it/archive';
import { VoiceBadge } from '../voice/voice-badge';

/**
 * The tablet archive: each story as a book cover in its mode's colour, with a spine, the
 * title and the author; the date, the state and the actions under the cover.
 */
export function ArchiveCovers({ stories, resumingId, ...actions }: ArchiveViewProps) {
  return (
    <ul className="grid grid-cols-2 gap-x-5 gap-y-7 md:grid-cols-3" aria-label={t('archive.shared.leTueStorie')}>
      {stories.map((story) => (
        <li key={story.id} data-mode={modeColour(story.mode)} className="flex flex-col gap-3">
          <article
            aria-labelledby={`cover-${story.id}`}
            className="relative flex aspect-[3/4] flex-col overflow-hidden rounded-r-card rounded-l-md bg-mode text-white shadow-lift"
          >
            {/* the spine and the paper edge, drawn with CSS */}
            <span aria-hidden="true" className="absolute inset-y-0 left-0 w-3 bg-black/25" />
            <span aria-hidden="true" className="absolute inset-y-0 left-3 w-px bg-white/40" />
            <div className="flex flex-1 flex-col gap-2 py-5 pl-7 pr-4">
              <span className="text-sm font-bold uppercase tracking-wide text-white">{modeLabel(story)}</span>
              <h2 id={`cover-${story.id}`} className="line-clamp-5 break-words text-xl font-extrabold leading-tight [overflow-wrap:anywhere]">
                {story.title}
              </h2>
              <p className="mt-auto break-words text-base font-bold [overflow-wrap:anywhere]">
                {t('archive.archiveCovers.diAutore', { author: story.authorName })}
              </p>
            </div>
          </article>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
            <time dateTime={story.updatedAt}>{formatDate(story.updatedAt)}</time>
            <StatusBadge status={story.status} />
            {story.hasVoice ? <VoiceBadge own /> : null}
          </div>
          {story.reviewNote ? <ReviewNote note={story.reviewNote} /> : null}
          <ArchiveRowActions story={story} resuming={resumingId === story.id} {...actions} />
        </li>
      ))}
    </ul>
  );
}
