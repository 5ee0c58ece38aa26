import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { t } from '../../i18n/it/entrance';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

type NewPasswordFieldsProps<T extends NewPasswordValues> = { idPrefix: string; register: UseFormRegister<T>; errors: FieldErrors<T> };

/** The new password typed twice, with its rules said in words a child understands. */
export function NewPasswordFields<T extends NewPasswordValues>({ idPrefix, register, errors }: NewPasswordFieldsProps<T>) {
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
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...reg('password')} />}
      </Field>
      <Field id={`${idPrefix}-confirm`} label={t('entrance.passwordFields.ripetiLaNuovaPassword')} error={errs.confirm?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...reg('confirm')} />}
      </Field>
    </>
  );
}
