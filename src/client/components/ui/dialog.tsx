import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../i18n/it/components';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

export interface DialogContentProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Where focus goes when the dialog closes (default: its trigger); e.g. a shared dialog's opener. */
  onCloseAutoFocus?: (event: Event) => void;
}

export function DialogContent({ title, description, children, className, onCloseAutoFocus }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-paper p-6 shadow-xl',
          className,
        )}
        aria-describedby={description ? undefined : undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogPrimitive.Title className="pr-8 text-xl font-bold text-brand-900">{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-2 text-ink-soft">{description}</DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close className="absolute right-3 top-3 rounded-lg p-2 text-ink-soft hover:bg-brand-100" aria-label={t('components.shared.chiudi')}>
          <X className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
