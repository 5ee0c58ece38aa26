import { useMutation } from '@tanstack/react-query';
import type { SendMessageInput } from '../../../../shared/schemas/message';
import { api } from '../../../lib/api-client';

export function useSendMessage() {
  return useMutation({
    mutationFn: (body: SendMessageInput) => api<{ id: string; recipients: number }>('/api/admin/messages', { method: 'POST', body }),
  });
}
