import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginResponse, type SessionResponse } from '../../../shared/schemas/profile';
import { api } from '../../lib/api-client';
import { clearPublicMode, revalidateSession, setSession } from '../auth/session';
import { clearApiCache } from '../offline/api-cache';

export type LoginProfileInput = { profileId: string; password: string } | { name: string; password: string };

/** POST /api/auth/login with a chosen (or typed) profile and its password. */
export async function loginProfileRequest(input: LoginProfileInput): Promise<LoginResponse> {
  return loginResponseSchema.parse(await api<unknown>('/api/auth/login', { method: 'POST', body: input }));
}

export function useLoginProfile() {
  return useMutation({
    mutationFn: loginProfileRequest,
    onSuccess: async (answer) => {
      clearPublicMode();
      // Answers cached for whoever used this device before must not show to this profile.
      await clearApiCache();
      const session: SessionResponse = answer.consentRequired ? { user: null, pendingConsent: answer.profile } : { user: answer.user, pendingConsent: null };
      setSession(session);
      await revalidateSession();
    },
  });
}
