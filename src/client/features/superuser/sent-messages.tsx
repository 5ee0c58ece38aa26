import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { SentMessage, SentMessagesResponse } from '../../../shared/schemas/message';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { QueryState } from '../../components/ui/query-state';
import { api, errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { t } from '../../i18n/it/superuser';
import { useRefreshingMutation } from './api/refreshing-mutation';

export const sentKey = ['admin', 'messages'] as const;

export function useSentMessages() {
  // Fresh each time the form opens: children may have read in the meantime.
  return useQuery({ queryKey: sentKey, queryFn: () => api<SentMessagesResponse>('/api/admin/messages'), refetchOnMount: 'always' });
}

const useDeleteSent = () =>
  useRefreshingMutation([sentKey], (id: string) => api<{ ok: true }>(`/api/admin/messages/${encodeURIComponent(id)}`, { method: 'DELETE' }));

/** 'Messaggi inviati': newest first, recipients, read count, who has not read yet; delete. */
export function SentMessages() {
  const sent = useSentMessages();
  const remove = useDeleteSent();
  const [deleting, setDeleting] = useState<SentMessage | null>(null);

  return (
    <section aria-labelledby="sent-messages-title" className="mt-6 flex flex-col gap-3">
      <h2 id="sent-messages-title" className="text-xl font-bold text-brand-900">
        {t('superuser.sentMessages.messaggiInviati')}
      </h2>
      <QueryState query={sent} items={sent.data?.messages} empty={t('superuser.sentMessages.nessunMessaggioInviato')}>
        {(messages) => (
          <ul className="flex flex-col gap-3" aria-label={t('superuser.sentMessages.messaggiInviati')}>
            {messages.map((m) => (
              <li key={m.id} className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-brand-100">
                <p className="whitespace-pre-line break-words text-slate-900 [overflow-wrap:anywhere]">{m.text}</p>
                <p className="text-sm text-slate-700">
                  {formatDate(m.createdAt)} ·{' '}
                  {m.toAll ? t('superuser.sentMessages.aTuttiGliUtenti') : t('superuser.shared.aUtenti', { recipients: m.recipients })} ·{' '}
                  {t('superuser.sentMessages.lettoDaSu', { readCount: m.readCount, recipients: m.recipients })}
                </p>
                {m.unreadNames.length > 0 ? (
                  <p className="break-words text-sm text-slate-700 [overflow-wrap:anywhere]">
                    {t('superuser.sentMessages.nonAncoraLettoDa')} {m.unreadNames.join(', ')}
                    {m.recipients - m.readCount > m.unreadNames.length
                      ? t('superuser.sentMessages.eAltri', { value: m.recipients - m.readCount - m.unreadNames.length })
                      : ''}
                  </p>
                ) : null}
                <div>
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => setDeleting(m)}
                    aria-label={t('superuser.sentMessages.eliminaIlMessaggioDel', { value: formatDate(m.createdAt) })}
                  >
                    <Trash2 aria-hidden="true" /> {t('superuser.shared.elimina')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('superuser.sentMessages.eliminareQuestoMessaggio')}
        description={t('superuser.sentMessages.ilMessaggioSpariraAnchePer')}
        confirmLabel={t('superuser.shared.elimina')}
        destructive
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('superuser.sentMessages.messaggioEliminato')),
            onError: (e) => toast.error(t('superuser.shared.errore'), { description: errorMessage(e) }),
          });
        }}
      />
    </section>
  );
}
