import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { recordConsentSchema, type RecordConsentInput } from '../../../shared/schemas/profile';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { api, errorMessage } from '../../lib/api-client';
import { adminUsersKey } from './api/use-admin-users';
import { useRefreshingMutation } from './api/refreshing-mutation';
import { t } from '../../i18n/it/superuser';

interface AdultNameDialogProps {
  open: boolean;
  title: string;
  description: string;
  inputId: string;
  label: string;
  defaultAdultName?: string;
  pending: boolean;
  onClose: () => void;
  /** Records the consent; calls `done` once it is saved, which closes the dialog. */
  onSubmit: (adultName: string, done: () => void) => void;
}

/** A dialog asking the name of the adult who consented, for one profile or many. */
export function AdultNameDialog({ open, title, description, inputId, label, defaultAdultName = '', pending, onClose, onSubmit }: AdultNameDialogProps) {
  const form = useForm<RecordConsentInput>({ resolver: zodResolver(recordConsentSchema), defaultValues: { adultName: defaultAdultName } });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ adultName }) => onSubmit(adultName, close));
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent title={title} description={description}>
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
          <Field id={inputId} label={label} required error={errors.adultName?.message}>
            {(control) => <Input {...control} autoComplete="off" {...form.register('adultName')} />}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              {t('superuser.shared.annulla')}
            </Button>
            <Button type="submit" variant="success" disabled={pending}>
              {pending ? t('superuser.shared.salvataggio') : t('superuser.shared.registraConsenso')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * 'Registra consenso': the superuser records, on the adult's behalf, a consent given outside the
 * site (a signed paper form). The adult's name and today's date are kept with the profile.
 */
export function RecordConsentDialog({ user, onClose }: { user: { id: string; name: string } | null; onClose: () => void }) {
  const record = useRefreshingMutation([adminUsersKey], ({ userId, ...body }: RecordConsentInput & { userId: string }) =>
    api<{ consentAt: string; consentBy: string }>(`/api/admin/users/${encodeURIComponent(userId)}/consent`, { method: 'POST', body }),
  );
  return (
    <AdultNameDialog
      open={user !== null}
      title={t('superuser.recordConsentDialog.registraConsensoPer', { value: user?.name ?? '' })}
      description={t('superuser.recordConsentDialog.usaloQuandoUnGenitoreO')}
      inputId="record-consent-adult"
      label={t('superuser.recordConsentDialog.nomeECognomeDellAdulto')}
      pending={record.isPending}
      onClose={onClose}
      onSubmit={(adultName, done) => {
        if (!user) return;
        record.mutate(
          { userId: user.id, adultName },
          {
            onSuccess: () => {
              toast.success(t('superuser.recordConsentDialog.consensoRegistrato'), { description: user.name });
              done();
            },
            onError: (e) => toast.error(t('superuser.shared.errore'), { description: errorMessage(e) }),
          },
        );
      }}
    />
  );
}
