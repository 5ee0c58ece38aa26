import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordConsentInput } from '../../../../shared/schemas/profile';
import { api } from '../../../lib/api-client';
import { adminUsersKey } from './use-admin-users';

/** POST /api/admin/users/:id/consent: the superuser records an adult's consent (e.g. a paper form). */
export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: RecordConsentInput & { userId: string }) =>
      api<{ consentAt: string; consentBy: string }>(`/api/admin/users/${encodeURIComponent(userId)}/consent`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
