import { Eye, PlayCircle, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { StorySummaryDto } from '../../../shared/schemas/story';
import { storyModeLabel } from '../../../shared/story-modes';
import { Button, buttonVariants } from '../../components/ui/button';
import { Drawer } from '../../components/ui/drawer';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { formatDate } from '../../lib/format-date';
import { paths } from '../../paths';
import { BookletButton } from '../paper/booklet-dialog';
import { StoryReadAloudButton } from '../stories/story-read-aloud-button';
import { STATUS_LABELS } from './archive-labels';
import { resumeLabel } from './archive-row-actions';
import { t } from '../../i18n/it/archive';

export interface ArchiveSheetProps {
  story: StorySummaryDto | null;
  onClose: () => void;
  onDelete: (story: StorySummaryDto) => void;
  onResume: (id: string) => void;
}

/** The phone's bottom sheet for one story: 'Azioni' (view, read aloud) and 'Dettagli'. */
export function ArchiveSheet({ story, onClose, onDelete, onResume }: ArchiveSheetProps) {
  return (
    <Drawer open={story !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={story?.title ?? ''}>
      {story ? (
        <Tabs defaultValue="actions">
          <TabsList>
            <TabsTrigger value="actions">{t('archive.shared.azioni')}</TabsTrigger>
            <TabsTrigger value="details">{t('archive.archiveSheet.dettagli')}</TabsTrigger>
          </TabsList>
          <TabsContent value="actions" className="flex flex-col gap-3">
            <Link to={paths.story(story.id)} state={{ from: paths.userArchive }} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
              <Eye aria-hidden="true" />
              {t('archive.archiveSheet.apriLaStoria')}
            </Link>
            <StoryReadAloudButton storyId={story.id} size="lg" className="w-full" />
            <BookletButton storyId={story.id} storyTitle={story.title} size="lg" className="w-full" />
            {story.classStory ? (
              <p className="rounded-xl bg-violet-50 p-3 text-violet-900">{t('archive.archiveSheet.storiaDellaClasseScrittaTutti')}</p>
            ) : (
              <>
                <Button variant="secondary" size="lg" className="w-full" onClick={() => onResume(story.id)}>
                  <PlayCircle aria-hidden="true" />
                  {resumeLabel(story)}
                </Button>
                <Button variant="ghost" size="lg" className="w-full text-red-700 hover:bg-red-50" onClick={() => onDelete(story)}>
                  <Trash2 aria-hidden="true" />
                  {t('archive.shared.elimina')}
                </Button>
              </>
            )}
          </TabsContent>
          <TabsContent value="details">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-base">
              <dt className="font-semibold text-slate-600">{t('archive.shared.titolo')}</dt>
              <dd className="break-words text-slate-900">{story.title}</dd>
              <dt className="font-semibold text-slate-600">{t('archive.shared.modalita')}</dt>
              <dd className="text-slate-900">{storyModeLabel(story.mode)}</dd>
              <dt className="font-semibold text-slate-600">{t('archive.shared.stato')}</dt>
              <dd className="text-slate-900">{STATUS_LABELS[story.status]}</dd>
              <dt className="font-semibold text-slate-600">{t('archive.archiveSheet.lingua')}</dt>
              <dd className="text-slate-900">{story.language === 'english' ? t('archive.archiveSheet.inglese') : t('archive.archiveSheet.italiano')}</dd>
              <dt className="font-semibold text-slate-600">{t('archive.archiveSheet.creataIl')}</dt>
              <dd className="text-slate-900">{formatDate(story.createdAt, 'dateTime')}</dd>
              <dt className="font-semibold text-slate-600">{t('archive.archiveSheet.ultimaModifica')}</dt>
              <dd className="text-slate-900">{formatDate(story.updatedAt, 'dateTime')}</dd>
              <dt className="font-semibold text-slate-600">{t('archive.archiveSheet.immagini')}</dt>
              <dd className="text-slate-900">{story.hasImage ? t('archive.archiveSheet.immaginiCreate') : t('archive.archiveSheet.nessunaImmagine')}</dd>
            </dl>
          </TabsContent>
        </Tabs>
      ) : null}
    </Drawer>
  );
}
