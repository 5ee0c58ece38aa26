import type { FormEvent } from 'react';

/** A form's submit handler: the page stays (no browser submit) and `action` runs. */
export function submitHandler(action: () => void): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    action();
  };
}
