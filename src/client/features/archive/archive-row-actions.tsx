import { Eye, PlayCircle, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { StorySummaryDto } from '../../../shared/schemas/story';
import { Button, buttonVariants } from '../../components/ui/button';
import { paths } from '../../paths';
import { ListBookletButton } from '../paper/booklet-dialog-host';
import { t } from '../../i18n/it/archive';

export interface RowActionsProps {
  story: StorySummaryDto;
  onDelete: (story: StorySummaryDto) => void;
  onResume: (id: string) => void;
  resuming: boolean;
}

/** What each layout of the archive (phone cards, tablet covers, desktop table) receives. */
export interface ArchiveViewProps extends Omit<RowActionsProps, 'story' | 'resuming'> {
  stories: StorySummaryDto[];
  resumingId: string | null;
}

/** 'Riprendi' a suspended story, 'Continua' a finished one: both reopen it in its editor. */
export function resumeLabel(story: Pick<StorySummaryDto, 'status'>): string {
  return story.status === 'suspended' ? t('archive.archiveRowActions.riprendi') : t('archive.archiveRowActions.continua');
}

/** Apri, Riprendi/Continua and Elimina for one story; screen readers hear the title after each label. */
export function ArchiveRowActions({ story, onDelete, onResume, resuming }: RowActionsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={paths.story(story.id)}
        state={{ from: paths.userArchive }}
        aria-label={t('archive.archiveRowActions.apri', { title: story.title })}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        <Eye aria-hidden="true" />
        {t('archive.shared.apri')}
      </Link>
      {story.classStory ? null : (
        <Button
          variant={story.status === 'suspended' ? 'default' : 'secondary'}
          size="sm"
          onClick={() => onResume(story.id)}
          disabled={resuming}
          aria-label={`${resumeLabel(story)} ${story.title}`}
        >
          <PlayCircle aria-hidden="true" />
          {resuming ? t('archive.archiveRowActions.apertura') : resumeLabel(story)}
        </Button>
      )}
      <ListBookletButton storyId={story.id} storyTitle={story.title} size="sm" />
      {story.classStory ? null : (
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-red-700 hover:bg-red-50 md:ml-0"
          onClick={() => onDelete(story)}
          aria-label={t('archive.archiveRowActions.elimina', { title: story.title })}
        >
          <Trash2 aria-hidden="true" />
          {t('archive.shared.elimina')}
        </Button>
      )}
    </div>
  );
}
