import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import * as LabelPrimitive from '@radix-ui/react-label';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface CheckboxProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The label beside the box; clicking it toggles the box. */
  children: ReactNode;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  className?: string;
}

/** A labelled tick box (Radix Checkbox): Space toggles it, the label is clickable. */
export function Checkbox({ id, checked, onCheckedChange, children, disabled, invalid, describedBy, className }: CheckboxProps) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <CheckboxPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        {...(disabled ? { disabled } : {})}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md border-2 border-brand-500 bg-paper text-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 aria-[invalid=true]:border-danger-600 disabled:opacity-50"
      >
        <CheckboxPrimitive.Indicator>
          <Check className="size-4" strokeWidth={3} aria-hidden="true" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <LabelPrimitive.Root htmlFor={id} className="cursor-pointer text-ink">
        {children}
      </LabelPrimitive.Root>
    </div>
  );
}
