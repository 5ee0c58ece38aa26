import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { FamilyConsentResult, FamilyLetterKey } from '../../../shared/schemas/family-letter';
import { consentSchema } from '../../../shared/schemas/profile';
import { ConsentTicks } from './consent-ticks';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { toast } from 'sonner';
import { t } from '../../i18n/it/family-letter';
import { useGiveFamilyConsent } from './use-family-consent';

const formSchema = z.object({
  adultName: consentSchema.shape.adultName,
  accepted: z.boolean().pipe(consentSchema.shape.accepted),
  aiConsent: z.boolean(),
  voiceConsent: z.boolean(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * The adult's consent from home: a name, the tick, the separate AI consent (unticked, shown only
 * where the site has the AI helpers) and the separate voice consent (unticked, always shown). As on
 * /privacy-acceptance, 'Accetto' waits for the name and the tick.
 */
export function FamilyConsentForm({
  letterKey,
  profileName,
  aiAvailable,
  onDone,
}: {
  letterKey: FamilyLetterKey;
  profileName: string;
  aiAvailable: boolean;
  onDone: (result: FamilyConsentResult) => void;
}) {
  const consent = useGiveFamilyConsent();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { adultName: '', accepted: false, aiConsent: false, voiceConsent: false },
  });
  const { errors } = form.formState;
  const ready = form.watch('accepted') && form.watch('adultName').trim() !== '';

  const onValid = (values: FormOutput) =>
    consent.mutate(
      { key: letterKey, adultName: values.adultName, aiConsent: aiAvailable && values.aiConsent, voiceConsent: values.voiceConsent },
      { onSuccess: onDone, onError: (error) => toast.error(t('familyLetter.shared.errore'), { description: errorMessage(error) }) },
    );

  return (
    <form onSubmit={(e) => void form.handleSubmit(onValid)(e)} noValidate className="flex flex-col gap-4">
      <Field id="family-adult-name" label={t('familyLetter.familyConsent.nomeAdulto')} required error={errors.adultName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('adultName')} />}
      </Field>
      <ConsentTicks
        idPrefix="family"
        control={form.control}
        acceptedError={errors.accepted}
        acceptLabel={t('familyLetter.familyConsent.accettoCasella', { name: profileName })}
        aiLabel={
          aiAvailable ? (
            <span>
              <strong>{t('familyLetter.familyConsent.facoltativo')}</strong> {t('familyLetter.familyConsent.consensoAi')}
            </span>
          ) : null
        }
        voiceLabel={
          <span>
            <strong>{t('familyLetter.familyConsent.facoltativo')}</strong> {t('familyLetter.familyConsent.consensoVoce', { name: profileName })}
          </span>
        }
        ready={ready}
        notReadyNote={t('familyLetter.familyConsent.scriviNomeESpunta')}
        pending={consent.isPending}
        submitLabel={t('familyLetter.familyConsent.accetto')}
      />
    </form>
  );
}
