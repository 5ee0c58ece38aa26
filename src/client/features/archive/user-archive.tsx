import { BookPlus, RotateCw } from 'lucide-react';
import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from 'sonner';
import { STORY_LIST_API_MESSAGES as STORY_MESSAGES } from '../../../shared/messages/api-client-messages';
import type { StorySummaryDto } from '../../../shared/schemas/story';
import { PageHeader } from '../../components/layout/page-header';
import { Button, buttonVariants } from '../../components/ui/button';
import { DeferredSelect } from '../../components/ui/deferred-select';
import { Loading } from '../../components/ui/spinner';
import { lazyNamed } from '../../lib/lazy-named';
import { useMediaQuery } from '../../lib/use-media-query';
import { paths } from '../../paths';
import { useSession } from '../auth/session';
import { useQueuedStories } from '../offline/outbox';
import { Input } from '../../components/ui/input';
import { useUrlFilters } from '../../lib/use-url-filters';
import { useDeleteStory } from '../stories/api/delete-story';
import { useMyStories } from '../stories/api/list-my-stories';
import { BookletDialogHost } from '../paper/booklet-dialog-host';
import { ALL_CATEGORIES, CATEGORY_FILTER_OPTIONS, parseCategoryFilter, storiesFoundLabel } from './archive-labels';
import { ArchiveCards } from './archive-cards';
import { ArchiveCovers } from './archive-covers';
import { ArchiveTable } from './archive-table';
import { useResumeStory } from './use-resume-story';
import { t } from '../../i18n/it/archive';
import { formatInteger } from '../../../shared/format-number';

// The phone's bottom sheet (vaul, Radix Tabs, read aloud) and the delete question (Radix
// AlertDialog) load the first time they are wanted, not with the list.
const ArchiveSheet = lazyNamed(() => import('./archive-sheet'), 'ArchiveSheet');
const ConfirmDialog = lazyNamed(() => import('../../components/ui/confirm-dialog'), 'ConfirmDialog');

