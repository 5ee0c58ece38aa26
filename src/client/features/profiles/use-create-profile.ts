import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProfileResponseSchema, type CreateProfile, type ProfileSummary } from '../../../shared/schemas/profile';
import { api } from '../../lib/api-client';
import { revalidateSession, setSession } from '../auth/session';
import { profilesQueryKey } from './use-profiles';

/**
 * POST /api/profiles: creates a child profile. The answer carries a consent-only session: the
 * profile becomes active when the adult accepts the terms on /privacy-acceptance.
 */
export async function createProfileRequest(input: CreateProfile): Promise<ProfileSummary> {
  const data = createProfileResponseSchema.parse(await api<unknown>('/api/profiles', { method: 'POST', body: input }));
  return data.profile;
}

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfileRequest,
    onSuccess: async (profile) => {
      setSession({ user: null, pendingConsent: profile });
      await Promise.all([revalidateSession(), queryClient.invalidateQueries({ queryKey: profilesQueryKey })]);
    },
  });
}
