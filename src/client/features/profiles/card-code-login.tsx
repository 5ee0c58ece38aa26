import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CARD_CODE_PATTERN, CARD_MESSAGES, normalizeCardCode } from '../../../shared/schemas/login-card';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from 'sonner';
import { paths } from '../../paths';
import { t } from '../../i18n/it/login-cards';
import { LoginButton } from './profile-login';
import { toastLoginError, useCardLogin } from './use-login';

const formSchema = z.object({
  name: z
    .string()
    .max(200)
    .refine((v) => v.trim() !== '', t('loginCards.cardCode.scriviIlTuoNome')),
  code: z
    .string()
    .max(200)
    .refine((v) => v.trim() !== '', CARD_MESSAGES.codeRequired)
    .refine((v) => v.trim() === '' || CARD_CODE_PATTERN.test(normalizeCardCode(v)), CARD_MESSAGES.codeInvalid),
});
type CardCodeForm = z.infer<typeof formSchema>;

/**
 * 'Entra con la tessera' where there is no camera: the child types her name and the card's
 * words (spaces or hyphens between them, capitals and accents do not matter).
 */
export function CardCodeLogin({ onClose }: { onClose?: () => void }) {
  const navigate = useNavigate();
  const login = useCardLogin();
  const form = useForm<CardCodeForm>({ resolver: zodResolver(formSchema), defaultValues: { name: '', code: '' } });
  const { errors } = form.formState;

  const onValid = (input: CardCodeForm) =>
    login.mutate(input, {
      onSuccess: () => void navigate(paths.dashboard),
      onError: (error) => {
        form.setError('code', { type: 'server', message: toastLoginError(error, t('loginCards.shared.errore')) });
        form.setFocus('code', { shouldSelect: true });
      },
    });
  const onInvalid = (invalid: FieldErrors<CardCodeForm>) =>
    toast.error(t('loginCards.shared.errore'), { description: invalid.name?.message ?? invalid.code?.message ?? CARD_MESSAGES.codeInvalid });

  return (
    <form onSubmit={(e) => void form.handleSubmit(onValid, onInvalid)(e)} noValidate className="flex flex-col gap-4" aria-labelledby="card-code-title">
      <h2 id="card-code-title" className="text-xl font-bold text-brand-900">
        {t('loginCards.shared.titolo')}
      </h2>
      <p className="text-slate-700">{t('loginCards.cardCode.spiegazione')}</p>
      <Field id="card-name" label={t('loginCards.cardCode.ilTuoNome')} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" autoCapitalize="words" spellCheck={false} {...form.register('name')} />}
      </Field>
      <Field id="card-code" label={t('loginCards.cardCode.paroleDellaTessera')} hint={t('loginCards.cardCode.esempio')} error={errors.code?.message}>
        {(control) => <Input {...control} autoComplete="off" autoCapitalize="none" autoCorrect="off" spellCheck={false} {...form.register('code')} />}
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onClose ? (
          <Button variant="secondary" onClick={onClose}>
            {t('loginCards.cardCode.chiudi')}
          </Button>
        ) : null}
        <LoginButton pending={login.isPending} label={t('loginCards.cardCode.entra')} />
      </div>
    </form>
  );
}
