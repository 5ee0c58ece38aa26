import { Check, Eye, Globe, GlobeLock, MessageSquareReply, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import {
  ARCHIVE_CATEGORIES,
  ARCHIVE_CATEGORY_LABELS,
  ARCHIVE_STATUS_LABELS,
  ARCHIVE_STATUSES,
  type ArchiveCategory,
  type ArchiveRow,
  type ArchiveStatus,
} from '../../../shared/schemas/archive';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import { Input } from '../../components/ui/input';
import { STORY_MESSAGES } from '../../../shared/schemas/story';
import { storyModeLabel } from '../../../shared/story-modes';
import { Button, buttonVariants } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { QueryState } from '../../components/ui/query-state';
import { errorMessage } from '../../lib/api-client';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatDate } from '../../lib/format-date';
import { useIsMobile } from '../../lib/use-media-query';
import { BookletButton } from '../paper/booklet-dialog';
import { StoryReadAloudButton } from '../stories/story-read-aloud-button';
import { paths } from '../../paths';
import { useArchive, useDeleteArchivedStory, useSetPublished } from './api/use-archive';
import { GroupFilter, isOneOf, LabeledSelect, Pager, useUrlFilters } from './list-controls';
import { ArchiveDrawer } from './archive-drawer';
import { StoryNoteDialog } from './story-note-dialog';
import { DrawButton } from '../ai/draw-button';
import { t } from '../../i18n/it/superuser';
import { VoiceBadge } from '../voice/voice-badge';
import { StoryVoiceButton } from '../voice/story-voice-button';

const PAGE_SIZE = 50;
const ALL_AUTHORS = '__all__';

const CATEGORY_OPTIONS = ARCHIVE_CATEGORIES.map((c) => ({ value: c, label: ARCHIVE_CATEGORY_LABELS[c] }));

const STATUS_OPTIONS = ARCHIVE_STATUSES.map((s) => ({ value: s, label: ARCHIVE_STATUS_LABELS[s] }));

