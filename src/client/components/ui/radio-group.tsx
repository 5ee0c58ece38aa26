import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

export interface RadioGroupProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'id'> {
  /** Prefix of each option's id. */
  id: string;
  legend: string;
  name: string;
  options: readonly RadioOption[];
  hint?: string;
  /** The chosen option of a controlled group (with `onChange`); a registered group leaves it out. */
  value?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A group of radio buttons in a fieldset with its legend: native inputs, so arrows move the
 * choice and react-hook-form can `register` the group directly (spread its props here).
 */
export function RadioGroup({ id, legend, name, options, hint, value, className, ...inputProps }: RadioGroupProps) {
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} {...(hint ? { 'aria-describedby': `${id}-hint` } : {})}>
      <legend className="mb-1.5 font-semibold text-brand-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value || 'none'}`;
          return (
            <label
              key={optionId}
              htmlFor={optionId}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-brand-200 bg-paper px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                className="size-4 accent-brand-700 focus-visible:outline-none"
                {...inputProps}
                {...(value === undefined ? {} : { checked: value === option.value })}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
