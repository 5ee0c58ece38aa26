import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import type { AdminRecordingDto } from '../../../shared/schemas/voice';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { QueryState } from '../../components/ui/query-state';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { useIsMobile } from '../../lib/use-media-query';
import { paths } from '../../paths';
import { formatBytes, formatDuration } from '../../lib/format-size';
import { useAdminRecordings, useRemoveRecording } from '../voice-admin/voice-admin-api';
import { Pager, useUrlFilters } from './list-controls';
import { t } from '../../i18n/it/superuser';

/** 'Spazio usato: 12,4 MB su 4 GB', with a bar that shows the same. */
function SpaceUsed({ used, limit }: { used: number; limit: number }) {
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 0;
  const text = t('superuser.recordings.spazioUsato', { used: formatBytes(used), limit: formatBytes(limit) });
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
      <p className="font-semibold text-brand-900">{text}</p>
      <div
        role="progressbar"
        aria-label={t('superuser.recordings.spazioUsatoEtichetta')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-brand-100"
      >
        <div className={percent >= 90 ? 'h-full bg-red-600' : 'h-full bg-brand-700'} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

const storyTitle = (r: AdminRecordingDto) => (r.storyTitle.trim() === '' ? t('superuser.recordings.senzaTitolo') : r.storyTitle);

function StoryLink({ recording }: { recording: AdminRecordingDto }) {
  const location = useLocation();
  return (
    <Link
      to={paths.story(recording.storyId)}
      state={{ from: `${location.pathname}${location.search}` }}
      className="font-bold text-brand-900 underline decoration-brand-300 underline-offset-4 [overflow-wrap:anywhere] hover:decoration-brand-700"
    >
      {storyTitle(recording)}
    </Link>
  );
}

function Player({ recording }: { recording: AdminRecordingDto }) {
  return (
    <audio
      controls
      preload="none"
      src={recording.url}
      className="h-10 w-full min-w-0 max-w-xs"
      aria-label={t('superuser.recordings.ascoltaLaPagina', { page: recording.page + 1, title: storyTitle(recording) })}
    />
  );
}

function RemoveButton({ recording, onRemove }: { recording: AdminRecordingDto; onRemove: (r: AdminRecordingDto) => void }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className="whitespace-nowrap text-red-800"
      onClick={() => onRemove(recording)}
      aria-label={t('superuser.recordings.rimuoviLaPagina', { page: recording.page + 1, title: storyTitle(recording) })}
    >
      <Trash2 aria-hidden="true" /> {t('superuser.shared.rimuovi')}
    </Button>
  );
}

/** /superuser-voci 'Le voci dei bambini': the space the voices use, every recording, listened to and removed. */
export function RecordingsList() {
  const isMobile = useIsMobile();
  const { q, page, search, setSearch, update } = useUrlFilters();
  const recordings = useAdminRecordings(page, q);
  const remove = useRemoveRecording();
  const [removing, setRemoving] = useState<AdminRecordingDto | null>(null);
  const data = recordings.data;

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () =>
        toast.success(t('superuser.recordings.rimossa'), {
          description: `${storyTitle(removing)} · ${t('superuser.recordings.paginaN', { page: removing.page + 1 })}`,
        }),
      onError: (e) => toast.error(t('superuser.shared.errore'), { description: errorMessage(e) }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      {data ? <SpaceUsed used={data.usedBytes} limit={data.siteLimitBytes} /> : null}
      <label className="flex flex-col gap-1.5">
        <span className="font-semibold text-brand-900">{t('superuser.recordings.cerca')}</span>
        <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} placeholder={t('superuser.recordings.esempio')} />
      </label>

      <p className="text-slate-700" aria-live="polite">
        {recordings.isPending ? t('superuser.shared.caricamento') : t('superuser.recordings.trovate', { total: data?.total ?? 0 })}
      </p>

      <QueryState query={recordings} items={data?.items} empty={q === '' ? t('superuser.recordings.nessuna') : t('superuser.recordings.nessunaTrovata')}>
        {(items) =>
          isMobile ? (
            <ul className="flex flex-col gap-3" aria-label={t('superuser.recordings.elenco')}>
              {items.map((r) => (
                <li key={r.id} className="flex min-w-0 flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
                  <StoryLink recording={r} />
                  <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
                    {r.authorName} · {t('superuser.recordings.paginaN', { page: r.page + 1 })}
                  </p>
                  <p className="text-sm text-slate-700">
                    {formatDuration(r.durationMs)} · {formatBytes(r.size)} · {formatDate(r.createdAt, 'dateTime')}
                  </p>
                  <Player recording={r} />
                  <div>
                    <RemoveButton recording={r} onRemove={setRemoving} />
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <Table>
              <TableCaption>{t('superuser.recordings.elenco')}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('superuser.shared.storia')}</TableHead>
                  <TableHead>{t('superuser.shared.autore')}</TableHead>
                  <TableHead>{t('superuser.shared.pagina')}</TableHead>
                  <TableHead>{t('superuser.recordings.durata')}</TableHead>
                  <TableHead>{t('superuser.recordings.dimensione')}</TableHead>
                  <TableHead>{t('superuser.shared.data')}</TableHead>
                  <TableHead>{t('superuser.recordings.ascolta')}</TableHead>
                  <TableHead>
                    <span className="sr-only">{t('superuser.shared.azioni')}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((r) => (
                  <TableRow key={r.id} className="align-middle" data-testid="recording-row">
                    <TableCell>
                      <StoryLink recording={r} />
                    </TableCell>
                    <TableCell className="[overflow-wrap:anywhere]">{r.authorName}</TableCell>
                    <TableCell>{r.page + 1}</TableCell>
                    <TableCell>{formatDuration(r.durationMs)}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatBytes(r.size)}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatDate(r.createdAt, 'dateTime')}</TableCell>
                    <TableCell className="min-w-52">
                      <Player recording={r} />
                    </TableCell>
                    <TableCell>
                      <RemoveButton recording={r} onRemove={setRemoving} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryState>

      <Pager page={page} total={data?.total ?? 0} pageSize={data?.pageSize ?? 1} onPage={(p) => update({ page: String(p) })} />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('superuser.recordings.rimuovereTitolo')}
        description={
          removing ? t('superuser.recordings.rimuovereDescrizione', { author: removing.authorName, page: removing.page + 1, title: storyTitle(removing) }) : ''
        }
        confirmLabel={t('superuser.shared.rimuovi')}
        destructive
        onConfirm={confirmRemove}
      />
    </div>
  );
}
