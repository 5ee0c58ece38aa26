import { startTransition, useEffect, useState } from 'react';

/** How many rows a list draws at once; the rest follow in a background render (issue 16, P2). */
export const FIRST_DRAWN = 10;

/**
 * The rows a long list draws now: the first `first` at once, then `first` more in each transition
 * that follows (React draws them in small slices and lets taps and keys through in between; each
 * step's commit stays short, so no long task blocks the page). A phone shows
 * fewer than 10 cards on its first screen, so what is on screen does not move; the rest are added
 * below it, in the same order, so keyboard and screen reader order are unchanged. Rows added later
 * (the next page) are drawn the same way, a step at a time. Remount the list (key) to start again from `first`.
 */
export function useDrawnInSteps<T>(rows: readonly T[], first = FIRST_DRAWN): readonly T[] {
  const [limit, setLimit] = useState(first);
  const total = rows.length;
  useEffect(() => {
    if (limit < total) startTransition(() => setLimit(Math.min(total, limit + first)));
  }, [limit, total, first]);
  return limit >= total ? rows : rows.slice(0, limit);
}
