import { useMemo } from 'react';
import { useQueuedRecordings } from '../offline/recording-outbox';

/** The pages of this story whose take waits on the device to be sent; they follow the outbox. */
export function useQueuedPages(storyId: string, profileId: string | null): ReadonlySet<number> {
  const entries = useQueuedRecordings(profileId);
  return useMemo(() => new Set(entries.filter((e) => e.storyId === storyId).map((e) => e.page)), [entries, storyId]);
}
