import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminUser } from '../../shared/schemas/admin';
import { api, errorMessage } from '../lib/api-client';
import { Button } from './ui/button';
import { ConfirmDialog } from './ui/confirm-dialog';
import { Dialog, DialogContent } from './ui/dialog';
import { Input } from './ui/input';
import { t } from '../i18n/it/components';

/** The words of one separate consent (AI, voice): each names the profile already. */
export interface ConsentWords {
  recordTitle: string;
  recordDescription: string;
  recorded: string;
  revokeTitle: string;
  revokeDescription: string;
  revoked: string;
}

interface ConsentDialogsProps {
  /** The profile, or null when closed. */
  user: AdminUser | null;
  given: boolean;
  /** PUT /api/admin/users/:id/<endpoint>, answered by the roster's refresh (['admin', 'users']). */
  endpoint: 'ai-consent' | 'voice-consent';
  inputId: string;
  words: ConsentWords;
  onClose: () => void;
}

/**
 * /superuser-users: the dialogs that record an adult's separate consent for one profile (asking
 * the adult's name) or withdraw it at the adult's request. The dialog shown follows `given`.
 */
export function ConsentDialogs({ user, given, endpoint, inputId, words, onClose }: ConsentDialogsProps) {
  const queryClient = useQueryClient();
  const setConsent = useMutation({
    mutationFn: ({ userId, ...body }: { userId: string; consent: boolean; adultName: string }) =>
      api<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/${endpoint}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
  const [adultName, setAdultName] = useState('');
  const onOpenChange = (open: boolean) => (open ? undefined : onClose());

  const save = (consent: boolean) => {
    if (!user) return;
    setConsent.mutate(
      { userId: user.id, consent, adultName: adultName.trim() },
      {
        onSuccess: () => {
          toast.success(consent ? words.recorded : words.revoked, { description: user.name });
          onClose();
          setAdultName('');
        },
        onError: (e) => toast.error(t('components.consentDialogs.errore'), { description: errorMessage(e) }),
      },
    );
  };

  return (
    <>
      <Dialog open={user !== null && !given} onOpenChange={onOpenChange}>
        <DialogContent title={words.recordTitle} description={words.recordDescription}>
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              save(true);
            }}
          >
            <div className="flex flex-col gap-1.5">
              <label htmlFor={inputId} className="font-semibold text-brand-900">
                {t('components.consentDialogs.nomeDellAdulto')}
              </label>
              <Input id={inputId} value={adultName} maxLength={60} onChange={(e) => setAdultName(e.target.value)} autoComplete="off" />
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose}>
                {t('components.shared.annulla')}
              </Button>
              <Button type="submit" disabled={adultName.trim().length < 2 || setConsent.isPending}>
                {t('components.consentDialogs.registraIlConsenso')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={user !== null && given}
        onOpenChange={onOpenChange}
        title={words.revokeTitle}
        description={words.revokeDescription}
        confirmLabel={t('components.consentDialogs.revoca')}
        destructive
        onConfirm={() => save(false)}
      />
    </>
  );
}
