import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import type { SelectProps } from '../../components/ui/select';

const RadixSelect = lazy(() => import('../../components/ui/select').then((m) => ({ default: m.Select })));

// The look of Radix Select's trigger with a chosen value (components/ui/select.tsx).
const TRIGGER = 'flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-brand-200 bg-paper px-3 py-2 text-left text-base';

/**
 * The archive's category filter (issue 16, P2): like DeferredSelect (components/ui/deferred-select.tsx)
 * on the home page, it first draws a trigger that looks and is announced the same (a combobox with
 * the chosen category) and loads Radix Select with its positioning on the first click, Enter, Space
 * or arrow key, opened at once. Kept apart from DeferredSelect, which shows no chosen value, so the
 * home page's chunks stay as they are.
 */
export function CategoryFilter(props: Omit<SelectProps, 'defaultOpen'> & { value: string }) {
  const [wanted, setWanted] = useState(false);
  const chosen = props.options.find((o) => o.value === props.value)?.label ?? props.placeholder;
  const trigger = (onActivate?: () => void) => (
    <button
      type="button"
      id={props.id}
      role="combobox"
      aria-expanded={false}
      aria-label={props['aria-label']}
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
      <span>{chosen}</span>
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
