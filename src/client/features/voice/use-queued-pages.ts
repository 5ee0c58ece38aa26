import { useEffect, useState } from 'react';
import { onRecordingOutboxChange, pendingRecordings } from '../offline/recording-outbox';

/** The pages of this story whose take waits on the device to be sent; they follow the outbox. */
export function useQueuedPages(storyId: string, profileId: string | null): ReadonlySet<number> {
  const [pages, setPages] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    if (!profileId) return;
    let live = true;
    const read = () =>
      void pendingRecordings(profileId)
        .then((list) => live && setPages(new Set(list.filter((e) => e.storyId === storyId).map((e) => e.page))))
        .catch(() => live && setPages(new Set()));
    read();
    const stop = onRecordingOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [storyId, profileId]);
  return pages;
}
