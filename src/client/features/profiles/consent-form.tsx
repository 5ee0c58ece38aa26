import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { consentSchema } from '../../../shared/schemas/profile';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError, errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import type { ProfileNavigationState } from './navigation-state';
import { useGiveConsent } from './use-give-consent';

/** The API's consent schema, with the tick box starting unticked in the form. */
const consentFormSchema = z.object({
  adultName: consentSchema.shape.adultName,
  accepted: z.boolean().pipe(consentSchema.shape.accepted),
  aiConsent: z.boolean(),
});
type ConsentFormInput = z.input<typeof consentFormSchema>;
type ConsentFormOutput = z.output<typeof consentFormSchema>;

/**
 * The adult's consent: a name and a tick. 'Accetto' stays disabled until both are there; it records
 * the consent on the server, which activates the profile and logs it in, then opens the dashboard.
 */
export function ConsentForm({ profileName }: { profileName: string }) {
  const navigate = useNavigate();
  const consent = useGiveConsent();
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ConsentFormInput, unknown, ConsentFormOutput>({
    resolver: zodResolver(consentFormSchema),
    defaultValues: { adultName: '', accepted: false, aiConsent: false },
  });
  const accepted = watch('accepted');
  const adultName = watch('adultName');
  const ready = accepted && adultName.trim() !== '';

  const onValid = (values: ConsentFormOutput) => {
    consent.mutate(values, {
      onSuccess: (user) => {
        const state: ProfileNavigationState = { profileId: user.id, profileName: user.name };
        void navigate(paths.dashboard, { state });
      },
      onError: (error) => toast.error(error instanceof ApiRequestError && error.title ? error.title : 'Errore', { description: errorMessage(error) }),
    });
  };

  return (
    <form onSubmit={(e) => void handleSubmit(onValid)(e)} noValidate className="flex flex-col gap-4">
      <Field id="consent-adult-name" label="Nome e cognome dell'adulto" required error={errors.adultName?.message}>
        <Input
          id="consent-adult-name"
          autoComplete="name"
          aria-required="true"
          aria-invalid={errors.adultName ? true : undefined}
          aria-describedby={errors.adultName ? 'consent-adult-name-error' : undefined}
          {...register('adultName')}
        />
      </Field>
      <Controller
        control={control}
        name="accepted"
        render={({ field }) => (
          <Checkbox
            id="consent-accepted"
            checked={field.value}
            onCheckedChange={field.onChange}
            invalid={Boolean(errors.accepted)}
            describedBy={errors.accepted ? 'consent-accepted-error' : undefined}
          >
            Sono il genitore o l&apos;adulto responsabile (educatore, insegnante) di <strong>{profileName}</strong>: ho letto
            l&apos;informativa e accetto le condizioni d&apos;uso.
          </Checkbox>
        )}
      />
      <Controller
        control={control}
        name="aiConsent"
        render={({ field }) => (
          <Checkbox id="consent-ai" checked={field.value} onCheckedChange={field.onChange}>
            <span>
              <strong>Facoltativo:</strong> autorizzo l&apos;uso degli strumenti di intelligenza artificiale (migliorare il testo, scrivere una
              poesia). Per la legge 132/2025 (art. 4) un minore di 14 anni può usarli solo con il consenso di chi esercita la
              responsabilità genitoriale. Puoi cambiare idea in ogni momento chiedendolo al gestore del sito.
            </span>
          </Checkbox>
        )}
      />
      {errors.accepted?.message ? (
        <p id="consent-accepted-error" role="alert" className="text-sm font-medium text-red-700">
          {errors.accepted.message}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {!ready ? <p className="text-sm text-slate-600">Scrivi il tuo nome e spunta la casella per continuare.</p> : null}
        <Button type="submit" size="lg" variant="success" disabled={!ready || consent.isPending}>
          {consent.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Accetto
        </Button>
      </div>
    </form>
  );
}
