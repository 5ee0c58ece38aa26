import { Download, FileSignature, KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminUser } from '../../../shared/schemas/admin';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { Button, buttonVariants } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Loading } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { useAdminUsers } from './api/use-admin-users';
import { useDeleteUser } from './api/use-delete-user';
import { RecordConsentDialog } from './record-consent-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';

function ConsentLine({ user }: { user: AdminUser }) {
  if (!user.consentAt) return <p className="text-sm font-semibold text-amber-800">Consenso in attesa</p>;
  const by = user.consentBy ? ` da ${user.consentBy}` : '';
  const how = user.consentBySuperuser ? ' (registrato dal superuser)' : '';
  return <p className="break-words text-sm text-slate-600">{`Consenso${by} il ${formatDate(user.consentAt)}${how}`}</p>;
}

function UserRow({ user, onPassword, onDelete, onConsent }: { user: AdminUser; onPassword: () => void; onDelete: () => void; onConsent: () => void }) {
  return (
    <li className="flex flex-col gap-3 border-b border-brand-100 p-4 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-words text-lg font-bold text-brand-900 [overflow-wrap:anywhere]">{user.name}</p>
        <p className="text-sm text-slate-600">
          <span title={user.id}>ID {user.shortId}</span>
          {' · '}
          {user.passwordIsInitial ? 'Password iniziale (il nome)' : 'Password personalizzata'}
          {' · '}
          {user.storyCount === 1 ? '1 storia' : `${user.storyCount} storie`}
        </p>
        {user.email ? <p className="truncate text-sm text-slate-600">{user.email}</p> : null}
        <ConsentLine user={user} />
      </div>
      <div className="flex flex-wrap gap-2">
        {user.consentAt ? null : (
          <Button size="sm" variant="success" onClick={onConsent} aria-label={`Registra consenso per ${user.name}`}>
            <FileSignature aria-hidden="true" /> Registra consenso
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onPassword} aria-label={`Password di ${user.name}`}>
          <KeyRound aria-hidden="true" /> Password
        </Button>
        <a
          href={`/api/admin/users/${encodeURIComponent(user.id)}/export`}
          download
          className={buttonVariants({ size: 'sm', variant: 'secondary' })}
          aria-label={`Esporta i dati di ${user.name}`}
        >
          <Download aria-hidden="true" /> Esporta dati
        </a>
        <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Elimina ${user.name}`}>
          <Trash2 aria-hidden="true" /> Elimina
        </Button>
      </div>
    </li>
  );
}

/** /superuser-users: every child profile with its actions (spec 000 §2). */
export function UsersList() {
  const users = useAdminUsers();
  const remove = useDeleteUser();
  const [passwordFor, setPasswordFor] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [consentFor, setConsentFor] = useState<AdminUser | null>(null);

  if (users.isPending) return <Loading />;
  if (users.isError) return <p role="alert" className="rounded-2xl bg-white p-6 text-red-700">{errorMessage(users.error)}</p>;
  if (users.data.length === 0) return <p className="rounded-2xl bg-white p-6 text-center text-slate-700 ring-1 ring-brand-100">Nessun utente trovato</p>;

  const confirmDelete = () => {
    if (!deleting) return;
    const user = deleting;
    remove.mutate(user.id, {
      onSuccess: () => toast.success(ADMIN_MESSAGES.userDeleted, { description: user.name }),
      onError: (e) => toast.error('Errore', { description: errorMessage(e) }),
    });
  };

  return (
    <>
      <p className="mb-2 text-slate-700">{users.data.length === 1 ? '1 utente' : `${users.data.length} utenti`}</p>
      <ul className="max-h-80 overflow-y-auto rounded-2xl bg-white ring-1 ring-brand-100" aria-label="Utenti">
        {users.data.map((user) => (
          <UserRow key={user.id} user={user} onPassword={() => setPasswordFor(user)} onDelete={() => setDeleting(user)} onConsent={() => setConsentFor(user)} />
        ))}
      </ul>
      <ResetPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
      <RecordConsentDialog user={consentFor} onClose={() => setConsentFor(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Eliminare questo utente?"
        description={`Il profilo di ${deleting?.name ?? ''} e tutte le sue storie e i suoi messaggi saranno cancellati per sempre.`}
        confirmLabel="Elimina"
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
