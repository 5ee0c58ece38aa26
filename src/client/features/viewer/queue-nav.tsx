import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { buttonVariants } from '../../components/ui/button';
import { paths } from '../../paths';
import { t } from '../../i18n/it/viewer';

/**
 * What a list passes to the stories it opens (navigation state): where to go back to, and the
 * list's stories in order, so the viewer can move through them without going back.
 */
const listNavigationSchema = z.object({ from: z.string(), queue: z.array(z.string()) });

/** 'Storia precedente' / 'Storia successiva' for a story opened from a list (the moderation queue). */
export function QueueNav({ storyId }: { storyId: string }) {
  const location = useLocation();
  const list = listNavigationSchema.safeParse(location.state).data;
  const at = list ? list.queue.indexOf(storyId) : -1;
  if (!list || at < 0 || list.queue.length < 2) return null;
  const previous = list.queue[at - 1];
  const next = list.queue[at + 1];
  return (
    <nav aria-label={t('viewer.queueNav.storieDellElenco')} className="no-print flex flex-wrap items-center justify-between gap-2">
      {previous ? (
        <Link to={paths.story(previous)} state={list} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          <ChevronLeft aria-hidden="true" /> {t('viewer.queueNav.storiaPrecedente')}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700">{t('viewer.queueNav.posizione', { n: String(at + 1), total: String(list.queue.length) })}</span>
      {next ? (
        <Link to={paths.story(next)} state={list} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {t('viewer.queueNav.storiaSuccessiva')} <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
