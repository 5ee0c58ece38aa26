import { useQuery } from '@tanstack/react-query';
import { FolderInput, KeyRound, Printer, Trash2, type LucideIcon } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { bulkDeleteConfirmed, BULK_DELETE_WORD, type NewPasswords, type SelectionPreview } from '../../../shared/schemas/admin';
import { printLoginCards } from './login-cards';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import type { ProfileSelection } from '../../../shared/schemas/profile-selection';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { LabeledSelect } from './list-controls';
import { Loading } from '../../components/ui/spinner';
import { api, errorMessage } from '../../lib/api-client';
import { t } from '../../i18n/it/superuser';
import { adminUsersKey } from './api/use-admin-users';
import { PROFILE_QUERIES, useRefreshingMutation } from './api/refreshing-mutation';
import { useGroups } from './api/use-groups';
import type { BulkActionContext } from './roster-bulk-actions';

const NO_GROUP = 'nessuno';

interface BulkDialogProps extends Pick<BulkActionContext, 'selection' | 'reasonId'> {
  variant: 'secondary' | 'danger';
  icon: LucideIcon;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}

/** A bulk action's button (disabled, and saying why, while no child is chosen) and the dialog it opens. */
function BulkDialog({ variant, icon: Icon, label, selection, reasonId, open, onOpenChange, title, description, className, children }: BulkDialogProps) {
  const enabled = selection !== null;
  return (
    <>
      <Button
        variant={variant}
        onClick={() => onOpenChange(true)}
        disabled={!enabled}
        aria-describedby={enabled ? undefined : reasonId}
        title={enabled ? undefined : t('superuser.bulk.selezionaPrima')}
      >
        <Icon aria-hidden="true" /> {label}
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent title={title} description={description} className={className}>
          {children}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** 'Sposta nel gruppo': every chosen child goes to one group, or to none. */
export function BulkGroupAction({ selection, who, reasonId, clear }: BulkActionContext) {
  const [open, setOpen] = useState(false);
  const [groupId, setGroupId] = useState(NO_GROUP);
  const groups = useGroups().data ?? [];
  const move = useRefreshingMutation(PROFILE_QUERIES, (input: { selection: ProfileSelection; groupId: string | null }) =>
    api<{ count: number }>('/api/admin/users/group', { method: 'POST', body: input }),
  );
  const options = [{ value: NO_GROUP, label: t('superuser.usersList.nessunGruppo') }, ...groups.map((g) => ({ value: g.id, label: g.name }))];
  const submit = () => {
    if (!selection) return;
    move.mutate(
      { selection, groupId: groupId === NO_GROUP ? null : groupId },
      {
        onSuccess: ({ count }) => {
          toast.success(t('superuser.bulk.spostati', { count }));
          setOpen(false);
          clear();
        },
        onError: (e) => toast.error(t('superuser.shared.errore'), { description: errorMessage(e) }),
      },
    );
  };
  return (
    <BulkDialog
      variant="secondary"
      icon={FolderInput}
      label={t('superuser.bulk.spostaNelGruppo')}
      selection={selection}
      reasonId={reasonId}
      open={open}
      onOpenChange={setOpen}
      title={t('superuser.bulk.spostaTitolo', { who })}
      description={t('superuser.bulk.spostaDescrizione')}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <LabeledSelect
          label={t('superuser.shared.nuovoGruppo')}
          placeholder={t('superuser.usersList.nessunGruppo')}
          value={groupId}
          options={options}
          onValueChange={setGroupId}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('superuser.shared.annulla')}
          </Button>
          <Button type="submit" disabled={move.isPending}>
            {t('superuser.bulk.sposta')}
          </Button>
        </div>
      </form>
    </BulkDialog>
  );
}

/** The dialog's body: how many children will go, who, and the typed confirmation. */
function DeleteForm({ selection, onDone }: { selection: ProfileSelection; onDone: () => void }) {
  const [typed, setTyped] = useState('');
  const preview = useQuery({
    queryKey: [...adminUsersKey, 'selection-preview', selection],
    queryFn: () => api<SelectionPreview>('/api/admin/users/selection', { method: 'POST', body: { selection } }),
    staleTime: 0,
  });
  const remove = useRefreshingMutation(PROFILE_QUERIES, (input: { selection: ProfileSelection; confirm: string }) =>
    api<{ count: number }>('/api/admin/users/delete', { method: 'POST', body: input }),
  );
  if (preview.isPending) return <Loading />;
  if (preview.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(preview.error)}
      </p>
    );
  const { count, names } = preview.data;
  const ok = count > 0 && bulkDeleteConfirmed(typed, count);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ok) return;
        remove.mutate(
          { selection, confirm: typed },
          {
            onSuccess: (result) => {
              toast.success(t('superuser.bulk.eliminati', { count: result.count }));
              onDone();
            },
            onError: (e) => toast.error(t('superuser.shared.errore'), { description: errorMessage(e) }),
          },
        );
      }}
    >
      <p className="font-semibold text-red-800">{t('superuser.bulk.eliminaQuanti', { count })}</p>
      {names.length > 0 ? (
        <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
          {names.join(', ')}
          {count > names.length ? t('superuser.bulk.eAltri', { count: count - names.length }) : ''}
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="bulk-delete-confirm" className="font-semibold text-brand-900">
          {t('superuser.bulk.scriviPerConfermare', { count, word: BULK_DELETE_WORD })}
        </label>
        <Input id="bulk-delete-confirm" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" maxLength={20} inputMode="text" />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('superuser.shared.annulla')}
        </Button>
        <Button type="submit" variant="danger" disabled={!ok || remove.isPending}>
          <Trash2 aria-hidden="true" /> {t('superuser.bulk.eliminaN', { count })}
        </Button>
      </div>
    </form>
  );
}

