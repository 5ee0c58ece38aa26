import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { SelectProps } from './select';

const RadixSelect = lazy(() => import('./select').then((m) => ({ default: m.Select })));

const TRIGGER =
  'flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-brand-200 bg-paper px-3 py-2 text-left text-base text-ink-soft';

/**
 * The Select of a first-paint screen (the home page's 'Seleziona Profilo'), for issue 16 (P1):
 * Radix Select with its positioning is about 19 KiB gzip, so the page first draws a trigger that
 * looks and is announced the same (a combobox with the same name and placeholder), and loads the
 * real Select when it is used: a click, Enter, Space or an arrow key loads it and opens it at once.
 * Only for a Select without a chosen value (the placeholder is what the trigger shows).
 */
export function DeferredSelect(props: Omit<SelectProps, 'value' | 'defaultOpen'>) {
  const [wanted, setWanted] = useState(false);
  const trigger = (onActivate?: () => void) => (
    <button
      type="button"
      id={props.id}
      role="combobox"
      aria-expanded={false}
      aria-label={props['aria-label']}
      disabled={props.disabled}
      className={TRIGGER}
      onClick={onActivate}
      onKeyDown={
        onActivate
          ? (event: KeyboardEvent) => {
              if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
                event.preventDefault();
                onActivate();
              }
            }
          : undefined
      }
    >
      <span>{props.placeholder}</span>
      <ChevronDown className="size-5 text-brand-700" aria-hidden="true" />
    </button>
  );
  if (!wanted) return trigger(() => setWanted(true));
  return (
    <Suspense fallback={trigger()}>
      <RadixSelect {...props} defaultOpen />
    </Suspense>
  );
}
