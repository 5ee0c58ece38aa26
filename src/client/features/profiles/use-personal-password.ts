import { useMutation } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { PASSWORD_MESSAGES, sessionUserSchema, type ChangePasswordInput, type PersonalPasswordInput, type SessionUser } from '../../../shared/schemas/profile';
import { api } from '../../lib/api-client';
import { revalidateSession, setSession } from '../auth/session';
import { t } from '../../i18n/it/entrance';

const responseSchema = z.object({ user: sessionUserSchema });

/** POST /api/auth/personal-password: the restricted session chooses a personal password and becomes a full one. */
export function useChoosePersonalPassword() {
  return useMutation({
    mutationFn: async (input: PersonalPasswordInput): Promise<SessionUser> =>
      responseSchema.parse(await api<unknown>('/api/auth/personal-password', { method: 'POST', body: input })).user,
    // Here, not in the caller: the screen leaves (to the dashboard) as soon as the session changes.
    onSuccess: async (user) => {
      toast.success(PASSWORD_MESSAGES.changed, { description: t('entrance.usePersonalPassword.daOraEntriConLa') });
      setSession({ user, pendingConsent: null });
      await revalidateSession();
    },
  });
}

/** POST /api/auth/password: 'Cambia password' from the profile menu. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api<{ ok: true }>('/api/auth/password', { method: 'POST', body: input }),
  });
}
