import { useEffect, useState } from 'react';
import { onOutboxChange, pending, type OutboxEntry } from './outbox';

/** The stories this profile saved on the device that still wait to be sent, oldest first; they follow the outbox. */
export function useQueuedStories(profileId: string | null): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    if (!profileId) return;
    let live = true;
    const read = () =>
      void pending(profileId)
        .then((list) => live && setEntries(list))
        .catch(() => live && setEntries([]));
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [profileId]);
  return profileId ? entries : [];
}
