import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { foldText } from '../../../shared/fold-text';
import { cn } from '../../lib/cn';

/**
 * While the list is open Radix hides the rest of the page from screen readers (aria-hidden on
 * it, marked data-aria-hidden) and traps the focus in the list, but the hidden buttons stay
 * focusable, which axe reports as aria-hidden-focus. This makes what Radix hid inert as well for
 * as long as the list is open, and gives it back (`release`) before Radix returns the focus to the
 * trigger.
 */
function useInertWhileOpen(open: boolean): () => void {
  const made = useRef(new Set<Element>());
  const release = useCallback(() => {
    for (const element of made.current) element.removeAttribute('inert');
    made.current.clear();
  }, []);
  useEffect(() => {
    if (!open) return;
    const sync = () => {
      for (const element of document.querySelectorAll('[data-aria-hidden="true"]')) {
        if (element.hasAttribute('inert')) continue;
        element.setAttribute('inert', '');
        made.current.add(element);
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-aria-hidden'] });
    return () => {
      observer.disconnect();
      release();
    };
  }, [open, release]);
  return release;
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  id?: string;
  value?: string;
  onValueChange: (value: string) => void;
  placeholder: string;
  options: readonly SelectOption[];
  'aria-label'?: string;
  className?: string;
  disabled?: boolean;
  /** Opens at once when it mounts (DeferredSelect: the click that loaded it opens it). */
  defaultOpen?: boolean;
}

/** A dropdown built on Radix Select: keyboard, typeahead and screen readers included. */
export function Select({ id, value, onValueChange, placeholder, options, className, disabled, defaultOpen, ...rest }: SelectProps) {
  const [open, setOpen] = useState(defaultOpen === true);
  const release = useInertWhileOpen(open);
  return (
    <SelectPrimitive.Root
      open={open}
      onOpenChange={setOpen}
      {...(value !== undefined ? { value } : {})}
      // Only a value among the options is passed on: Radix can report '' when a controlled value or
      // the list of options changes (radix-ui/primitives#3135), which would clear a chosen filter.
      onValueChange={(next) => {
        if (options.some((option) => option.value === next)) onValueChange(next);
      }}
      {...(disabled ? { disabled } : {})}
    >
      <SelectPrimitive.Trigger
        id={id}
        aria-label={rest['aria-label']}
        className={cn(
          'flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-brand-200 bg-paper px-3 py-2 text-left text-base data-[placeholder]:text-ink-soft',
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon>
          <ChevronDown className="size-5 text-brand-700" aria-hidden="true" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={release}
          // Never taller than the room the window leaves on the side it opens (page scroll is locked
          // while it is open): a long list scrolls inside instead of running off the screen.
          className="z-50 max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl bg-paper shadow-lg ring-1 ring-brand-200"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((o) => (
              <SelectPrimitive.Item
                key={o.value}
                value={o.value}
                // Type-ahead without accents, as a child types: 'zoe' reaches 'Zoë'.
                textValue={foldText(o.label)}
                className="relative flex min-h-11 cursor-pointer select-none items-center rounded-lg py-2 pl-8 pr-3 text-base outline-none data-[highlighted]:bg-brand-100"
              >
                <SelectPrimitive.ItemIndicator className="absolute left-2">
                  <Check className="size-4" aria-hidden="true" />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