/** 'Elimina' for the chosen children, after the teacher types their number (or ELIMINA). */
export function BulkDeleteAction({ selection, who, reasonId, clear }: BulkActionContext) {
  const [open, setOpen] = useState(false);
  return (
    <BulkDialog
      variant="danger"
      icon={Trash2}
      label={t('superuser.shared.elimina')}
      selection={selection}
      reasonId={reasonId}
      open={open}
      onOpenChange={setOpen}
      title={t('superuser.bulk.eliminaTitolo', { who })}
      description={t('superuser.bulk.eliminaDescrizione')}
    >
      {open && selection ? (
        <DeleteForm
          selection={selection}
          onDone={() => {
            setOpen(false);
            clear();
          }}
        />
      ) : null}
    </BulkDialog>
  );
}

/** The new passwords on the printed sheet, one card per child, like the login cards. */
function PrintedPasswords({ passwords }: { passwords: NewPasswords['passwords'] }) {
  return createPortal(
    <div className="login-cards" aria-hidden="true">
      {passwords.map((p) => (
        <article key={p.id} className="login-card">
          <p className="login-card-name">{p.name}</p>
          <p>{t('superuser.bulk.nuovaPasswordDi', { name: p.name })}</p>
          <p className="login-card-code">{p.password}</p>
        </article>
      ))}
    </div>,
    document.body,
  );
}

/** 'Nuove password': readable new passwords for the chosen children, shown once and printable. */
export function BulkPasswordsAction({ selection, who, reasonId, clear }: BulkActionContext) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<NewPasswords['passwords'] | null>(null);
  const reset = useRefreshingMutation([adminUsersKey], (input: { selection: ProfileSelection }) =>
    api<NewPasswords>('/api/admin/users/passwords', { method: 'POST', body: input }),
  );
  const close = (next: boolean) => {
    setOpen(next);
    if (next) return;
    if (made) clear();
    setMade(null);
  };
  return (
    <BulkDialog
      variant="secondary"
      icon={KeyRound}
      label={t('superuser.bulk.nuovePassword')}
      selection={selection}
      reasonId={reasonId}
      open={open}
      onOpenChange={close}
      title={t('superuser.bulk.nuovePasswordTitolo', { who })}
      description={t('superuser.bulk.nuovePasswordDescrizione')}
      className="max-w-2xl"
    >
      {made ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="font-semibold text-brand-900">
            {t('superuser.bulk.passwordPronte')}
          </p>
          <Table className="text-sm">
            <TableHeader>
              <TableRow>
                <TableHead>{t('superuser.bulk.bambino')}</TableHead>
                <TableHead>{t('superuser.shared.password')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {made.map((p) => (
                <TableRow key={p.id}>
                  <TableCell className="break-words [overflow-wrap:anywhere]">{p.name}</TableCell>
                  <TableCell className="font-mono">{p.password}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <PrintedPasswords passwords={made} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => close(false)}>
              {t('superuser.bulk.chiudi')}
            </Button>
            <Button onClick={() => printLoginCards()}>
              <Printer aria-hidden="true" /> {t('superuser.bulk.stampaElenco')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('superuser.shared.annulla')}
          </Button>
          <Button
            disabled={!selection || reset.isPending}
            onClick={() => {
              if (!selection) return;
              reset.mutate(
                { selection },
                {
                  onSuccess: (answer) => setMade(answer.passwords),
                  onError: (e) => toast.error(t('superuser.shared.errore'), { description: errorMessage(e) }),
                },
              );
            }}
          >
            <KeyRound aria-hidden="true" /> {t('superuser.bulk.creaLeNuovePassword')}
          </Button>
        </div>
      )}
    </BulkDialog>
  );
}
