import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminUser } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { useSetAiConsent } from './ai-api';
import { t } from '../../i18n/it/ai';

/** The AI consent of a profile in words: 'Consenso AI: sì, dato da … il …' or 'Consenso AI: no'. */
export function aiConsentText(user: AdminUser): string {
  return user.aiConsentAt !== null
    ? t('ai.aiConsentControl.consensoAiSi', {
        by: user.aiConsentBy ? t('ai.aiConsentControl.datoDa', { name: user.aiConsentBy }) : '',
        at: t('ai.aiConsentControl.il', { date: formatDate(user.aiConsentAt) }),
      })
    : t('ai.aiConsentControl.consensoAiNo');
}

/** What the row menu offers for the AI consent: record it (not given yet) or withdraw it. */
export function aiConsentActionLabel(user: AdminUser): { label: string; name: string } {
  return user.aiConsentAt !== null
    ? { label: t('ai.aiConsentControl.revocaAi'), name: t('ai.aiConsentControl.revocaIlConsensoAiDi', { name: user.name }) }
    : { label: t('ai.aiConsentControl.consensoAi'), name: t('ai.aiConsentControl.registraIlConsensoAiDi', { name: user.name }) };
}

/**
 * /superuser-users: the dialogs that record the adult's separate AI consent of one profile (law
 * 132/2025 art. 4(4)) or withdraw it at the adult's request. Opened from the row menu: `user` is
 * the profile, or null when closed; the dialog shown follows whether consent is given.
 */
export function AiConsentDialogs({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const setConsent = useSetAiConsent();
  const [adultName, setAdultName] = useState('');
  const given = user !== null && user.aiConsentAt !== null;

  const save = (consent: boolean) => {
    if (!user) return;
    setConsent.mutate(
      { userId: user.id, consent, adultName: adultName.trim() },
      {
        onSuccess: () => {
          toast.success(consent ? t('ai.aiConsentControl.consensoAiRegistrato') : t('ai.aiConsentControl.consensoAiRevocato'), { description: user.name });
          onClose();
          setAdultName('');
        },
        onError: (e) => toast.error(t('ai.aiConsentControl.errore'), { description: errorMessage(e) }),
      },
    );
  };
  const name = user?.name ?? '';

  return (
    <>
      <Dialog open={user !== null && !given} onOpenChange={(open) => (open ? undefined : onClose())}>
        <DialogContent title={t('ai.aiConsentControl.consensoAiPer', { name })} description={t('ai.aiConsentControl.registraIlConsensoSoloSe')}>
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              save(true);
            }}
          >
            <div className="flex flex-col gap-1.5">
              <label htmlFor="ai-consent-adult" className="font-semibold text-brand-900">
                {t('ai.aiConsentControl.nomeDellAdultoCheLo')}
              </label>
              <Input id="ai-consent-adult" value={adultName} maxLength={60} onChange={(e) => setAdultName(e.target.value)} autoComplete="off" />
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose}>
                {t('ai.aiConsentControl.annulla')}
              </Button>
              <Button type="submit" disabled={adultName.trim().length < 2 || setConsent.isPending}>
                {t('ai.aiConsentControl.registraIlConsenso')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={given}
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={t('ai.aiConsentControl.revocareIlConsensoAi')}
        description={t('ai.aiConsentControl.nonPotraPiuUsareGli', { name })}
        confirmLabel={t('ai.aiConsentControl.revoca')}
        destructive
        onConfirm={() => save(false)}
      />
    </>
  );
}
