import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMessageInput } from '../../../../shared/schemas/message';
import { api } from '../../../lib/api-client';

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageInput) => api<{ id: string; recipients: number }>('/api/admin/messages', { method: 'POST', body }),
    // The sent-messages log shows it at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'messages'] }),
  });
}
