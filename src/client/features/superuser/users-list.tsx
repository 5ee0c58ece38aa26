import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Download, Ellipsis, FileSignature, KeyRound, Mic, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import {
  ADMIN_MESSAGES,
  ROSTER_SORT_LABELS,
  ROSTER_SORTS,
  type AdminUser,
  type RosterResponse,
  type RosterRow,
  type RosterSort,
} from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { QueryState } from '../../components/ui/query-state';
import { api, errorMessage } from '../../lib/api-client';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { formatDate } from '../../lib/format-date';
import { cn } from '../../lib/cn';
import { useIsMobile } from '../../lib/use-media-query';
import { paths } from '../../paths';
import { AiConsentDialogs, aiConsentActionLabel, aiConsentText } from '../ai/ai-consent-control';
import { VoiceConsentDialogs, voiceConsentActionLabel, voiceConsentText } from '../voice-admin/voice-consent-control';
import { adminUsersKey } from './api/use-admin-users';
import { PROFILE_QUERIES, useRefreshingMutation } from './api/refreshing-mutation';
import { useGroups, useSetUserGroup } from './api/use-groups';
import { GroupsButton } from './groups-dialog';
import { GroupFilter, isOneOf, LabeledSelect, Pager, useUrlFilters } from './list-controls';
import { EnrolButton } from './enrol-dialog';
import { ImportButton } from './import-dialog';
import { isSelected, NO_SELECTION, RosterBulkActions, toggleRow, type RosterSelection } from './roster-bulk-actions';
import { RecordConsentDialog } from './record-consent-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { t } from '../../i18n/it/superuser';
import { t as cardsT } from '../../i18n/it/login-cards';

const PAGE_SIZE = 25;
const SORT_OPTIONS = ROSTER_SORTS.map((s) => ({ value: s, label: ROSTER_SORT_LABELS[s] }));

/** The direction a sort starts in: names A→Z, counts and dates from the most. */
const NATURAL_DIR: Record<RosterSort, 'asc' | 'desc'> = { name: 'asc', age: 'asc', lastAccess: 'desc', stories: 'desc', created: 'desc' };

/** The child's stories in the complete archive, filtered by author. */
export function authorArchiveHref(name: string): string {
  return `${paths.superuserArchive}?${new URLSearchParams({ author: name }).toString()}`;
}

function consentText(user: AdminUser): string | null {
  if (!user.consentAt) return null;
  const by = user.consentBy ? ` da ${user.consentBy}` : '';
  const how = user.consentBySuperuser ? t('superuser.usersList.registratoDalSuperuser') : '';
  return t('superuser.usersList.consensoIl', { by, value: formatDate(user.consentAt), how });
}

/** The consent, the AI consent and the voice consent (the whole text is also in the row menu); a compact row puts the last two on one line. */
function ConsentCell({ user, compact }: { user: AdminUser; compact: boolean }) {
  const text = consentText(user);
  const line = compact ? 'block truncate' : 'block break-words [overflow-wrap:anywhere]';
  return (
    <div className="flex min-w-0 flex-col text-sm">
      {text ? (
        <span className={line} title={text}>
          {text}
        </span>
      ) : (
        <span className={cn(line, 'font-semibold text-amber-800')}>{t('superuser.usersList.consensoInAttesa')}</span>
      )}
      {/* A compact row keeps two lines: the AI and the voice share the second. */}
      {(compact ? [`${aiConsentText(user)} · ${voiceConsentText(user)}`] : [aiConsentText(user), voiceConsentText(user)]).map((consent) => (
        <span key={consent} className={cn(line, 'text-slate-700')} title={consent}>
          {consent}
        </span>
      ))}
    </div>
  );
}

const storiesText = (u: RosterRow) => t('superuser.usersList.storieEPubblicate', { stories: u.storyCount, published: u.publishedCount });
const passwordText = (u: RosterRow) =>
  u.passwordIsInitial ? t('superuser.usersList.passwordInizialeIlNome') : t('superuser.usersList.passwordPersonalizzata');
const cardText = (u: RosterRow) =>
  u.cardIssuedAt ? cardsT('loginCards.row.tesseraDal', { date: formatDate(u.cardIssuedAt) }) : cardsT('loginCards.row.nessunaTessera');
const lastAccessText = (u: RosterRow) => (u.lastAccess ? formatDate(u.lastAccess) : t('superuser.usersList.mai'));

/** The dialogs a row's menu opens, one at a time. */
type RowDialog = 'password' | 'delete' | 'consent' | 'ai' | 'voice';

