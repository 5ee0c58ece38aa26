import { Sparkles } from 'lucide-react';
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

/**
 * /superuser-users: the adult's separate AI consent of one profile (law 132/2025 art. 4(4)), and the
 * superuser's switch to record or withdraw it at the adult's request.
 */
export function AiConsentControl({ user }: { user: AdminUser }) {
  const setConsent = useSetAiConsent();
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [adultName, setAdultName] = useState('');
  const given = user.aiConsentAt !== null;

  const save = (consent: boolean) =>
    setConsent.mutate(
      { userId: user.id, consent, adultName: adultName.trim() },
      {
        onSuccess: () => {
          toast.success(consent ? t('ai.aiConsentControl.consensoAiRegistrato') : t('ai.aiConsentControl.consensoAiRevocato'), { description: user.name });
          setGranting(false);
          setAdultName('');
        },
        onError: (e) => toast.error(t('ai.aiConsentControl.errore'), { description: errorMessage(e) }),
      },
    );

  return (
    <>
      <p className="break-words text-sm text-slate-700">
        {given
          ? t('ai.aiConsentControl.consensoAiSi', {
              by: user.aiConsentBy ? t('ai.aiConsentControl.datoDa', { name: user.aiConsentBy }) : '',
              at: user.aiConsentAt ? t('ai.aiConsentControl.il', { date: formatDate(user.aiConsentAt) }) : '',
            })
          : t('ai.aiConsentControl.consensoAiNo')}
      </p>
      {given ? (
        <Button size="sm" variant="secondary" onClick={() => setRevoking(true)} aria-label={t('ai.aiConsentControl.revocaIlConsensoAiDi', { name: user.name })}>
          <Sparkles aria-hidden="true" /> {t('ai.aiConsentControl.revocaAi')}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setGranting(true)}
          aria-label={t('ai.aiConsentControl.registraIlConsensoAiDi', { name: user.name })}
        >
          <Sparkles aria-hidden="true" /> {t('ai.aiConsentControl.consensoAi')}
        </Button>
      )}
      <Dialog open={granting} onOpenChange={setGranting}>
        <DialogContent title={t('ai.aiConsentControl.consensoAiPer', { name: user.name })} description={t('ai.aiConsentControl.registraIlConsensoSoloSe')}>
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              save(true);
            }}
          >
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`ai-consent-adult-${user.id}`} className="font-semibold text-brand-900">
                {t('ai.aiConsentControl.nomeDellAdultoCheLo')}
              </label>
              <Input id={`ai-consent-adult-${user.id}`} value={adultName} maxLength={60} onChange={(e) => setAdultName(e.target.value)} autoComplete="off" />
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setGranting(false)}>
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
        open={revoking}
        onOpenChange={setRevoking}
        title={t('ai.aiConsentControl.revocareIlConsensoAi')}
        description={t('ai.aiConsentControl.nonPotraPiuUsareGli', { name: user.name })}
        confirmLabel={t('ai.aiConsentControl.revoca')}
        destructive
        onConfirm={() => save(false)}
      />
    </>
  );
}
