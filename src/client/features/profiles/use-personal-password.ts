import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../shared/schemas/profile';
import { api } from '../../lib/api-client';

/** POST /api/auth/password: 'Cambia password' from the profile menu. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api<{ ok: true }>('/api/auth/password', { method: 'POST', body: input }),
  });
}
