import { useMutation } from '@tanstack/react-query';
import type { CardLoginInput } from '../../../shared/schemas/login-card';
import { loginResponseSchema, type LoginResponse } from '../../../shared/schemas/profile';
import { api } from '../../lib/api-client';
import { clearPublicMode, revalidateSession, setSession } from '../auth/session';
import { clearApiCache } from '../offline/api-cache';

/** POST /api/auth/card with the QR's secret, or with the name and the card's words. */
export async function cardLoginRequest(input: CardLoginInput): Promise<LoginResponse> {
  return loginResponseSchema.parse(await api<unknown>('/api/auth/card', { method: 'POST', body: input }));
}

/** A card login: a full session for the child, on a device cleared of whoever used it before. */
export function useCardLogin() {
  return useMutation({
    mutationFn: cardLoginRequest,
    onSuccess: async (answer) => {
      clearPublicMode();
      // Answers cached for whoever used this device before must not show to this profile.
      await clearApiCache();
      setSession({ user: answer.user, pendingConsent: null });
      await revalidateSession();
    },
  });
}
