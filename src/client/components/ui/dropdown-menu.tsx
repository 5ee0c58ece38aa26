import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A menu that does not hide the rest of the page from screen readers while it is open (Radix's
 * modal menus set aria-hidden on the page but leave its buttons focusable, which axe reports as
 * aria-hidden-focus); Escape, a click outside and Tab still close it.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

/** The menu's panel, in a portal, keyboard- and screen-reader-friendly (Radix). */
export function DropdownMenuContent({ className, sideOffset = 6, align = 'start', ...props }: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn('z-50 min-w-48 overflow-hidden rounded-xl bg-paper p-1 text-base text-ink shadow-lg ring-1 ring-brand-200', className)}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Item>) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        'relative flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-brand-100 data-[disabled]:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-brand-700',
        className,
      )}
      {...props}
    />
  );
}
