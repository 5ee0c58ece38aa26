import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forgetSession } from '../../auth/session';

/** Restores a backup file; the superuser who did it is logged out (the backup's superuser replaces them). */
export function useRestoreBackup() {
  return useMutation({
    mutationFn: (file: File) => api<{ ok: true; counts: Record<string, number> }>('/api/admin/restore', { method: 'POST', body: file }),
    // After the caller's own onSuccess (its toast 'Ripristino completato' and the move to the gate):
    // the session query tells every screen at once, and a guarded screen that unmounts first would
    // lose the callbacks `mutate` was given. TanStack runs those in the same chain of promises as
    // this one, so a macrotask comes after them.
    onSuccess: () => {
      setTimeout(forgetSession, 0);
    },
  });
}
