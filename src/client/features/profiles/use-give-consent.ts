import { useMutation } from '@tanstack/react-query';
import { consentResponseSchema, type ConsentInput, type SessionUser } from '../../../shared/schemas/profile';
import { api } from '../../lib/api-client';
import { clearPublicMode, revalidateSession, setSession } from '../auth/session';

/** POST /api/auth/consent: the adult accepts the terms; the profile becomes active and logged in. */
export async function giveConsentRequest(input: ConsentInput): Promise<SessionUser> {
  const data = consentResponseSchema.parse(await api<unknown>('/api/auth/consent', { method: 'POST', body: input }));
  return data.user;
}

export function useGiveConsent() {
  return useMutation({
    mutationFn: giveConsentRequest,
    onSuccess: async (user) => {
      clearPublicMode();
      setSession({ user, pendingConsent: null });
      await revalidateSession();
    },
  });
}