/** The stories saved on this device that have not reached the server yet, each openable. */
function QueuedStories({ profileId }: { profileId: string | null }) {
  const queued = useQueuedStories(profileId);
  if (queued.length === 0) return null;
  return (
    <section aria-labelledby="queued-stories" className="mb-4 flex flex-col gap-3 rounded-2xl bg-sky-50 p-4 ring-1 ring-sky-200">
      <div>
        <h2 id="queued-stories" className="text-lg font-bold text-sky-950">
          {t('archive.userArchive.storieInAttesaDiInvio')}
        </h2>
        <p className="text-sky-950">{t('archive.userArchive.sonoSulDispositivo')}</p>
      </div>
      <ul className="flex flex-col gap-2">
        {queued.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-white p-3 ring-1 ring-sky-100">
            <span className="min-w-0 flex-1 break-words font-semibold text-slate-900 [overflow-wrap:anywhere]">{entry.input.title}</span>
            <span className="inline-flex rounded-full bg-sky-100 px-2.5 py-0.5 text-sm font-bold text-sky-950 ring-1 ring-sky-300">
              {t('archive.userArchive.inAttesaDiInvio')}
            </span>
            <Link
              to={paths.story(entry.id)}
              aria-label={t('archive.userArchive.apriLaStoria', { title: entry.input.title })}
              className={buttonVariants({ size: 'sm', variant: 'secondary' })}
            >
              {t('archive.shared.apri')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ArchiveList() {
  const [filter, setFilter] = useState<string>(ALL_CATEGORIES);
  const mode = parseCategoryFilter(filter);
  // The title search lives in the URL: back and reload keep it.
  const { q, search, setSearch } = useUrlFilters();
  const session = useSession();
  const profileId = session.data?.user?.id ?? null;
  const stories = useMyStories({ mode, q });
  const remove = useDeleteStory();
  const { resume, resumingId } = useResumeStory();
  // Phone: a list of cards; tablet: book covers; desktop: the table.
  const isPhone = useMediaQuery('(max-width: 639px)');
  const isTablet = useMediaQuery('(min-width: 640px) and (max-width: 1023px)');
  const [toDelete, setToDelete] = useState<StorySummaryDto | null>(null);
  const [sheet, setSheet] = useState<StorySummaryDto | null>(null);
  // Once wanted, the sheet and the question stay mounted (so they close as before).
  const [sheetWanted, setSheetWanted] = useState(false);
  const [deleteWanted, setDeleteWanted] = useState(false);
  const openSheet = useCallback((story: StorySummaryDto) => {
    setSheetWanted(true);
    setSheet(story);
  }, []);

  // A failed load is said once, as a toast, and stays on screen with 'Riprova'.
  useEffect(() => {
    if (stories.error) toast.error(t('archive.shared.errore'), { description: STORY_MESSAGES.loadFailed });
  }, [stories.error]);

  const pages = stories.data?.pages;
  const rows = useMemo(() => pages?.flatMap((p) => p.stories) ?? [], [pages]);
  const total = stories.data?.pages[0]?.total ?? 0;
  // Drawn in a background render, in slices of a few milliseconds, not in one task of 40–70 ms on a
  // school PC; the spinner, or the list on screen, stays until the new list is drawn.
  const listed = useDeferredValue(stories.isPending || stories.isError ? null : rows, null);

  const confirmDelete = () => {
    const story = toDelete;
    if (!story) return;
    remove.mutate(story.id, {
      onSuccess: () => toast.success(STORY_MESSAGES.deleted, { description: story.title }),
      onError: () => toast.error(t('archive.shared.errore'), { description: STORY_MESSAGES.deleteFailed }),
    });
  };

  const askDelete = useCallback((story: StorySummaryDto) => {
    setSheet(null);
    setDeleteWanted(true);
    setToDelete(story);
  }, []);
  // The cards are memoised: their handlers stay the same from one render to the next.
  const onResume = useCallback((id: string) => void resume(id), [resume]);

  const actions = { onDelete: askDelete, onResume, resumingId };

  let body;
  if (stories.isError)
    body = (
      <div role="alert" className="flex flex-col items-start gap-4 rounded-2xl bg-white p-6 ring-1 ring-red-200">
        <p className="text-slate-800">
          {STORY_MESSAGES.loadFailed}
          {t('archive.userArchive.controllaLaConnessioneERiprova')}
        </p>
        <Button onClick={() => void stories.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('archive.userArchive.riprova')}
        </Button>
      </div>
    );
  else if (stories.isPending || listed === null) body = <Loading />;
  else if (listed.length === 0)
    body = (
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center ring-1 ring-brand-100">
        <p className="text-xl font-bold text-brand-900">{t('archive.userArchive.nessunaStoriaTrovata')}</p>
        <p className="break-words text-slate-700 [overflow-wrap:anywhere]">
          {q
            ? t('archive.userArchive.nessunaStoriaPer', { q })
            : mode
              ? t('archive.userArchive.inQuestaCategoriaNonCi')
              : t('archive.userArchive.nonHaiAncoraSalvatoNessuna')}
        </p>
        <Link to={paths.createStory} className={buttonVariants()}>
          <BookPlus aria-hidden="true" />
          {t('archive.userArchive.creaLaTuaStoria')}
        </Link>
      </div>
    );
  else
    body = (
      <>
        {/* One 'Libretto PDF' dialog for the whole list; a new filter draws its list afresh (key). */}
        <BookletDialogHost>
          {isPhone ? (
            <ArchiveCards key={filter} stories={listed} onOpenSheet={openSheet} {...actions} />
          ) : isTablet ? (
            <ArchiveCovers key={filter} stories={listed} {...actions} />
          ) : (
            <ArchiveTable key={filter} stories={listed} {...actions} />
          )}
        </BookletDialogHost>
        {stories.hasNextPage ? (
          <div className="mt-4 flex flex-col items-center gap-2">
            <p className="text-sm text-slate-600">{t('archive.userArchive.neVediSu', { shown: formatInteger(listed.length), total: formatInteger(total) })}</p>
            <Button variant="secondary" onClick={() => void stories.fetchNextPage()} disabled={stories.isFetchingNextPage}>
              {stories.isFetchingNextPage ? t('archive.userArchive.caricamento') : t('archive.userArchive.caricaAltre')}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <>
      <QueuedStories profileId={profileId} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5 sm:w-72">
          <label htmlFor="archive-search" className="font-semibold text-brand-900">
            {t('archive.userArchive.cercaPerTitolo')}
          </label>
          <Input id="archive-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} autoComplete="off" />
        </div>
        <div className="flex flex-col gap-1.5 sm:w-72">
          <label htmlFor="archive-category" className="font-semibold text-brand-900">
            {t('archive.userArchive.categoria')}
          </label>
          {/* Radix Select (and its positioning) loads with the first use. */}
          <DeferredSelect
            id="archive-category"
            value={filter}
            onValueChange={setFilter}
            placeholder={t('archive.shared.tutteLeCategorie')}
            options={CATEGORY_FILTER_OPTIONS}
          />
        </div>
        {stories.isSuccess ? (
          <p role="status" className="font-semibold text-brand-800">
            {storiesFoundLabel(total)}
          </p>
        ) : null}
      </div>
      {body}
      {/* Each in its own boundary: one loading never hides the other. */}
      <Suspense fallback={null}>
        {sheetWanted ? <ArchiveSheet story={sheet} onClose={() => setSheet(null)} onDelete={askDelete} onResume={onResume} /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {deleteWanted ? (
          <ConfirmDialog
            open={toDelete !== null}
            onOpenChange={(open) => (open ? undefined : setToDelete(null))}
            title={t('archive.userArchive.eliminareLaStoria')}
            description={toDelete ? t('archive.userArchive.verraEliminataPerSempreNon', { title: toDelete.title }) : ''}
            confirmLabel={t('archive.shared.elimina')}
            destructive
            onConfirm={confirmDelete}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** 'Le Tue Storie' (/user-archive, spec 000 §2): only the current user's stories; the superuser goes to the complete archive. */
export function UserArchive() {
  const session = useSession();
  if (session.isPending) return <Loading />;
  if (session.data?.user?.isSuperuser) return <Navigate to={paths.superuserArchive} replace />;
  return (
    <section>
      <PageHeader title={t('archive.userArchive.leTueStorie')} back={paths.dashboard} />
      <ArchiveList />
    </section>
  );
}
