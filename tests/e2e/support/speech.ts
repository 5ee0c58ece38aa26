import type { Page } from '@playwright/test';

/**
 * Browser-boundary fakes for speech, installed with page.addInitScript before the app loads. The
 * app's own adapters (src/client/features/speech) still run: only window.speechSynthesis and
 * window.SpeechRecognition are replaced, because Chromium here has no voices and no microphone.
 */

export interface SpokenUtterance {
  text: string;
  lang: string;
}

/**
 * A speechSynthesis that records each utterance and holds it "speaking" until the test calls
 * finishUtterance(); pause/resume/cancel are counted. cancel() reports 'interrupted' on the
 * utterance being spoken, as Chromium does.
 */
export async function installFakeSpeechSynthesis(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Handlers {
      text: string;
      lang: string;
      onstart: ((e: Event) => void) | null;
      onend: ((e: Event) => void) | null;
      onerror: ((e: { error: string }) => void) | null;
    }
    const log = { spoken: [] as { text: string; lang: string }[], current: null as Handlers | null, paused: false, cancels: 0, pauses: 0, resumes: 0 };
    const synthesis = {
      get paused() {
        return log.paused;
      },
      get speaking() {
        return log.current !== null;
      },
      pending: false,
      speak(u: Handlers) {
        log.spoken.push({ text: u.text, lang: u.lang });
        log.current = u;
        setTimeout(() => u.onstart?.(new Event('start')), 0);
      },
      cancel() {
        log.cancels += 1;
        const u = log.current;
        log.current = null;
        u?.onerror?.({ error: 'interrupted' });
      },
      pause() {
        log.pauses += 1;
        log.paused = true;
      },
      resume() {
        log.resumes += 1;
        log.paused = false;
      },
      getVoices: () => [],
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
    Reflect.set(window, '__speech', {
      log,
      finish() {
        const u = log.current;
        log.current = null;
        u?.onend?.(new Event('end'));
        return u !== null;
      },
      fail(code: string) {
        const u = log.current;
        log.current = null;
        u?.onerror?.({ error: code });
      },
    });
  });
}

export interface SpeechLog {
  spoken: SpokenUtterance[];
  paused: boolean;
  cancels: number;
  pauses: number;
  resumes: number;
  speaking: boolean;
}

export async function speechLog(page: Page): Promise<SpeechLog> {
  return page.evaluate(() => {
    const speech: unknown = Reflect.get(window, '__speech');
    const log: unknown = speech && typeof speech === 'object' ? Reflect.get(speech, 'log') : null;
    if (!log || typeof log !== 'object') throw new Error('installFakeSpeechSynthesis was not called');
    const value = (key: string): unknown => Reflect.get(log, key);
    const spoken = value('spoken');
    return {
      spoken: Array.isArray(spoken) ? spoken : [],
      paused: value('paused') === true,
      cancels: Number(value('cancels')),
      pauses: Number(value('pauses')),
      resumes: Number(value('resumes')),
      speaking: value('current') !== null,
    };
  });
}

/** Ends the utterance being spoken (its onend fires); false when nothing was speaking. */
export async function finishUtterance(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const speech: unknown = Reflect.get(window, '__speech');
    const finish: unknown = speech && typeof speech === 'object' ? Reflect.get(speech, 'finish') : null;
    return typeof finish === 'function' ? finish() === true : false;
  });
}

/**
 * A SpeechRecognition (and webkitSpeechRecognition) that starts without a microphone; the test
 * makes it "hear" words with sayToMicrophone().
 */
export async function installFakeSpeechRecognition(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const instances: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      listening = false;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: ((e: unknown) => void) | null = null;
      constructor() {
        instances.push(this);
      }
      start() {
        this.listening = true;
      }
      stop() {
        this.listening = false;
        setTimeout(() => this.onend?.(new Event('end')), 0);
      }
      abort() {
        this.listening = false;
      }
    }
    Object.defineProperty(window, 'SpeechRecognition', { value: FakeRecognition, configurable: true });
    Object.defineProperty(window, 'webkitSpeechRecognition', { value: FakeRecognition, configurable: true });
    Reflect.set(window, '__recognition', {
      instances,
      say(text: string) {
        const r = [...instances].reverse().find((i) => i.listening);
        if (!r) return null;
        r.onresult?.({ resultIndex: 0, results: { length: 1, 0: { isFinal: true, length: 1, 0: { transcript: text, confidence: 0.9 } } } });
        return r.lang;
      },
      fail(code: string) {
        const r = [...instances].reverse().find((i) => i.listening);
        r?.onerror?.({ error: code });
      },
    });
  });
}

/** Delivers a final result to the listening recognition; returns its lang, or null when none listens. */
export async function sayToMicrophone(page: Page, text: string): Promise<string | null> {
  return page.evaluate((words) => {
    const rec: unknown = Reflect.get(window, '__recognition');
    const say: unknown = rec && typeof rec === 'object' ? Reflect.get(rec, 'say') : null;
    if (typeof say !== 'function') throw new Error('installFakeSpeechRecognition was not called');
    const lang: unknown = say(words);
    return typeof lang === 'string' ? lang : null;
  }, text);
}
