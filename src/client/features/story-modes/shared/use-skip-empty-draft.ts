import { useEffect } from 'react';
import type { StoredDraft } from '../../drafts/draft-storage';

/**
 * A stored draft with nothing written in it (the child only looked around) is dropped at once
 * instead of asking 'Hai una storia in sospeso'.
 */
export function useSkipEmptyDraft<T>(draft: { pending: StoredDraft<T> | null; restart: () => void }, hasWork: (value: T) => boolean): void {
  const { pending, restart } = draft;
  useEffect(() => {
    if (pending && !hasWork(pending.value)) restart();
  }, [pending, restart, hasWork]);
}
