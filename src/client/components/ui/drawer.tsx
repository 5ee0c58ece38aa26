import type { ReactNode } from 'react';
import { Drawer as DrawerPrimitive } from 'vaul';
import { cn } from '../../lib/cn';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read to screen readers under the title. */
  description?: string;
  children: ReactNode;
  className?: string;
}

/** A bottom sheet for phones (vaul): drag down, tap outside or Escape to close. */
export function Drawer({ open, onOpenChange, title, description, children, className }: DrawerProps) {
  return (
    <DrawerPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DrawerPrimitive.Portal>
        <DrawerPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <DrawerPrimitive.Content
          className={cn('fixed inset-x-0 bottom-0 z-50 flex max-h-[85vh] flex-col rounded-t-3xl bg-paper px-4 pb-6 pt-3 shadow-2xl outline-none', className)}
        >
          <div aria-hidden="true" className="mx-auto mb-3 h-1.5 w-12 shrink-0 rounded-full bg-slate-300" />
          <DrawerPrimitive.Title className="mb-1 break-words text-xl font-bold text-brand-900">{title}</DrawerPrimitive.Title>
          <DrawerPrimitive.Description className={description ? 'mb-3 text-ink-soft' : 'sr-only'}>{description ?? title}</DrawerPrimitive.Description>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </DrawerPrimitive.Content>
      </DrawerPrimitive.Portal>
    </DrawerPrimitive.Root>
  );
}
