import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { SentMessage, SentMessagesResponse } from '../../../shared/schemas/message';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Loading } from '../../components/ui/spinner';
import { api, errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';

const sentKey = ['admin', 'messages'] as const;

export function useSentMessages() {
  // Fresh each time the form opens: children may have read in the meantime.
  return useQuery({ queryKey: sentKey, queryFn: () => api<SentMessagesResponse>('/api/admin/messages'), refetchOnMount: 'always' });
}

function useDeleteSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/admin/messages/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sentKey }),
  });
}

/** 'Messaggi inviati': newest first, recipients, read count, who has not read yet; delete (issue 15). */
export function SentMessages() {
  const sent = useSentMessages();
  const remove = useDeleteSent();
  const [deleting, setDeleting] = useState<SentMessage | null>(null);

  return (
    <section aria-labelledby="sent-messages-title" className="mt-6 flex flex-col gap-3">
      <h2 id="sent-messages-title" className="text-xl font-bold text-brand-900">
        Messaggi inviati
      </h2>
      {sent.isPending ? (
        <Loading />
      ) : sent.isError ? (
        <p role="alert" className="rounded-2xl bg-white p-4 text-red-700">
          {errorMessage(sent.error)}
        </p>
      ) : sent.data.messages.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-slate-700 ring-1 ring-brand-100">Nessun messaggio inviato</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Messaggi inviati">
          {sent.data.messages.map((m) => (
            <li key={m.id} className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-brand-100">
              <p className="whitespace-pre-line break-words text-slate-900 [overflow-wrap:anywhere]">{m.text}</p>
              <p className="text-sm text-slate-700">
                {formatDate(m.createdAt)} · {m.toAll ? 'A tutti gli utenti' : m.recipients === 1 ? 'A 1 utente' : `A ${m.recipients} utenti`} · {`Letto da ${m.readCount} su ${m.recipients}`}
              </p>
              {m.unreadNames.length > 0 ? (
                <p className="break-words text-sm text-slate-700 [overflow-wrap:anywhere]">
                  Non ancora letto da: {m.unreadNames.join(', ')}
                  {m.recipients - m.readCount > m.unreadNames.length ? ` e altri ${m.recipients - m.readCount - m.unreadNames.length}` : ''}
                </p>
              ) : null}
              <div>
                <Button size="sm" variant="danger" onClick={() => setDeleting(m)} aria-label={`Elimina il messaggio del ${formatDate(m.createdAt)}`}>
                  <Trash2 aria-hidden="true" /> Elimina
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Eliminare questo messaggio?"
        description="Il messaggio sparirà anche per chi non l'ha ancora letto."
        confirmLabel="Elimina"
        destructive
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success('Messaggio eliminato'),
            onError: (e) => toast.error('Errore', { description: errorMessage(e) }),
          });
        }}
      />
    </section>
  );
}
