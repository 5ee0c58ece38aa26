import * as LabelPrimitive from '@radix-ui/react-label';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What a field hands its control: the id its label points at, and what describes it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  /** Ids of other texts that describe the control (a help paragraph outside the field). */
  describedBy?: string | undefined;
  /** The control, or a function that draws it with the field's id and aria attributes. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
  className?: string;
}

/** A labelled form field with its hint and its error, announced to screen readers. */
export function Field({ id, label, error, hint, required, describedBy, children, className }: FieldProps) {
  const description = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, describedBy].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': description || undefined,
  };
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <LabelPrimitive.Root htmlFor={id} className="font-semibold text-brand-900">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </LabelPrimitive.Root>
      {typeof children === 'function' ? children(control) : children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
