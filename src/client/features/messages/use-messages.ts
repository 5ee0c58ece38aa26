import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserMessage } from '../../../shared/schemas/message';
import { api } from '../../lib/api-client';
import { revalidateSession } from '../auth/session';

const messagesKey = ['messages'] as const;

/** The logged-in profile's messages from the superuser. */
export function useMyMessages(enabled: boolean) {
  return useQuery({ queryKey: messagesKey, queryFn: () => api<{ messages: UserMessage[] }>('/api/messages').then((r) => r.messages), enabled });
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>(`/api/messages/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messagesKey });
      await revalidateSession();
    },
  });
}
