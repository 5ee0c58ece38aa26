import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const field =
  'w-full rounded-xl border border-brand-200 bg-paper px-3 py-2 text-base text-ink placeholder:text-ink-muted focus-visible:border-brand-500 focus-visible:outline-3 focus-visible:outline-focus aria-[invalid=true]:border-danger-600 disabled:opacity-60';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(field, 'min-h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(field, 'min-h-28', className)} {...props} />;
}
