import { useMutation } from '@tanstack/react-query';
import type { ChangeSuperuserPasswordInput } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api-client';

export function useChangeSuperuserPassword() {
  return useMutation({
    mutationFn: (body: ChangeSuperuserPasswordInput) => api<{ ok: true }>('/api/admin/password', { method: 'POST', body }),
  });
}
