import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { profileSummarySchema, type CreateProfile } from '../../../../shared/schemas/profile';
import { api } from '../../../lib/api-client';
import { profilesQueryKey } from '../../profiles/use-profiles';
import { adminUsersKey } from './use-admin-users';

const responseSchema = z.object({ profile: profileSummarySchema });

/** POST /api/admin/users: 'Nuovo profilo' by the superuser; the superuser's session stays as it is. */
export function useEnrolProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateProfile) => responseSchema.parse(await api<unknown>('/api/admin/users', { method: 'POST', body: input })).profile,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminUsersKey }), queryClient.invalidateQueries({ queryKey: profilesQueryKey })]);
    },
  });
}
