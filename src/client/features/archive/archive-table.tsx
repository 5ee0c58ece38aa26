import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatDate } from '../../lib/format-date';
import { modeLabel } from './archive-labels';
import { ArchiveRowActions, type ArchiveViewProps } from './archive-row-actions';
import { StatusBadge } from './status-badge';
import { ReviewNote } from '../stories/review-note';
import { t } from '../../i18n/it/archive';
import { VoiceBadge } from '../voice/voice-badge';

/** The desktop archive: title, date, mode, state and actions, scrolling within 70vh. */
export function ArchiveTable({ stories, resumingId, ...actions }: ArchiveViewProps) {
  return (
    <Table frameClassName="max-h-[70vh] shadow-sm">
      <TableCaption>{t('archive.shared.leTueStorie')}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t('archive.shared.titolo')}</TableHead>
          <TableHead>{t('archive.archiveTable.data')}</TableHead>
          <TableHead>{t('archive.shared.modalita')}</TableHead>
          <TableHead>{t('archive.shared.stato')}</TableHead>
          <TableHead>{t('archive.shared.azioni')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {stories.map((story) => (
          <TableRow key={story.id} className="align-middle hover:bg-brand-50/60">
            <TableHead scope="row" className="max-w-72 break-words font-semibold text-slate-900">
              {story.title}
              {story.hasVoice ? <VoiceBadge own className="mt-1 flex w-fit" /> : null}
            </TableHead>
            <TableCell className="whitespace-nowrap text-slate-700">
              <time dateTime={story.updatedAt}>{formatDate(story.updatedAt)}</time>
            </TableCell>
            <TableCell className="text-slate-700">{modeLabel(story)}</TableCell>
            <TableCell>
              <StatusBadge status={story.status} />
              {story.reviewNote ? <ReviewNote note={story.reviewNote} className="mt-2 max-w-72" /> : null}
            </TableCell>
            <TableCell>
              <ArchiveRowActions story={story} resuming={resumingId === story.id} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
