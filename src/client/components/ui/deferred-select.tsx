import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { SelectProps } from './select';

const RadixSelect = lazy(() => import('./select').then((m) => ({ default: m.Select })));

// The look of Radix Select's trigger (select.tsx); the placeholder is drawn softer than a chosen value.
const TRIGGER = 'flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-brand-200 bg-paper px-3 py-2 text-left text-base';

/**
 * The Select of a first screen: Radix Select is about 19 KiB gzip (home page JavaScript and
 * Lighthouse score, figures P1 and P2 in docs/benchmarks.md), so the page first draws a trigger
 * that looks and is announced the same, and loads the real Select, open, on a click, Enter, Space
 * or an arrow key.
 */
export function DeferredSelect(props: Omit<SelectProps, 'defaultOpen'>) {
  const [wanted, setWanted] = useState(false);
  const chosen = props.value === undefined ? undefined : props.options.find((o) => o.value === props.value)?.label;
  const trigger = (onActivate?: () => void) => (
    <button
      type="button"
      id={props.id}
      role="combobox"
      aria-expanded={false}
      aria-label={props['aria-label']}
      disabled={props.disabled}
      className={chosen === undefined ? `${TRIGGER} text-ink-soft` : TRIGGER}
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
      <span>{chosen ?? props.placeholder}</span>
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
