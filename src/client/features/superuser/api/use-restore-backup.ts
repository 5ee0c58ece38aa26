import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forgetSession } from '../../auth/session';

/** Restores a backup file; the superuser who did it is logged out (the backup's superuser replaces them). */
export function useRestoreBackup() {
  return useMutation({
    mutationFn: (file: File) => api<{ ok: true; counts: Record<string, number> }>('/api/admin/restore', { method: 'POST', body: file }),
    onSuccess: () => forgetSession(),
  });
}
