import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../shared/schemas/profile';
import { api } from '../../lib/api-client';
import { clearApiCache } from '../offline/api-cache';
import { sessionQueryKey } from './session';

export function useSuperuserLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api<{ user: SessionUser }>('/api/auth/superuser', { method: 'POST', body: { password } }),
    onSuccess: async () => {
      await clearApiCache();
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
