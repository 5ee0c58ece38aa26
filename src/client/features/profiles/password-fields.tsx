import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { t } from '../../i18n/it/entrance';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** The new password typed twice, with its rules said in words a child understands. */
export function NewPasswordFields<T extends NewPasswordValues>({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const errs = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <Field
        id={`${idPrefix}-password`}
        label={t('entrance.shared.nuovaPassword')}
        hint={t('entrance.passwordFields.almeno6CaratteriDiversaDal')}
        error={errs.password?.message}
      >
        <Input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="new-password"
          aria-invalid={errs.password ? true : undefined}
          aria-describedby={errs.password ? `${idPrefix}-password-hint ${idPrefix}-password-error` : `${idPrefix}-password-hint`}
          {...reg('password')}
        />
      </Field>
      <Field id={`${idPrefix}-confirm`} label={t('entrance.passwordFields.ripetiLaNuovaPassword')} error={errs.confirm?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...reg('confirm')} />}
      </Field>
    </>
  );
}