/** 'Da moderare', 'Anonima', 'Pubblicata' (with the initials) under a row's title. */
function rowBadges(row: ArchiveRow): string {
  return [
    row.isPending ? t('superuser.completeArchive.daModerare') : null,
    row.reviewNote ? t('superuser.completeArchive.daRivedere') : null,
    row.isAnonymous ? t('superuser.completeArchive.anonima') : null,
    row.isPublic ? (row.publishedWithInitials ? t('superuser.completeArchive.pubblicataConLeIniziali') : t('superuser.completeArchive.pubblicata')) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

interface RowActionsProps {
  row: ArchiveRow;
  readOnly: boolean;
  onDelete: (row: ArchiveRow) => void;
  /** 'Rimanda con un commento': opens the dialog for the teacher's note. */
  onSendBack: (row: ArchiveRow) => void;
  /** On mobile cards: only moderation (view and read aloud live in the bottom sheet). */
  compact?: boolean;
  /** Given to the story it opens: back to this list, and previous / next through its rows. */
  navigation?: { from: string; queue: readonly string[] };
}

function RowActions({ row, readOnly, onDelete, onSendBack, compact = false, navigation }: RowActionsProps) {
  const setPublished = useSetPublished();
  const changePublication = (publish: boolean, as: 'name' | 'initials' = 'name') =>
    setPublished.mutate(
      { id: row.id, publish, as },
      {
        onSuccess: () => toast.success(publish ? STORY_MESSAGES.published : STORY_MESSAGES.unpublished, { description: row.title }),
        onError: (e) => toast.error(t('superuser.shared.errore'), { description: errorMessage(e) }),
      },
    );
  const publishButton = (onClick?: () => void) => (
    <Button
      size="sm"
      variant="success"
      onClick={onClick}
      disabled={setPublished.isPending}
      aria-label={t('superuser.completeArchive.pubblica', { title: row.title })}
    >
      <Globe aria-hidden="true" /> {t('superuser.completeArchive.pubblica2')}
    </Button>
  );
  return (
    <div className={compact ? 'flex flex-wrap items-center gap-2' : 'flex min-w-64 flex-wrap items-center gap-2'}>
      {compact ? null : (
        <>
          <Link
            to={paths.story(row.id)}
            state={navigation}
            className={buttonVariants({ size: 'sm', variant: 'secondary' })}
            aria-label={t('superuser.completeArchive.apriLaStoria', { title: row.title })}
          >
            <Eye aria-hidden="true" /> {t('superuser.shared.apri')}
          </Link>
          <StoryReadAloudButton storyId={row.id} language="italian" />
          {row.hasVoice ? <StoryVoiceButton storyId={row.id} title={row.title} /> : null}
          <BookletButton storyId={row.id} storyTitle={row.title} size="sm" hasVoice={row.hasVoice === true} />
        </>
      )}
      {readOnly ? null : (
        <>
          <DrawButton storyId={row.id} title={row.title} />
          {row.isPublic ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => changePublication(false)}
              disabled={setPublished.isPending}
              aria-label={t('superuser.completeArchive.rimuoviDalPubblico', { title: row.title })}
            >
              <GlobeLock aria-hidden="true" /> {t('superuser.shared.rimuovi')}
            </Button>
          ) : row.isAnonymous ? (
            publishButton(() => changePublication(true))
          ) : (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>{publishButton()}</DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuItem onSelect={() => changePublication(true, 'name')}>{t('superuser.completeArchive.conIlNome')}</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => changePublication(true, 'initials')}>{t('superuser.completeArchive.conLeIniziali')}</DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
          {row.isPublic || row.isAnonymous ? null : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onSendBack(row)}
              aria-label={t('superuser.completeArchive.rimandaConUnCommento', { title: row.title })}
            >
              <MessageSquareReply aria-hidden="true" /> {t('superuser.completeArchive.rimanda')}
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={() => onDelete(row)} aria-label={t('superuser.completeArchive.elimina', { title: row.title })}>
            <Trash2 aria-hidden="true" /> {t('superuser.shared.elimina')}
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * /superuser-archive (spec 000 §2): every author's stories with filters, moderation and media.
 * With `readOnly` it is the public archive of /public: published stories, view and read aloud.
 */
export function CompleteArchive({ readOnly }: { readOnly: boolean }) {
  const isMobile = useIsMobile();
  // Every filter lives in the URL: back, reload and a shared link keep it.
  const { params, q, page, search, setSearch, update } = useUrlFilters({ category: 'all', status: 'all' });
  const categoryParam = params.get('category') ?? 'all';
  const category: ArchiveCategory = isOneOf(ARCHIVE_CATEGORIES, categoryParam) ? categoryParam : 'all';
  const author = params.get('author') ?? '';
  const statusParam = params.get('status') ?? 'all';
  const status: ArchiveStatus = !readOnly && isOneOf(ARCHIVE_STATUSES, statusParam) ? statusParam : 'all';
  const group = readOnly ? '' : (params.get('group') ?? '');
  const [selected, setSelected] = useState<ArchiveRow | null>(null);
  const [deleting, setDeleting] = useState<ArchiveRow | null>(null);
  const [sendingBack, setSendingBack] = useState<ArchiveRow | null>(null);
  const archive = useArchive({ category, author, status, q, group, page, pageSize: PAGE_SIZE }, readOnly);
  const remove = useDeleteArchivedStory();

  const authorNames = archive.data?.authors ?? [];
  // An author from the URL (e.g. the roster's link) stays selectable even without stories yet.
  const allAuthors = author !== '' && !authorNames.includes(author) ? [author, ...authorNames] : authorNames;
  const authorOptions = [{ value: ALL_AUTHORS, label: t('superuser.completeArchive.tuttiGliAutori') }, ...allAuthors.map((a) => ({ value: a, label: a }))];
  const total = archive.data?.total ?? 0;
  // A story opened from this page comes back here, and moves to the previous or next row (the viewer's QueueNav).
  const location = useLocation();
  const navigation = archive.data ? { from: `${location.pathname}${location.search}`, queue: archive.data.rows.map((r) => r.id) } : undefined;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(STORY_MESSAGES.deleted, { description: deleting.title }),
      onError: () => toast.error(t('superuser.shared.errore'), { description: STORY_MESSAGES.deleteFailed }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold text-brand-900">{t('superuser.completeArchive.cercaPerTitolo')}</span>
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
        </label>
        {readOnly ? null : (
          <LabeledSelect
            label={t('superuser.completeArchive.stato')}
            value={status}
            options={STATUS_OPTIONS}
            placeholder={t('superuser.completeArchive.tuttiGliStati')}
            onValueChange={(v) => (isOneOf(ARCHIVE_STATUSES, v) ? update({ status: v, page: '1' }) : undefined)}
          />
        )}
        <LabeledSelect
          label={t('superuser.completeArchive.categoria')}
          value={category}
          options={CATEGORY_OPTIONS}
          placeholder={t('superuser.completeArchive.tutteLeCategorie')}
          onValueChange={(v) => (isOneOf(ARCHIVE_CATEGORIES, v) ? update({ category: v, page: '1' }) : undefined)}
        />
        {readOnly ? null : <GroupFilter value={group} onChange={(g) => update({ group: g, page: '1' })} />}
        <LabeledSelect
          label={t('superuser.shared.autore')}
          value={author === '' ? ALL_AUTHORS : author}
          options={authorOptions}
          placeholder={t('superuser.completeArchive.tuttiGliAutori')}
          onValueChange={(v) => update({ author: v === ALL_AUTHORS ? '' : v, page: '1' })}
        />
      </div>

      <p className="text-slate-700" aria-live="polite">
        {archive.isPending ? t('superuser.shared.caricamento') : t('superuser.completeArchive.storieTrovate', { total })}
      </p>

      <QueryState query={archive} items={archive.data?.rows} error={STORY_MESSAGES.loadFailed} empty={t('superuser.completeArchive.nessunaStoriaTrovata')}>
        {(rows) =>
          isMobile ? (
            <ul className="flex flex-col gap-3" aria-label={t('superuser.shared.storie')}>
              {rows.map((row) => (
                <li key={row.id} className="rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
                  <button
                    type="button"
                    onClick={() => setSelected(row)}
                    className="flex w-full flex-col items-start gap-1 rounded-2xl p-4 text-left hover:bg-brand-50"
                  >
                    <span className="max-w-full break-words text-lg font-bold text-brand-900 [overflow-wrap:anywhere]">{row.title}</span>
                    {row.hasVoice ? <VoiceBadge own={false} /> : null}
                    {row.firstLine ? <span className="max-w-full break-words text-slate-700 [overflow-wrap:anywhere]">{row.firstLine}</span> : null}
                    <span className="max-w-full break-words text-sm text-slate-700 [overflow-wrap:anywhere]">
                      {row.authorName} · {formatDate(row.updatedAt)} · {storyModeLabel(row.mode)}
                    </span>
                    <span className="text-sm text-slate-700">
                      {row.image ? t('superuser.completeArchive.conImmagini') : t('superuser.completeArchive.senzaImmagini')}
                      {rowBadges(row) ? ` · ${rowBadges(row)}` : ''}
                    </span>
                  </button>
                  {readOnly ? null : (
                    <div className="border-t border-brand-100 p-3">
                      <RowActions row={row} readOnly={readOnly} onDelete={setDeleting} onSendBack={setSendingBack} compact />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <Table frameClassName="max-h-[70vh]">
              <TableHeader>
                <TableRow>
                  <TableHead>{t('superuser.shared.storia')}</TableHead>
                  <TableHead>{t('superuser.shared.autore')}</TableHead>
                  <TableHead>{t('superuser.shared.data')}</TableHead>
                  <TableHead>{t('superuser.completeArchive.immagini')}</TableHead>
                  <TableHead>{t('superuser.shared.azioni')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell className="max-w-sm">
                      <span className="block break-words font-semibold text-brand-900 [overflow-wrap:anywhere]">{row.title}</span>
                      {row.hasVoice ? <VoiceBadge own={false} className="mt-1" /> : null}
                      {row.firstLine ? (
                        <span className="block max-w-md break-words text-sm text-slate-700 [overflow-wrap:anywhere]">{row.firstLine}</span>
                      ) : null}
                      <span className="block text-sm text-slate-600">
                        {storyModeLabel(row.mode)}
                        {rowBadges(row) ? ` · ${rowBadges(row)}` : ''}
                      </span>
                    </TableCell>
                    <TableCell>{row.authorName}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatDate(row.updatedAt)}</TableCell>
                    <TableCell>
                      {/* An image attached to the story, not one drawn and then left out. */}
                      {row.image ? (
                        <Check className="size-5 text-green-700" aria-label={t('superuser.completeArchive.conImmagini')} />
                      ) : (
                        <X className="size-5 text-slate-400" aria-label={t('superuser.completeArchive.senzaImmagini')} />
                      )}
                    </TableCell>
                    <TableCell>
                      <RowActions row={row} readOnly={readOnly} onDelete={setDeleting} onSendBack={setSendingBack} navigation={navigation} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryState>

      <Pager page={page} total={total} pageSize={PAGE_SIZE} onPage={(p) => update({ page: String(p) })} />

      <ArchiveDrawer row={selected} onClose={() => setSelected(null)} />
      <StoryNoteDialog action="sendBack" story={sendingBack} onClose={() => setSendingBack(null)} />
      {/* A child's story is deleted with a reason she is told; a visitor's has nobody to tell. */}
      <StoryNoteDialog action="delete" story={deleting && !deleting.isAnonymous ? deleting : null} onClose={() => setDeleting(null)} />
      <ConfirmDialog
        open={deleting !== null && deleting.isAnonymous}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('superuser.completeArchive.eliminareQuestaStoria')}
        description={t('superuser.completeArchive.saraCancellataPerSempre', { value: deleting?.title ?? '' })}
        confirmLabel={t('superuser.shared.elimina')}
        destructive
        onConfirm={confirmDelete}
      />
    </div>
  );
}
