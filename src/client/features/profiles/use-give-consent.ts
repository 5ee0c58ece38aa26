import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consentResponseSchema, type ConsentInput, type SessionUser } from '../../../shared/schemas/profile';
import { api } from '../../lib/api-client';
import { clearPublicMode, sessionQueryKey } from '../auth/session';

/** POST /api/auth/consent: the adult accepts the terms; the profile becomes active and logged in. */
export async function giveConsentRequest(input: ConsentInput): Promise<SessionUser> {
  const data = consentResponseSchema.parse(await api<unknown>('/api/auth/consent', { method: 'POST', body: input }));
  return data.user;
}

export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveConsentRequest,
    onSuccess: async (user) => {
      clearPublicMode();
      queryClient.setQueryData(sessionQueryKey, { user, pendingConsent: null });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
