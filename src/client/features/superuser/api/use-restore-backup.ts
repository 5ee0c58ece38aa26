import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../shared/schemas/profile';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../auth/session';

/** Restores a backup file; the superuser who did it is logged out (the backup's superuser replaces them). */
export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api<{ ok: true; counts: Record<string, number> }>('/api/admin/restore', { method: 'POST', body: file }),
    onSuccess: () => {
      const loggedOut: SessionResponse = { user: null, pendingConsent: null };
      queryClient.setQueryData(sessionQueryKey, loggedOut);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
