import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import type { ArchiveRow } from '../../../shared/schemas/archive';
import { buttonVariants } from '../../components/ui/button';
import { Drawer } from '../../components/ui/drawer';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { formatDate } from '../../lib/format-date';
import { paths } from '../../paths';
import { BookletButton } from '../paper/booklet-dialog';
import { StoryReadAloudButton } from '../stories/story-read-aloud-button';
import { t } from '../../i18n/it/superuser';
import { StoryVoiceButton } from '../voice/story-voice-button';

/** The mobile archive's bottom sheet: one panel of actions, one of details (spec 000 §2). */
export function ArchiveDrawer({ row, onClose }: { row: ArchiveRow | null; onClose: () => void }) {
  return (
    <Drawer open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={row?.title ?? ''}>
      {row ? (
        <Tabs defaultValue="actions">
          <TabsList aria-label={t('superuser.archiveDrawer.pannelli')}>
            <TabsTrigger value="actions">{t('superuser.shared.azioni')}</TabsTrigger>
            <TabsTrigger value="details">{t('superuser.archiveDrawer.dettagli')}</TabsTrigger>
          </TabsList>
          <TabsContent value="actions" className="flex flex-col gap-3">
            <Link to={paths.story(row.id)} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
              <Eye aria-hidden="true" /> {t('superuser.shared.apri')}
            </Link>
            <StoryReadAloudButton storyId={row.id} language="italian" size="lg" className="w-full" />
            {row.hasVoice ? <StoryVoiceButton storyId={row.id} title={row.title} /> : null}
            <BookletButton storyId={row.id} storyTitle={row.title} size="lg" className="w-full" hasVoice={row.hasVoice === true} />
          </TabsContent>
          <TabsContent value="details">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="font-semibold text-slate-600">{t('superuser.archiveDrawer.titolo')}</dt>
              <dd className="break-words">{row.title}</dd>
              <dt className="font-semibold text-slate-600">{t('superuser.shared.autore')}</dt>
              <dd>{row.authorName}</dd>
              <dt className="font-semibold text-slate-600">{t('superuser.shared.data')}</dt>
              <dd>{formatDate(row.updatedAt)}</dd>
            </dl>
            <div className="mt-4">
              {row.image ? (
                <figure className="flex flex-col gap-2">
                  <img
                    src={row.image.url}
                    alt={t('superuser.archiveDrawer.immagineDellaStoria', { title: row.title })}
                    className="max-h-60 w-full rounded-xl object-contain ring-1 ring-brand-100"
                  />
                  <figcaption className="flex items-center gap-2 text-sm text-slate-700">
                    {t('superuser.archiveDrawer.immaginiCreate')}
                    {row.image.style ? <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800">{row.image.style}</span> : null}
                  </figcaption>
                </figure>
              ) : (
                <p className="text-slate-600">{t('superuser.archiveDrawer.nessunaImmagine')}</p>
              )}
            </div>
          </TabsContent>
        </Tabs>
      ) : null}
    </Drawer>
  );
}