/** Every action on one child, behind one button: the row stays one line tall. */
function RowMenu({ user, onOpen }: { user: RosterRow; onOpen: (dialog: RowDialog) => void }) {
  const ai = aiConsentActionLabel(user);
  const voice = voiceConsentActionLabel(user);
  const consent = consentText(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="icon" variant="secondary" aria-label={t('superuser.usersList.azioniPer', { name: user.name })}>
          <Ellipsis aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-[min(22rem,calc(100vw-2rem))]">
        <div className="flex flex-col gap-0.5 px-3 py-2 text-sm text-slate-700">
          <span className="font-semibold text-brand-900 [overflow-wrap:anywhere]">{user.name}</span>
          <span>
            {t('superuser.usersList.id')} {user.shortId}
          </span>
          {user.email ? <span className="[overflow-wrap:anywhere]">{user.email}</span> : null}
          <span className="[overflow-wrap:anywhere]">{consent ?? t('superuser.usersList.consensoInAttesa')}</span>
          <span className="[overflow-wrap:anywhere]">{aiConsentText(user)}</span>
          <span className="[overflow-wrap:anywhere]">{voiceConsentText(user)}</span>
          <span>
            {t('superuser.usersList.ultimoAccesso')} {lastAccessText(user)}
          </span>
          <span>
            {passwordText(user)} · {cardText(user)}
          </span>
        </div>
        {user.consentAt ? null : (
          <DropdownMenuItem onSelect={() => onOpen('consent')} aria-label={t('superuser.usersList.registraConsensoPer', { name: user.name })}>
            <FileSignature aria-hidden="true" /> {t('superuser.shared.registraConsenso')}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => onOpen('ai')} aria-label={ai.name}>
          <Sparkles aria-hidden="true" /> {ai.label}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onOpen('voice')} aria-label={voice.name}>
          <Mic aria-hidden="true" /> {voice.label}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onOpen('password')} aria-label={t('superuser.usersList.passwordDi', { name: user.name })}>
          <KeyRound aria-hidden="true" /> {t('superuser.shared.password')}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={`/api/admin/users/${encodeURIComponent(user.id)}/export`} download aria-label={t('superuser.usersList.esportaIDatiDi', { name: user.name })}>
            <Download aria-hidden="true" /> {t('superuser.usersList.esportaDati')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onOpen('delete')} className="text-red-800" aria-label={t('superuser.shared.elimina2', { name: user.name })}>
          <Trash2 aria-hidden="true" /> {t('superuser.shared.elimina')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function NameLink({ user, compact = false }: { user: RosterRow; compact?: boolean }) {
  const location = useLocation();
  return (
    <Link
      to={authorArchiveHref(user.name)}
      state={{ from: `${location.pathname}${location.search}` }}
      className={cn(
        compact ? 'text-base leading-tight' : 'text-lg',
        'flex min-h-11 min-w-0 items-center font-bold text-brand-900 underline decoration-brand-300 underline-offset-4 [overflow-wrap:anywhere] hover:decoration-brand-700',
      )}
      aria-label={t('superuser.usersList.storieDi', { name: user.name })}
      title={compact ? user.name : undefined}
    >
      {/* In the table at most two lines (the row stays low); the whole name is in the row menu. */}
      {compact ? <span className="line-clamp-2">{user.name}</span> : user.name}
    </Link>
  );
}

function SelectBox({ user, checked, onChange }: { user: RosterRow; checked: boolean; onChange: (user: RosterRow, on: boolean) => void }) {
  return (
    <label className="flex size-11 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        className="size-5 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(user, e.target.checked)}
        aria-label={t('superuser.usersList.selezionaPerLeTessere', { name: user.name })}
      />
    </label>
  );
}

const NO_GROUP = 'nessuno';

/** The select that puts a profile in a group, or in none. */
function GroupCell({ user, groups, compact = false }: { user: RosterRow; groups: ReadonlyArray<{ id: string; name: string }>; compact?: boolean }) {
  const setGroup = useSetUserGroup();
  // In the table's narrow column 'Nessuno' (under the header 'Gruppo') fits where 'Nessun gruppo' would be cut.
  const none = compact ? t('superuser.usersList.nessuno') : t('superuser.usersList.nessunGruppo');
  const options = [{ value: NO_GROUP, label: none }, ...groups.map((g) => ({ value: g.id, label: g.name }))];
  return (
    <Select
      aria-label={t('superuser.usersList.gruppoDi', { name: user.name })}
      placeholder={none}
      value={user.groupId ?? NO_GROUP}
      options={options}
      disabled={setGroup.isPending}
      className={compact ? 'min-w-0 whitespace-nowrap px-2 text-sm [&>span:first-child]:truncate' : 'min-w-40'}
      onValueChange={(v) =>
        setGroup.mutate(
          { userId: user.id, groupId: v === NO_GROUP ? null : v },
          {
            onSuccess: () => toast.success(t('superuser.usersList.gruppoAggiornato'), { description: user.name }),
            onError: (e) => toast.error(t('superuser.shared.errore'), { description: errorMessage(e) }),
          },
        )
      }
    />
  );
}

/** /superuser-users: the class roster, searched, sorted and paged on the server. */
export function UsersList() {
  const isMobile = useIsMobile();
  const { params, q, page, search, setSearch, update } = useUrlFilters();
  const sortParam = params.get('sort');
  // Newest first by default, so a profile just created or imported is on top.
  const sort: RosterSort = isOneOf(ROSTER_SORTS, sortParam) ? sortParam : 'created';
  const dirParam = params.get('dir');
  const dir = dirParam === 'asc' || dirParam === 'desc' ? dirParam : NATURAL_DIR[sort];
  const group = params.get('group') ?? '';
  const groupList = useGroups().data ?? [];

  const filters = { q, sort, dir, ...(group === '' ? {} : { group }) };
  // Under adminUsersKey, so every user mutation refreshes it.
  const roster = useQuery({
    queryKey: [...adminUsersKey, 'roster', { q, sort, dir, page, pageSize: PAGE_SIZE, group }],
    queryFn: () => api<RosterResponse>(`/api/admin/roster?${new URLSearchParams({ ...filters, page: String(page), pageSize: String(PAGE_SIZE) }).toString()}`),
    placeholderData: keepPreviousData,
  });
  const remove = useRefreshingMutation(PROFILE_QUERIES, (userId: string) =>
    api<{ ok: true }>(`/api/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  );
  const [dialog, setDialog] = useState<{ kind: RowDialog; user: AdminUser } | null>(null);
  const dialogUser = (kind: RowDialog) => (dialog?.kind === kind ? dialog.user : null);
  const closeDialog = () => setDialog(null);
  const deleting = dialogUser('delete');
  // Chosen for the bulk actions (login cards…); ticked rows are kept across pages and searches.
  const [selection, setSelection] = useState<RosterSelection>(NO_SELECTION);
  const toggleSelected = (user: RosterRow, on: boolean) => setSelection((prev) => toggleRow(prev, user, on));
  const total = roster.data?.total ?? 0;

  // Every row the search and the group filter show, a hundred at a time, in the roster's order.
  const loadFilteredRows = async (): Promise<RosterRow[]> => {
    const rows: RosterRow[] = [];
    for (let p = 1; ; p++) {
      const res = await api<RosterResponse>(`/api/admin/roster?${new URLSearchParams({ ...filters, page: String(p), pageSize: '100' }).toString()}`);
      rows.push(...res.rows);
      if (res.rows.length === 0 || rows.length >= res.total) return rows;
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(ADMIN_MESSAGES.userDeleted, { description: deleting.name }),
      onError: (e) => toast.error(t('superuser.shared.errore'), { description: errorMessage(e) }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <EnrolButton />
        <ImportButton />
        <GroupsButton />
      </div>
      <RosterBulkActions
        selection={selection}
        onSelectionChange={setSelection}
        pageRows={roster.data?.rows ?? []}
        filterGroup={groupList.find((g) => g.id === group) ?? null}
        loadFilteredRows={q !== '' || group !== '' ? loadFilteredRows : undefined}
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end">
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold text-brand-900">{t('superuser.usersList.cercaPerNome')}</span>
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={50} placeholder={t('superuser.usersList.esGiulia')} />
        </label>
        <GroupFilter value={group} onChange={(g) => update({ group: g, page: '1' })} ariaLabel={t('superuser.usersList.filtraPerGruppo')} />
        <LabeledSelect
          label={t('superuser.usersList.ordinaPer')}
          placeholder={t('superuser.usersList.ordinaPer')}
          value={sort}
          options={SORT_OPTIONS}
          onValueChange={(v) => (isOneOf(ROSTER_SORTS, v) ? update({ sort: v, dir: NATURAL_DIR[v], page: '1' }) : undefined)}
        />
        <Button
          variant="secondary"
          onClick={() => update({ dir: dir === 'asc' ? 'desc' : 'asc', page: '1' })}
          aria-label={dir === 'asc' ? t('superuser.usersList.ordineCrescente') : t('superuser.usersList.ordineDecrescente')}
        >
          {dir === 'asc' ? <ArrowUpNarrowWide aria-hidden="true" /> : <ArrowDownWideNarrow aria-hidden="true" />}
          {dir === 'asc' ? t('superuser.usersList.crescente') : t('superuser.usersList.decrescente')}
        </Button>
      </div>

      <p className="text-slate-700" aria-live="polite">
        {roster.isPending ? t('superuser.shared.caricamento') : t('superuser.usersList.utentiTrovati', { total })}
      </p>

      <QueryState query={roster} items={roster.data?.rows} empty={t('superuser.shared.nessunUtenteTrovato')}>
        {(rows) =>
          isMobile ? (
            <ul className="flex flex-col gap-3" aria-label={t('superuser.usersList.utenti')}>
              {rows.map((user) => (
                <li key={user.id} className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100">
                  <div className="flex items-center gap-2">
                    <SelectBox user={user} checked={isSelected(selection, user)} onChange={toggleSelected} />
                    <div className="min-w-0 flex-1">
                      <NameLink user={user} />
                    </div>
                    <RowMenu user={user} onOpen={(kind) => setDialog({ kind, user })} />
                  </div>
                  <p className="text-sm text-slate-700">
                    {user.age === null ? '' : t('superuser.usersList.anni', { age: user.age })}
                    {storiesText(user)}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t('superuser.usersList.ultimoAccesso')} {lastAccessText(user)} · {passwordText(user)} · {cardText(user)}
                  </p>
                  {user.email ? <p className="break-words text-sm text-slate-600 [overflow-wrap:anywhere]">{user.email}</p> : null}
                  <GroupCell user={user} groups={groupList} />
                  <ConsentCell user={user} compact={false} />
                </li>
              ))}
            </ul>
          ) : (
            <Table className="table-fixed">
              <TableCaption>{t('superuser.usersList.utenti')}</TableCaption>
              <colgroup>
                <col className="w-[24%] lg:w-[22%]" />
                <col className="w-14" />
                <col className="w-36 lg:w-40" />
                <col />
                <col className="hidden w-32 lg:table-column" />
                <col className="w-24 lg:w-28" />
                <col className="hidden w-52 lg:table-column" />
                <col className="w-16" />
              </colgroup>
              <TableHeader>
                <TableRow>
                  <TableHead className="py-2 pl-14">{t('superuser.shared.nome')}</TableHead>
                  <TableHead className="px-2 py-2">{t('superuser.shared.eta')}</TableHead>
                  <TableHead className="px-2 py-2">{t('superuser.shared.gruppo')}</TableHead>
                  <TableHead className="px-2 py-2">{t('superuser.usersList.consenso')}</TableHead>
                  <TableHead className="hidden px-2 py-2 lg:table-cell">{t('superuser.usersList.ultimoAccesso2')}</TableHead>
                  <TableHead className="px-2 py-2">{t('superuser.shared.storie')}</TableHead>
                  <TableHead className="hidden px-2 py-2 lg:table-cell">{t('superuser.shared.password')}</TableHead>
                  <TableHead className="px-2 py-2">
                    <span className="sr-only">{t('superuser.shared.azioni')}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((user) => (
                  <TableRow key={user.id} className="align-middle" data-testid="roster-row">
                    <TableCell className="py-1 pl-1 pr-2">
                      <div className="flex min-w-0 items-center gap-1">
                        <SelectBox user={user} checked={isSelected(selection, user)} onChange={toggleSelected} />
                        <NameLink user={user} compact />
                      </div>
                    </TableCell>
                    <TableCell className="px-2 py-1">{user.age ?? '—'}</TableCell>
                    <TableCell className="px-2 py-1">
                      <GroupCell user={user} groups={groupList} compact />
                    </TableCell>
                    <TableCell className="px-2 py-1">
                      <ConsentCell user={user} compact />
                    </TableCell>
                    <TableCell className="hidden px-2 py-1 text-sm lg:table-cell">{lastAccessText(user)}</TableCell>
                    <TableCell className="px-2 py-1 text-sm leading-tight">{storiesText(user)}</TableCell>
                    <TableCell className="hidden px-2 py-1 text-sm leading-tight lg:table-cell">
                      <span className="block truncate" title={passwordText(user)}>
                        {passwordText(user)}
                      </span>
                      <span className="block truncate text-slate-600" title={cardText(user)}>
                        {cardText(user)}
                      </span>
                    </TableCell>
                    <TableCell className="px-2 py-1">
                      <RowMenu user={user} onOpen={(kind) => setDialog({ kind, user })} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryState>

      <Pager page={page} total={total} pageSize={PAGE_SIZE} onPage={(p) => update({ page: String(p) })} />

      <ResetPasswordDialog user={dialogUser('password')} onClose={closeDialog} />
      <RecordConsentDialog user={dialogUser('consent')} onClose={closeDialog} />
      <AiConsentDialogs user={dialogUser('ai')} onClose={closeDialog} />
      <VoiceConsentDialogs user={dialogUser('voice')} onClose={closeDialog} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : closeDialog())}
        title={t('superuser.usersList.eliminareQuestoUtente')}
        description={t('superuser.usersList.ilProfiloDiETutte', { value: deleting?.name ?? '' })}
        confirmLabel={t('superuser.shared.elimina')}
        destructive
        onConfirm={confirmDelete}
      />
    </div>
  );
}
