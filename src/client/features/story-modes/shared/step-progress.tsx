import type { ReactNode } from 'react';

export interface StepProgressProps {
  /** The step in words, e.g. 'Domanda 2/6'. */
  caption: ReactNode;
  /** The progress bar's accessible name. */
  label: string;
  step: number;
  steps: number;
}

/** Where the child is in a guided mode: the step in words, then a progress bar. */
export function StepProgress({ caption, label, step, steps }: StepProgressProps) {
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{caption}</p>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-brand-100"
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={steps}
        aria-valuenow={step}
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${(step / steps) * 100}%` }} />
      </div>
    </>
  );
}
