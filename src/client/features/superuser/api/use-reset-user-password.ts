import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api-client';
import { adminUsersKey } from './use-admin-users';

export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: ResetPasswordInput & { userId: string }) =>
      api<{ ok: true }>(`/api/admin/users/${encodeURIComponent(userId)}/password`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
