import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { recordConsentSchema, type RecordConsentInput } from '../../../shared/schemas/profile';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { useRecordConsent } from './api/use-record-consent';
import { t } from '../../i18n/it/superuser';

/**
 * 'Registra consenso': the superuser records, on the adult's behalf, a consent given outside the
 * site (a signed paper form). The adult's name and today's date are kept with the profile.
 */
export function RecordConsentDialog({ user, onClose }: { user: { id: string; name: string } | null; onClose: () => void }) {
  const record = useRecordConsent();
  const form = useForm<RecordConsentInput>({ resolver: zodResolver(recordConsentSchema), defaultValues: { adultName: '' } });
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.handleSubmit((values) => {
    if (!user) return;
    record.mutate(
      { userId: user.id, ...values },
      {
        onSuccess: () => {
          toast.success(t('superuser.recordConsentDialog.consensoRegistrato'), { description: user.name });
          close();
        },
        onError: (e) => toast.error(t('superuser.recordConsentDialog.errore'), { description: errorMessage(e) }),
      },
    );
  });

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent
        title={t('superuser.recordConsentDialog.registraConsensoPer', { value: user?.name ?? '' })}
        description={t('superuser.recordConsentDialog.usaloQuandoUnGenitoreO')}
      >
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
          <Field id="record-consent-adult" label={t('superuser.recordConsentDialog.nomeECognomeDellAdulto')} required error={errors.adultName?.message}>
            <Input
              id="record-consent-adult"
              autoComplete="off"
              aria-required="true"
              aria-invalid={errors.adultName ? true : undefined}
              aria-describedby={errors.adultName ? 'record-consent-adult-error' : undefined}
              {...form.register('adultName')}
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('superuser.recordConsentDialog.annulla')}
            </Button>
            <Button type="submit" variant="success" disabled={record.isPending}>
              {record.isPending ? t('superuser.recordConsentDialog.salvataggio') : t('superuser.recordConsentDialog.registraConsenso')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
