import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '../../../shared/schemas/profile';
import { api } from '../../lib/api-client';
import { clearApiCache } from '../offline/api-cache';
import { revalidateSession } from './session';

export function useSuperuserLogin() {
  return useMutation({
    mutationFn: (password: string) => api<{ user: SessionUser }>('/api/auth/superuser', { method: 'POST', body: { password } }),
    onSuccess: async () => {
      await clearApiCache();
      await revalidateSession();
    },
  });
}
