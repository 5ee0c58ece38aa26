import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { RecordingDto } from '../../../shared/schemas/voice';
import { voicePages } from '../../../shared/voice-pages';
import type { ReadAloudStatus } from '../speech/speech-synthesis';
import type { ReadAloudHighlight } from '../speech/use-read-aloud';
import { voicePlaylist } from './voice-playlist';
import { t } from '../../i18n/it/voice';

export interface UseVoicePlayerOptions {
  content: string;
  /** None while they load. */
  recordings: readonly RecordingDto[] | undefined;
  /** Called as playback starts: the screen stops read-aloud then. */
  onStart?: () => void;
}

export interface VoicePlayerController {
  status: ReadAloudStatus;
  /** The recordings to play exist. */
  available: boolean;
  /** The page being played, lit like read-aloud's sentence. */
  highlight: ReadAloudHighlight | null;
  /** The story's page playing (1-based) and how many pages the story has. */
  position: { page: number; total: number } | null;
  /** The one button: start, pause or resume. */
  toggle: () => void;
  stop: () => void;
}

const NO_RECORDINGS: readonly RecordingDto[] = [];

/**
 * 'Ascolta la mia voce': the story's recordings played page after page with one audio element,
 * with the page being played lit like read-aloud's sentence. Stops when the screen is left.
 */
export function useVoicePlayer({ content, recordings = NO_RECORDINGS, onStart }: UseVoicePlayerOptions): VoicePlayerController {
  const playlist = useMemo(() => voicePlaylist(content, recordings), [content, recordings]);
  const pageCount = useMemo(() => voicePages(content).length, [content]);
  const [status, setStatus] = useState<ReadAloudStatus>('idle');
  const [index, setIndex] = useState<number | null>(null);
  const [element] = useState(() => new Audio());
  const playlistRef = useRef(playlist);
  playlistRef.current = playlist;
  const indexRef = useRef<number | null>(null);

  const stop = useCallback(() => {
    // Only an element that was given something to play has anything to stop.
    if (indexRef.current !== null) {
      element.pause();
      element.removeAttribute('src');
      element.load();
    }
    indexRef.current = null;
    setIndex(null);
    setStatus('idle');
  }, [element]);

  const cannotPlay = useCallback(() => {
    toast.error(t('voice.player.nonRiescoTitolo'), { description: t('voice.player.nonRiesco') });
    stop();
  }, [stop]);

  /** Plays the playlist's step `at`; past the end, stops. */
  const playAt = useCallback(
    (at: number) => {
      const item = playlistRef.current[at];
      if (!item) return stop();
      indexRef.current = at;
      setIndex(at);
      setStatus('playing');
      element.src = item.url;
      element.play().catch((error: unknown) => {
        // A pause or a stop while the audio loads is not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) cannotPlay();
      });
    },
    [element, stop, cannotPlay],
  );

  useEffect(() => {
    const ended = () => {
      if (indexRef.current !== null) playAt(indexRef.current + 1);
    };
    const failed = () => {
      if (indexRef.current !== null) cannotPlay();
    };
    element.addEventListener('ended', ended);
    element.addEventListener('error', failed);
    return () => {
      element.removeEventListener('ended', ended);
      element.removeEventListener('error', failed);
    };
  }, [element, playAt, cannotPlay]);

  // The voice belongs to this screen and this text: stop it when either goes away.
  useEffect(() => () => stop(), [stop, playlist]);

  const toggle = () => {
    if (status === 'playing') {
      element.pause();
      setStatus('paused');
      return;
    }
    if (status === 'paused' && indexRef.current !== null) {
      onStart?.();
      setStatus('playing');
      void element.play().catch(() => stop());
      return;
    }
    if (playlist.length === 0) return;
    onStart?.();
    playAt(0);
  };

  const item = index === null ? undefined : playlist[index];
  return {
    status,
    available: playlist.length > 0,
    highlight: item ? { part: 'text', start: item.page.start, end: item.page.end } : null,
    position: item ? { page: item.page.index + 1, total: pageCount } : null,
    toggle,
    stop,
  };
}
