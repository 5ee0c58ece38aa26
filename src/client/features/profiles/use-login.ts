import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CardLoginInput } from '../../../shared/schemas/login-card';
import { loginResponseSchema } from '../../../shared/schemas/profile';
import { api, ApiRequestError, errorMessage } from '../../lib/api-client';
import { clearPublicMode, revalidateSession, setSession } from '../auth/session';
import { clearApiCache } from '../offline/api-cache';

export type LoginProfileInput = { profileId: string; password: string } | { name: string; password: string };

/** A login: a session for the child (or one waiting for the adult's consent), on a device cleared of whoever used it before. */
function useLogin<I>(path: string) {
  return useMutation({
    mutationFn: async (input: I) => loginResponseSchema.parse(await api<unknown>(path, { method: 'POST', body: input })),
    onSuccess: async (answer) => {
      clearPublicMode();
      // Answers cached for whoever used this device before must not show to this profile.
      await clearApiCache();
      setSession(answer.consentRequired ? { user: null, pendingConsent: answer.profile } : { user: answer.user, pendingConsent: null });
      await revalidateSession();
    },
  });
}

/** POST /api/auth/login with a chosen (or typed) profile and its password. */
export const useLoginProfile = () => useLogin<LoginProfileInput>('/api/auth/login');

/** POST /api/auth/card with the QR's secret, or with the name and the card's words. */
export const useCardLogin = () => useLogin<CardLoginInput>('/api/auth/card');

/** A refused login in a toast, titled by the server when it says why (a withdrawn card…); returns the message. */
export function toastLoginError(error: unknown, title: string): string {
  const message = errorMessage(error);
  toast.error(error instanceof ApiRequestError && error.title ? error.title : title, { description: message });
  return message;
}
