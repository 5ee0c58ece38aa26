import { Mail } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { useMarkMessageRead, useMyMessages } from './use-messages';
import { t } from '../../i18n/it/messages';

/** The unread messages themselves (unread-messages.tsx loads this when the session counts some). */
export function UnreadMessagesList() {
  const messages = useMyMessages(true);
  const markRead = useMarkMessageRead();
  const pending = (messages.data ?? []).filter((m) => !m.read);
  if (pending.length === 0) return null;

  return (
    <section aria-labelledby="messages-title" className="rounded-2xl bg-amber-50 p-5 ring-2 ring-amber-300">
      <h2 id="messages-title" className="flex items-center gap-2 text-xl font-bold text-amber-900">
        <Mail className="size-6" aria-hidden="true" />
        {t('messages.unreadMessages.haiMessaggiDalSuperuser', { count: pending.length })}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {pending.map((m) => (
          <li key={m.id} className="rounded-xl bg-white p-4 ring-1 ring-amber-200">
            <p className="whitespace-pre-wrap break-words text-slate-900">{m.text}</p>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm text-slate-600">{formatDate(m.createdAt, 'dateTime')}</span>
              <Button
                size="sm"
                onClick={() => markRead.mutate(m.id, { onError: (e) => toast.error(t('messages.unreadMessages.errore'), { description: errorMessage(e) }) })}
                disabled={markRead.isPending}
              >
                {t('messages.unreadMessages.hoLetto')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
