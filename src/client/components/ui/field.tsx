import * as LabelPrimitive from '@radix-ui/react-label';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

/** A labelled form field with its hint and its error, announced to screen readers. */
export function Field({ id, label, error, hint, required, children, className }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <LabelPrimitive.Root htmlFor={id} className="font-semibold text-brand-900">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </LabelPrimitive.Root>
      {children}
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
