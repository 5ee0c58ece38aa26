import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { FamilyConsentResult, FamilyLetterKey } from '../../../shared/schemas/family-letter';
import { consentSchema } from '../../../shared/schemas/profile';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
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
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * The adult's consent from home: a name, the tick, and the separate AI consent (unticked, shown
 * only where the site has the AI helpers). As on /privacy-acceptance, 'Accetto' waits for both.
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
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: { adultName: '', accepted: false, aiConsent: false } });
  const ready = watch('accepted') && watch('adultName').trim() !== '';

  const onValid = (values: FormOutput) =>
    consent.mutate(
      { key: letterKey, adultName: values.adultName, aiConsent: aiAvailable && values.aiConsent },
      { onSuccess: onDone, onError: (error) => toast.error(t('familyLetter.familyConsent.errore'), { description: errorMessage(error) }) },
    );

  return (
    <form onSubmit={(e) => void handleSubmit(onValid)(e)} noValidate className="flex flex-col gap-4">
      <Field id="family-adult-name" label={t('familyLetter.familyConsent.nomeAdulto')} required error={errors.adultName?.message}>
        <Input
          id="family-adult-name"
          autoComplete="name"
          aria-required="true"
          aria-invalid={errors.adultName ? true : undefined}
          aria-describedby={errors.adultName ? 'family-adult-name-error' : undefined}
          {...register('adultName')}
        />
      </Field>
      <Controller
        control={control}
        name="accepted"
        render={({ field }) => (
          <Checkbox
            id="family-accepted"
            checked={field.value}
            onCheckedChange={field.onChange}
            invalid={Boolean(errors.accepted)}
            describedBy={errors.accepted ? 'family-accepted-error' : undefined}
          >
            {t('familyLetter.familyConsent.accettoCasella', { name: profileName })}
          </Checkbox>
        )}
      />
      {aiAvailable ? (
        <Controller
          control={control}
          name="aiConsent"
          render={({ field }) => (
            <Checkbox id="family-ai" checked={field.value} onCheckedChange={field.onChange}>
              <span>
                <strong>{t('familyLetter.familyConsent.facoltativo')}</strong> {t('familyLetter.familyConsent.consensoAi')}
              </span>
            </Checkbox>
          )}
        />
      ) : null}
      {errors.accepted?.message ? (
        <p id="family-accepted-error" role="alert" className="text-sm font-medium text-red-700">
          {errors.accepted.message}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {!ready ? <p className="text-sm text-slate-600">{t('familyLetter.familyConsent.scriviNomeESpunta')}</p> : null}
        <Button type="submit" size="lg" variant="success" disabled={!ready || consent.isPending}>
          {consent.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {t('familyLetter.familyConsent.accetto')}
        </Button>
      </div>
    </form>
  );
}
