import { useEffect, useRef, useState } from 'react';
import { useStory } from './api/get-story';

/**
 * A list's play button (read aloud, the child's voice): lists carry no text, so the story is
 * fetched on the first press; call `useStartOnce` with what playback needs.
 */
export function useStoryOnPress(storyId: string) {
  const [pressed, setPressed] = useState(false);
  return { story: useStory(storyId, pressed), pressed, press: () => setPressed(true) };
}

/** Calls `start` once, the first time `ready` holds: the press was the user's gesture, so playback may begin. */
export function useStartOnce(ready: boolean, start: () => void) {
  const started = useRef(false);
  useEffect(() => {
    if (ready && !started.current) {
      started.current = true;
      start();
    }
  }, [ready, start]);
}
