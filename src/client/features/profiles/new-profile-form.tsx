import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PROFILE_CREATED_REDIRECT_MS } from '../../../shared/constants';
import {
  createProfileResponseSchema,
  createProfileSchema,
  type CreateProfile,
  type CreateProfileInput,
  type ProfileSummary,
} from '../../../shared/schemas/profile';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { RadioGroup } from '../../components/ui/radio-group';
import { api, ApiRequestError, errorMessage } from '../../lib/api-client';
import { paths } from '../../paths';
import type { ProfileNavigationState } from './navigation-state';
import { revalidateSession, setSession } from '../auth/session';
import { profilesQueryKey } from './use-profiles';
import { usePasswordSetup, type PasswordSetup } from './use-password-setup';
import { t } from '../../i18n/it/entrance';

type FormField = 'name' | 'age' | 'email' | 'gender';

/** The toast for the first invalid field, top to bottom (spec 000 §8). */
const FIELD_TOASTS: ReadonlyArray<[FormField, string]> = [
  ['name', t('entrance.newProfileForm.nomeNonValido')],
  ['age', t('entrance.newProfileForm.etaNonValida')],
  ['email', t('entrance.newProfileForm.emailNonValida')],
  ['gender', t('entrance.newProfileForm.genereNonValido')],
];

const GENDER_OPTIONS = [
  { value: 'male', label: t('entrance.newProfileForm.maschio') },
  { value: 'female', label: t('entrance.newProfileForm.femmina') },
  { value: '', label: t('entrance.newProfileForm.nonSpecificato') },
] as const;

function isFormField(key: string): key is FormField {
  return FIELD_TOASTS.some(([field]) => field === key);
}

/**
 * What the note under the form says about the password: the spec's note (the password is the
 * name) in family use; otherwise how the child will enter (the adult's personal password at
 * consent, or for a profile the superuser enrols, the login card).
 */
function passwordNote(setup: PasswordSetup, enrolling: boolean): string {
  if (setup === 'name') return t('entrance.newProfileForm.laPasswordDelNuovoProfilo') + (enrolling ? t('entrance.newProfileForm.alPrimoAccessoUnAdulto') : '');
  if (enrolling) return t('entrance.newProfileForm.tesseraOPassword') + t('entrance.newProfileForm.consensoDalGestore');
  return t('entrance.newProfileForm.passwordPersonale');
}

/** The superuser's 'Nuovo profilo': her own request (POST /api/admin/users) and what follows it. */
export interface Enrolment {
  mutation: UseMutationResult<ProfileSummary, Error, CreateProfile>;
  onCreated: (profile: ProfileSummary) => void;
  onCancel: () => void;
}

/**
 * /new-profile: validated by the same shared schema as the API. On success it says
 * 'Profilo creato!' and, after 1.5 s, hands over to the adult's consent on /privacy-acceptance.
 */
export function NewProfileForm({ enrol }: { enrol?: Enrolment } = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // POST /api/profiles: its answer carries a consent-only session; the adult's consent activates the profile.
  const register_ = useMutation({
    mutationFn: async (input: CreateProfile) => createProfileResponseSchema.parse(await api<unknown>('/api/profiles', { method: 'POST', body: input })).profile,
    onSuccess: async (profile) => {
      setSession({ user: null, pendingConsent: profile });
      await Promise.all([revalidateSession(), queryClient.invalidateQueries({ queryKey: profilesQueryKey })]);
    },
  });
  // 'Nuovo profilo' of /superuser-users: the same form and rules, no hand-over to the consent screen.
  const create = enrol ? enrol.mutation : register_;
  const [created, setCreated] = useState<ProfileSummary | null>(null);
  const passwordSetup = usePasswordSetup();
  const form = useForm<CreateProfileInput, unknown, CreateProfile>({
    resolver: zodResolver(createProfileSchema),
    defaultValues: { name: '', age: '', email: '', gender: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!created) return;
    const state: ProfileNavigationState = { profileId: created.id, profileName: created.name };
    const timer = window.setTimeout(() => void navigate(paths.privacyAcceptance, { state }), PROFILE_CREATED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [created, navigate]);

  const onInvalid = (invalid: FieldErrors<CreateProfileInput>) => {
    const first = FIELD_TOASTS.find(([field]) => invalid[field]);
    if (first) toast.error(t('entrance.shared.errore'), { description: first[1] });
  };

  const onValid = (values: CreateProfile) => {
    create.mutate(values, {
      onSuccess: (profile) => {
        toast.success(t('entrance.newProfileForm.profiloCreato'), { description: profile.name });
        if (enrol) enrol.onCreated(profile);
        else setCreated(profile);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.fields) {
          for (const [key, message] of Object.entries(error.fields)) {
            if (isFormField(key)) form.setError(key, { type: 'server', message }, { shouldFocus: true });
          }
        }
        toast.error(error instanceof ApiRequestError && error.title ? error.title : t('entrance.shared.errore'), { description: errorMessage(error) });
      },
    });
  };

  const busy = create.isPending || created !== null;

  return (
    <form onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)} noValidate className="flex flex-col gap-5" aria-busy={busy}>
      <Field
        id="profile-name"
        label={t('entrance.newProfileForm.nome')}
        required
        error={errors.name?.message}
        hint={t('entrance.newProfileForm.da2A50Caratteri')}
      >
        {(control) => <Input {...control} autoComplete="off" autoCapitalize="words" {...form.register('name')} />}
      </Field>
      <Field id="profile-age" label={t('entrance.newProfileForm.eta')} required error={errors.age?.message}>
        {(control) => <Input {...control} inputMode="numeric" autoComplete="off" className="max-w-32" {...form.register('age')} />}
      </Field>
      <Field id="profile-email" label={t('entrance.newProfileForm.emailFacoltativa')} error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <RadioGroup id="profile-gender" legend={t('entrance.newProfileForm.genereFacoltativo')} options={GENDER_OPTIONS} {...form.register('gender')} />
      {errors.gender?.message ? (
        <p role="alert" className="-mt-3 text-sm font-medium text-red-700">
          {errors.gender.message}
        </p>
      ) : null}

      {passwordSetup ? (
        <p data-testid="password-note" className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-slate-800 ring-1 ring-amber-200">
          <KeyRound className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <span>
            <strong>{t('entrance.newProfileForm.nota')}</strong> {passwordNote(passwordSetup, Boolean(enrol))}
          </span>
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={() => (enrol ? enrol.onCancel() : void navigate(paths.home))} disabled={busy}>
          {t('entrance.shared.annulla')}
        </Button>
        <Button type="submit" size="lg" disabled={busy}>
          {create.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {t('entrance.newProfileForm.creaProfilo')}
        </Button>
      </div>
    </form>
  );
}
