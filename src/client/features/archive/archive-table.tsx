import type { StorySummaryDto } from '../../../shared/schemas/story';
import { storyModeLabel } from '../../../shared/story-modes';
import { formatDate } from '../../lib/format-date';
import { ArchiveRowActions, type RowActionsProps } from './archive-row-actions';
import { StatusBadge } from './status-badge';
import { useDrawnInSteps } from './use-drawn-in-steps';
import { t } from '../../i18n/it/archive';

export interface ArchiveTableProps extends Omit<RowActionsProps, 'story' | 'resuming'> {
  stories: StorySummaryDto[];
  resumingId: string | null;
}

/** The desktop archive: title, date, mode, state and actions, scrolling within 70vh. */
export function ArchiveTable({ stories, resumingId, ...actions }: ArchiveTableProps) {
  const drawn = useDrawnInSteps(stories);
  return (
    <div className="max-h-[70vh] overflow-auto rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{t('archive.archiveTable.leTueStorie')}</caption>
        <thead className="sticky top-0 z-10 bg-brand-100 text-brand-900">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('archive.archiveTable.titolo')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('archive.archiveTable.data')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('archive.archiveTable.modalita')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('archive.archiveTable.stato')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('archive.archiveTable.azioni')}
            </th>
          </tr>
        </thead>
        <tbody>
          {drawn.map((story) => (
            <tr key={story.id} className="border-t border-brand-100 align-middle hover:bg-brand-50/60">
              <th scope="row" className="max-w-72 break-words px-4 py-3 font-semibold text-slate-900">
                {story.title}
              </th>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                <time dateTime={story.updatedAt}>{formatDate(story.updatedAt)}</time>
              </td>
              <td className="px-4 py-3 text-slate-700">
                {story.classStory ? t('archive.archiveTable.storiaDellaClasse', { value: storyModeLabel(story.mode) }) : storyModeLabel(story.mode)}
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={story.status} />
              </td>
              <td className="px-4 py-3">
                <ArchiveRowActions story={story} resuming={resumingId === story.id} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
