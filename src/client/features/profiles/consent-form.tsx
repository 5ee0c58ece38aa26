import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { useMemo } from 'react';
import { consentResponseSchema, consentSchema, PASSWORD_MESSAGES, personalPasswordProblem, type ConsentInput } from '../../../shared/schemas/profile';
import { ConsentTicks } from './consent-ticks';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { api, ApiRequestError, errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import type { ProfileNavigationState } from './navigation-state';
import { clearPublicMode, revalidateSession, setSession } from '../auth/session';
import { t } from '../../i18n/it/entrance';

/**
 * The API's consent schema, with the tick box starting unticked in the form; with personal
 * passwords required, the new password (typed twice) follows the same rules as on the server.
 */
function consentFormSchema(passwordRequired: boolean, profileName: string) {
  return z
    .object({
      adultName: consentSchema.shape.adultName,
      accepted: z.boolean().pipe(consentSchema.shape.accepted),
      password: z.string(),
      confirm: z.string(),
      aiConsent: z.boolean(),
      voiceConsent: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (!passwordRequired) return;
      const problem = personalPasswordProblem(v.password, profileName);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
      else if (v.password.trim().toLowerCase() !== v.confirm.trim().toLowerCase())
        ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.differ, path: ['confirm'] });
    });
}
type ConsentFormInput = z.input<ReturnType<typeof consentFormSchema>>;
type ConsentFormOutput = z.output<ReturnType<typeof consentFormSchema>>;

/**
 * The adult's consent: a name and a tick. 'Accetto' stays disabled until both are there; it records
 * the consent on the server, which activates the profile and logs it in, then opens the dashboard.
 */
export function ConsentForm({ profileName, passwordRequired = false }: { profileName: string; passwordRequired?: boolean }) {
  const navigate = useNavigate();
  // POST /api/auth/consent: the profile becomes active and logged in.
  const consent = useMutation({
    mutationFn: async (input: ConsentInput) => consentResponseSchema.parse(await api<unknown>('/api/auth/consent', { method: 'POST', body: input })).user,
    onSuccess: async (user) => {
      clearPublicMode();
      setSession({ user, pendingConsent: null });
      await revalidateSession();
    },
  });
  const schema = useMemo(() => consentFormSchema(passwordRequired, profileName), [passwordRequired, profileName]);
  const form = useForm<ConsentFormInput, unknown, ConsentFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { adultName: '', accepted: false, password: '', confirm: '', aiConsent: false, voiceConsent: false },
  });
  const { errors } = form.formState;
  const accepted = form.watch('accepted');
  const adultName = form.watch('adultName');
  const password = form.watch('password');
  const ready = accepted && adultName.trim() !== '' && (!passwordRequired || password.trim() !== '');

  const onValid = ({ password, confirm, ...values }: ConsentFormOutput) => {
    consent.mutate(passwordRequired ? { ...values, password, confirm } : values, {
      onSuccess: (user) => {
        const state: ProfileNavigationState = { profileId: user.id, profileName: user.name };
        void navigate(paths.dashboard, { state });
      },
      onError: (error) => {
        // The server checks the password rules too (e.g. the setting was switched on meanwhile).
        if (error instanceof ApiRequestError && error.fields?.password) form.setError('password', { type: 'server', message: error.fields.password });
        toast.error(error instanceof ApiRequestError && error.title ? error.title : t('entrance.shared.errore'), { description: errorMessage(error) });
      },
    });
  };

  return (
    <form onSubmit={(e) => void form.handleSubmit(onValid)(e)} noValidate className="flex flex-col gap-4">
      <Field id="consent-adult-name" label={t('entrance.consentForm.nomeECognomeDellAdulto')} required error={errors.adultName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('adultName')} />}
      </Field>
      {passwordRequired ? (
        <fieldset className="flex flex-col gap-4 rounded-xl border border-brand-200 p-4">
          <legend className="px-1 font-semibold text-brand-900">
            {t('entrance.consentForm.laPasswordDi')} {profileName}
          </legend>
          <p id="consent-password-help" className="text-slate-700">
            {t('entrance.consentForm.sceglieteInsiemeUnaPasswordSegreta')}
          </p>
          <Field id="consent-password" label={t('entrance.shared.nuovaPassword')} required error={errors.password?.message} describedBy="consent-password-help">
            {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />}
          </Field>
          <Field id="consent-confirm" label={t('entrance.consentForm.ripetiLaPassword')} required error={errors.confirm?.message}>
            {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('confirm')} />}
          </Field>
        </fieldset>
      ) : null}
      <ConsentTicks
        idPrefix="consent"
        control={form.control}
        acceptedError={errors.accepted}
        acceptLabel={
          <>
            {t('entrance.consentForm.sonoIlGenitoreOL')} <strong>{profileName}</strong>
            {t('entrance.consentForm.hoLettoLInformativaE')}
          </>
        }
        aiLabel={
          <span>
            <strong>{t('entrance.consentForm.facoltativo')}</strong> {t('entrance.consentForm.autorizzoLUsoDegliStrumenti')}
          </span>
        }
        voiceLabel={
          <span>
            <strong>{t('entrance.consentForm.facoltativo')}</strong> {t('entrance.consentForm.consensoVoce', { name: profileName })}
          </span>
        }
        ready={ready}
        notReadyNote={passwordRequired ? t('entrance.consentForm.scriviIlTuoNomeLa') : t('entrance.consentForm.scriviIlTuoNomeE')}
        pending={consent.isPending}
        submitLabel={t('entrance.consentForm.accetto')}
      />
    </form>
  );
}
