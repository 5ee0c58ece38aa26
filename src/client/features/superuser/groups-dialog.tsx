import { Pencil, Trash2, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { GROUP_NAME_MAX, groupNameSchema, type Group } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { QueryState } from '../../components/ui/query-state';
import { errorMessage } from '../../lib/api-client';
import { useCreateGroup, useDeleteGroup, useGroups, useRenameGroup } from './api/use-groups';
import { t } from '../../i18n/it/superuser';

/** Checks a typed group name with the shared schema: the trimmed name, or the Italian error. */
function checkName(value: string): { name: string } | { error: string } {
  const parsed = groupNameSchema.safeParse(value);
  return parsed.success ? { name: parsed.data } : { error: parsed.error.issues[0]?.message ?? t('superuser.groupsDialog.nomeNonValido') };
}

/** One form for a group's name: 'Crea gruppo' or, while renaming, 'Salva'. */
function NameForm({
  label,
  initial = '',
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkName(value);
    if ('error' in checked) return setError(checked.error);
    try {
      await onSubmit(checked.name);
      setValue('');
      setError(null);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className="font-semibold text-brand-900">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          maxLength={GROUP_NAME_MAX + 10}
          placeholder={t('superuser.groupsDialog.esClasse3B')}
          className="min-w-0 flex-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('superuser.shared.annulla')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** 'Gruppi' on /superuser-users: create, rename and delete the optional groups. */
export function GroupsButton() {
  const [open, setOpen] = useState(false);
  const groups = useGroups();
  const create = useCreateGroup();
  const rename = useRenameGroup();
  const remove = useDeleteGroup();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(t('superuser.groupsDialog.gruppoEliminato'), { description: deleting.name }),
      onError: (e) => toast.error(t('superuser.shared.errore'), { description: errorMessage(e) }),
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Users aria-hidden="true" /> {t('superuser.groupsDialog.gruppi')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t('superuser.groupsDialog.gruppi')} description={t('superuser.groupsDialog.unProfiloPuoStareIn')}>
          <div className="flex flex-col gap-4">
            <NameForm
              label={t('superuser.shared.nuovoGruppo')}
              submitLabel={t('superuser.groupsDialog.creaGruppo')}
              pending={create.isPending}
              onSubmit={async (name) => {
                await create.mutateAsync(name);
                toast.success(t('superuser.groupsDialog.gruppoCreato'), { description: name });
              }}
            />
            <QueryState query={groups} items={groups.data} empty={<p className="text-slate-700">{t('superuser.groupsDialog.nonCiSonoAncoraGruppi')}</p>}>
              {(list) => (
                <ul className="flex flex-col gap-2" aria-label={t('superuser.groupsDialog.elencoDeiGruppi')}>
                  {list.map((g) => (
                    <li key={g.id} className="rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100">
                      {renaming === g.id ? (
                        <NameForm
                          label={t('superuser.groupsDialog.nuovoNomePer', { name: g.name })}
                          initial={g.name}
                          submitLabel={t('superuser.groupsDialog.salva')}
                          pending={rename.isPending}
                          onCancel={() => setRenaming(null)}
                          onSubmit={async (name) => {
                            await rename.mutateAsync({ id: g.id, name });
                            setRenaming(null);
                            toast.success(t('superuser.groupsDialog.gruppoRinominato'), { description: name });
                          }}
                        />
                      ) : (
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="min-w-0 flex-1 break-words font-semibold [overflow-wrap:anywhere]">{g.name}</span>
                          <span className="text-sm text-slate-700">{t('superuser.groupsDialog.profili', { count: g.memberCount })}</span>
                          <Button
                            variant="secondary"
                            size="sm"
                            onClick={() => setRenaming(g.id)}
                            aria-label={t('superuser.groupsDialog.rinomina', { name: g.name })}
                          >
                            <Pencil aria-hidden="true" /> {t('superuser.groupsDialog.rinomina2')}
                          </Button>
                          <Button variant="secondary" size="sm" onClick={() => setDeleting(g)} aria-label={t('superuser.shared.elimina2', { name: g.name })}>
                            <Trash2 aria-hidden="true" /> {t('superuser.shared.elimina')}
                          </Button>
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </QueryState>
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => (o ? undefined : setDeleting(null))}
        title={t('superuser.groupsDialog.eliminareQuestoGruppo')}
        description={t('superuser.groupsDialog.ilGruppoSaraEliminatoI', { value: deleting?.name ?? '' })}
        confirmLabel={t('superuser.shared.elimina')}
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
