import { LoaderCircle } from 'lucide-react';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';

interface ConsentValues {
  accepted: boolean;
  aiConsent: boolean;
  voiceConsent: boolean;
}

/**
 * The end of both consent forms (on /privacy-acceptance and from home): the required tick, the
 * separate AI tick (unticked, left out where the site has no AI helpers), the separate voice tick
 * (unticked, always there: recording needs no provider), the tick's error, and
 * 'Accetto', disabled with a note saying what is missing until the form is ready.
 */
export function ConsentTicks<T extends ConsentValues>(props: {
  idPrefix: string;
  control: Control<T>;
  acceptedError: FieldError | undefined;
  acceptLabel: ReactNode;
  /** The AI consent's text; null leaves the tick out. */
  aiLabel: ReactNode | null;
  /** The voice consent's text (the child records her own voice). */
  voiceLabel: ReactNode;
  ready: boolean;
  notReadyNote: string;
  pending: boolean;
  submitLabel: string;
}) {
  const { idPrefix, acceptedError, ready, pending } = props;
  const control = props.control as unknown as Control<ConsentValues>;
  const errorId = `${idPrefix}-accepted-error`;
  // One tick box bound to its form value; only the required one can be in error.
  const tick = (name: keyof ConsentValues, id: string, label: ReactNode, describedBy?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox id={`${idPrefix}-${id}`} checked={field.value} onCheckedChange={field.onChange} invalid={describedBy !== undefined} describedBy={describedBy}>
          {label}
        </Checkbox>
      )}
    />
  );
  return (
    <>
      {tick('accepted', 'accepted', props.acceptLabel, acceptedError ? errorId : undefined)}
      {props.aiLabel !== null ? tick('aiConsent', 'ai', props.aiLabel) : null}
      {tick('voiceConsent', 'voice', props.voiceLabel)}
      {acceptedError?.message ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {acceptedError.message}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {!ready ? <p className="text-sm text-slate-600">{props.notReadyNote}</p> : null}
        <Button type="submit" size="lg" variant="success" disabled={!ready || pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {props.submitLabel}
        </Button>
      </div>
    </>
  );
}
