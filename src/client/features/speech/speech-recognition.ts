/**
 * The dictation adapter over the browser's SpeechRecognition (webkitSpeechRecognition in
 * Chromium). Final results are handed over one by one; our own stop is not an error.
 */

import { errorCode } from './speech-synthesis';

/** The parts of SpeechRecognition we use. Handlers receive events we narrow ourselves. */
export interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: never) => unknown) | null;
  onerror: ((event: never) => unknown) | null;
  onend: ((event: never) => unknown) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type RecognitionConstructor = new () => RecognitionLike;

function isRecognitionConstructor(value: unknown): value is RecognitionConstructor {
  return typeof value === 'function';
}

/** The browser's speech recognition constructor, or null where there is none. */
export function detectSpeechRecognition(win: Window | undefined = typeof window === 'undefined' ? undefined : window): RecognitionConstructor | null {
  if (!win) return null;
  const standard: unknown = Reflect.get(win, 'SpeechRecognition');
  if (isRecognitionConstructor(standard)) return standard;
  const prefixed: unknown = Reflect.get(win, 'webkitSpeechRecognition');
  return isRecognitionConstructor(prefixed) ? prefixed : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The final transcripts of a recognition result event, from its resultIndex on. */
export function finalTranscripts(event: unknown): string[] {
  if (!isRecord(event)) return [];
  const { results } = event;
  if (!isRecord(results) || typeof results.length !== 'number') return [];
  const from = typeof event.resultIndex === 'number' ? event.resultIndex : 0;
  const out: string[] = [];
  for (let i = from; i < results.length; i += 1) {
    const result = results[i];
    if (!isRecord(result) || result.isFinal !== true) continue;
    const best = result[0];
    if (isRecord(best) && typeof best.transcript === 'string' && best.transcript.trim() !== '') out.push(best.transcript.trim());
  }
  return out;
}

/** Appends dictated words to a text, with one space between them. */
export function appendTranscript(text: string, transcript: string): string {
  const words = transcript.trim();
  if (words === '') return text;
  if (text === '' || /\s$/.test(text)) return text + words;
  return `${text} ${words}`;
}

export interface DictationOptions {
  Recognition: RecognitionConstructor;
  lang?: string;
  onTranscript: (text: string) => void;
  onError: (code: string) => void;
  onListeningChange: (listening: boolean) => void;
}

export function createDictation({ Recognition, lang = 'it-IT', onTranscript, onError, onListeningChange }: DictationOptions) {
  let recognition: RecognitionLike | null = null;

  const start = () => {
    if (recognition) return;
    const r = new Recognition();
    r.lang = lang;
    r.continuous = true;
    r.interimResults = false;
    r.onresult = (event: unknown) => {
      for (const t of finalTranscripts(event)) onTranscript(t);
    };
    r.onerror = (event: unknown) => {
      const code = errorCode(event);
      // 'aborted' only means we stopped it.
      if (code !== 'aborted') onError(code);
    };
    r.onend = () => {
      if (recognition === r) recognition = null;
      onListeningChange(false);
    };
    recognition = r;
    try {
      r.start();
      onListeningChange(true);
    } catch (error) {
      recognition = null;
      onListeningChange(false);
      onError(error instanceof Error && error.name ? error.name : 'start-failed');
    }
  };

  const stop = () => recognition?.stop();

  /** Stops without delivering pending results (leaving the screen). */
  const abort = () => {
    const r = recognition;
    recognition = null;
    if (r) {
      r.onresult = null;
      r.onend = null;
      r.onerror = null;
      r.abort();
    }
  };

  return { start, stop, abort };
}
