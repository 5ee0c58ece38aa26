import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin';
import { MESSAGE_MAX, sendMessageSchema, type SendMessageInput } from '../../../shared/schemas/message';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Loading } from '../../components/ui/spinner';
import { api, errorMessage } from '../../lib/api-client';
import { useAdminUsers } from './api/use-admin-users';
import { useGroups } from './api/use-groups';
import { SentMessages, sentKey } from './sent-messages';
import { useRefreshingMutation } from './api/refreshing-mutation';
import { t } from '../../i18n/it/superuser';

// 'all' users, 'group': a whole group's members, 'selected': chosen one by one.
const RECIPIENT_MODES = [
  { value: 'all', label: t('superuser.messageForm.tuttiGliUtenti') },
  { value: 'group', label: t('superuser.messageForm.aTuttoUnGruppo') },
  { value: 'selected', label: t('superuser.messageForm.utentiSelezionati') },
] as const;

/**
 * The superuser's message to all users or to selected ones (spec 000 §2, §4). Messages are stored
 * on the server; each recipient sees them at the next login.
 */
export function MessageForm({ onDone }: { onDone: () => void }) {
  const users = useAdminUsers();
  // The sent-messages log shows it at once.
  const send = useRefreshingMutation([sentKey], (body: SendMessageInput) =>
    api<{ id: string; recipients: number }>('/api/admin/messages', { method: 'POST', body }),
  );
  const groups = useGroups();
  const [mode, setMode] = useState<(typeof RECIPIENT_MODES)[number]['value']>('all');
  const [groupId, setGroupId] = useState('');
  const toAll = mode === 'all';
  const chooseGroup = (id: string) => {
    setGroupId(id);
    setSelected(new Set((users.data ?? []).filter((u) => u.groupId === id).map((u) => u.id)));
  };
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [text, setText] = useState('');
  // Each validation error sits on the field it concerns.
  const [error, setError] = useState<string | null>(null);
  const [recipientError, setRecipientError] = useState<string | null>(null);

  const toggle = (id: string, checked: boolean) => setSelected((prev) => new Set(checked ? [...prev, id] : [...prev].filter((x) => x !== id)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sendMessageSchema.safeParse({ toAll, recipientIds: [...selected], text });
    if (!parsed.success) {
      const textIssue = parsed.error.issues.find((i) => i.path[0] === 'text');
      const recipientIssue = parsed.error.issues.find((i) => i.path[0] === 'recipientIds');
      setError(textIssue?.message ?? null);
      setRecipientError(recipientIssue?.message ?? null);
      const message = parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.messageRequired;
      toast.error(t('superuser.shared.errore'), { description: message });
      return;
    }
    setError(null);
    setRecipientError(null);
    send.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(t('superuser.messageForm.messaggioInviato'), { description: t('superuser.shared.aUtenti', { recipients: result.recipients }) });
        onDone();
      },
      onError: (e) => toast.error(t('superuser.shared.errore'), { description: errorMessage(e) }),
    });
  };

  return (
    <>
      <Card>
        <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
          <h2 className="text-xl font-bold text-brand-900">{t('superuser.messageForm.inviaUnMessaggio')}</h2>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold text-brand-900">{t('superuser.messageForm.destinatari')}</legend>
            {RECIPIENT_MODES.map(({ value, label }) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input type="radio" name="recipients" className="size-5 accent-brand-700" checked={mode === value} onChange={() => setMode(value)} />
                {label}
              </label>
            ))}
          </fieldset>
          {mode !== 'group' ? null : groups.isPending ? (
            <Loading />
          ) : (groups.data ?? []).length === 0 ? (
            <p className="text-slate-700">{t('superuser.messageForm.nonCiSonoAncoraGruppi')}</p>
          ) : (
            <div className="flex flex-col gap-1.5">
              <span className="font-semibold text-brand-900">{t('superuser.shared.gruppo')}</span>
              <Select
                aria-label={t('superuser.messageForm.gruppoDeiDestinatari')}
                placeholder={t('superuser.messageForm.scegliUnGruppo')}
                value={groupId === '' ? undefined : groupId}
                options={(groups.data ?? []).map((g) => ({ value: g.id, label: `${g.name} (${g.memberCount})` }))}
                onValueChange={chooseGroup}
              />
              {/* No group chosen yet: the list is hidden, so its error sits here, under the group. */}
              {recipientError && groupId === '' ? (
                <p id="recipients-error" role="alert" className="text-sm font-medium text-red-700">
                  {t('superuser.messageForm.scegliUnGruppo')}
                </p>
              ) : null}
            </div>
          )}
          {toAll || (mode === 'group' && groupId === '') ? null : users.isPending ? (
            <Loading />
          ) : (
            <div className="flex flex-col gap-2">
              <ul
                className="max-h-80 overflow-y-auto rounded-xl ring-1 ring-brand-100"
                aria-label={t('superuser.messageForm.scegliGliUtenti')}
                aria-describedby={recipientError ? 'recipients-error' : undefined}
              >
                {(users.data ?? []).length === 0 ? <li className="p-3 text-slate-600">{t('superuser.shared.nessunUtenteTrovato')}</li> : null}
                {(users.data ?? []).map((u) => (
                  <li key={u.id} className="border-b border-brand-100 last:border-b-0">
                    <Checkbox id={`recipient-${u.id}`} className="p-3" checked={selected.has(u.id)} onCheckedChange={(checked) => toggle(u.id, checked)}>
                      {u.name}
                    </Checkbox>
                  </li>
                ))}
              </ul>
              {recipientError ? (
                <p id="recipients-error" role="alert" className="text-sm font-medium text-red-700">
                  {recipientError}
                </p>
              ) : null}
            </div>
          )}
          <Field id="message-text" label={t('superuser.messageForm.messaggio')} error={error ?? undefined} hint={`${text.length}/${MESSAGE_MAX}`}>
            <Textarea
              id="message-text"
              value={text}
              maxLength={MESSAGE_MAX}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onDone}>
              {t('superuser.shared.annulla')}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('superuser.messageForm.invio') : t('superuser.messageForm.inviaMessaggio')}
            </Button>
          </div>
        </form>
      </Card>
      <SentMessages />
    </>
  );
}
