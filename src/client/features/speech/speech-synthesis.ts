/**
 * The read-aloud adapter: a small state machine (idle → playing → paused → playing) over the
 * browser's speechSynthesis, speaking one utterance per sentence. The browser objects come in as
 * a boundary so tests (and e2e fakes) can stand in for them.
 */

export interface VoiceLike {
  lang: string;
  name: string;
}

/** The parts of SpeechSynthesisUtterance we use. Handlers receive events we narrow ourselves. */
export interface UtteranceLike {
  text: string;
  lang: string;
  voice: VoiceLike | null;
  /** 0–2, 1 by default: set only when a voice style asks for it. */
  pitch?: number;
  /** 0.1–10, 1 by default: set only when a voice style asks for it. */
  rate?: number;
  onstart: ((event: never) => unknown) | null;
  onend: ((event: never) => unknown) | null;
  onerror: ((event: never) => unknown) | null;
}

/** The parts of window.speechSynthesis we use. */
export interface SynthesisLike {
  readonly paused?: boolean;
  speak(utterance: UtteranceLike): void;
  cancel(): void;
  pause(): void;
  resume(): void;
  getVoices?(): readonly VoiceLike[];
}

export interface SpeechSynthesisBoundary {
  synthesis: SynthesisLike;
  createUtterance: (text: string) => UtteranceLike;
}

/** The browser's speech synthesis, or null where there is none (capability detection). */
export function detectSpeechSynthesis(win: Window | undefined = typeof window === 'undefined' ? undefined : window): SpeechSynthesisBoundary | null {
  if (!win || !('speechSynthesis' in win) || !win.speechSynthesis) return null;
  const Utterance: unknown = Reflect.get(win, 'SpeechSynthesisUtterance');
  if (!isUtteranceConstructor(Utterance)) return null;
  return { synthesis: win.speechSynthesis, createUtterance: (text) => new Utterance(text) };
}

function isUtteranceConstructor(value: unknown): value is new (text: string) => UtteranceLike {
  return typeof value === 'function';
}

/**
 * How a voice should sound (the viewers' Uomo / Donna / Bambino / Bambina): pitch and rate shape
 * the language's voice where the browser has no distinct ones; `prefers` picks a matching voice
 * of that language when there is one.
 */
export interface VoiceStyle {
  pitch: number;
  rate: number;
  prefers?: (voice: VoiceLike) => boolean;
}

export type ReadAloudStatus = 'idle' | 'playing' | 'paused';

export interface ReadAloudState {
  status: ReadAloudStatus;
  /** Index of the sentence being read, null when idle. */
  index: number | null;
}

export const IDLE: ReadAloudState = { status: 'idle', index: null };

/** Error codes the browser reports when we cancel speech ourselves: not errors for the child. */
const OWN_CANCEL_CODES = new Set(['interrupted', 'canceled']);

export interface ReadAloudOptions {
  boundary: SpeechSynthesisBoundary;
  onChange: (state: ReadAloudState) => void;
  /**
   * A real speech failure (not our own cancel), with the browser's error code and whether the
   * device has a voice for the language at all (without one, Chromium only says 'synthesis-failed').
   */
  onError: (code: string, hasVoice: boolean) => void;
}

/** The error code of a speech error event (synthesis or recognition). */
export function errorCode(event: unknown): string {
  if (typeof event === 'object' && event !== null && 'error' in event && typeof event.error === 'string') return event.error;
  return 'unknown';
}

function pickVoice(synthesis: SynthesisLike, lang: string, prefers?: (voice: VoiceLike) => boolean): VoiceLike | null {
  const voices = synthesis.getVoices?.() ?? [];
  const wanted = lang.toLowerCase();
  const base = wanted.split('-')[0] ?? wanted;
  const normal = (v: VoiceLike) => v.lang.toLowerCase().replace('_', '-');
  const exact = voices.filter((v) => normal(v) === wanted);
  const sameLanguage = voices.filter((v) => normal(v).startsWith(base));
  if (prefers) {
    const preferred = exact.find(prefers) ?? sameLanguage.find(prefers);
    if (preferred) return preferred;
  }
  return exact[0] ?? sameLanguage[0] ?? null;
}

export function createReadAloud({ boundary, onChange, onError }: ReadAloudOptions) {
  const { synthesis, createUtterance } = boundary;
  let state: ReadAloudState = IDLE;
  /** Each start or stop begins a new run; callbacks of older utterances are ignored. */
  let run = 0;
  let sentences: readonly string[] = [];
  let lang = 'it-IT';
  let style: VoiceStyle | undefined;

  const set = (next: ReadAloudState) => {
    if (next.status === state.status && next.index === state.index) return;
    state = next;
    onChange(state);
  };

  const finish = () => {
    run += 1;
    set(IDLE);
  };

  const speakAt = (index: number, myRun: number) => {
    if (myRun !== run) return;
    const text = sentences[index];
    if (text === undefined) {
      finish();
      return;
    }
    const utterance = createUtterance(text);
    utterance.lang = lang;
    const voice = pickVoice(synthesis, lang, style?.prefers);
    if (voice) utterance.voice = voice;
    if (style) {
      utterance.pitch = style.pitch;
      utterance.rate = style.rate;
    }
    utterance.onend = () => {
      if (myRun === run) speakAt(index + 1, myRun);
    };
    utterance.onerror = (event: unknown) => {
      if (myRun !== run) return;
      const code = errorCode(event);
      if (OWN_CANCEL_CODES.has(code)) return;
      run += 1;
      synthesis.cancel();
      set(IDLE);
      onError(code, pickVoice(synthesis, lang) !== null);
    };
    set({ status: state.status === 'paused' ? 'paused' : 'playing', index });
    synthesis.speak(utterance);
  };

  const stop = () => {
    run += 1;
    if (state.status !== 'idle') synthesis.cancel();
    set(IDLE);
  };

  /** Starts reading the sentences from the first; false when there is nothing to read. */
  const start = (next: readonly string[], nextLang: string, nextStyle?: VoiceStyle) => {
    const cleaned = next.filter((s) => s.trim() !== '');
    run += 1;
    synthesis.cancel();
    // Chromium keeps a global pause across cancel(): a new reading would stay silent.
    if (synthesis.paused) synthesis.resume();
    if (cleaned.length === 0) {
      set(IDLE);
      return false;
    }
    sentences = cleaned;
    lang = nextLang;
    style = nextStyle;
    state = { status: 'playing', index: null };
    speakAt(0, run);
    return true;
  };

  const pause = () => {
    if (state.status !== 'playing') return;
    synthesis.pause();
    set({ status: 'paused', index: state.index });
  };

  const resume = () => {
    if (state.status !== 'paused') return;
    synthesis.resume();
    set({ status: 'playing', index: state.index });
  };

  /** The one button: idle → start, playing → pause, paused → resume. */
  const toggle = (next: readonly string[], nextLang: string, nextStyle?: VoiceStyle) => {
    if (state.status === 'playing') pause();
    else if (state.status === 'paused') resume();
    else return start(next, nextLang, nextStyle);
    return true;
  };

  return { start, pause, resume, toggle, stop, getState: () => state };
}
