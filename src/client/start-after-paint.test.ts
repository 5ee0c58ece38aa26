import { afterEach, beforeEach, expect, test, vi } from 'vitest';

// start-after-paint.ts: the one script of a page drawn at build time; the app's scripts and preloads
// wait in <template id="after-first-paint"> until the page has been painted once.

function drawnPage(): void {
  document.head.innerHTML =
    '<template id="after-first-paint"><link rel="modulepreload" href="/assets/index-a.js"><link rel="preload" as="fetch" href="/api/session"></template>';
}
const started = () => document.head.querySelectorAll(':scope > link').length;
let visibility: DocumentVisibilityState = 'visible';
let visibilitySpy: { mockRestore: () => void } | null = null;

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  visibilitySpy = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  drawnPage();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  visibilitySpy?.mockRestore();
  visibility = 'visible';
});

test('on screen: the scripts and preloads start after the second animation frame, once', async () => {
  await import('./start-after-paint');
  expect(started()).toBe(0);
  vi.advanceTimersToNextFrame();
  expect(started()).toBe(0);
  vi.advanceTimersToNextFrame();
  expect(started()).toBe(2);
  expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/index-a.js');
  // The safety timer finds them started: nothing twice.
  vi.advanceTimersByTime(1000);
  expect(started()).toBe(2);
});

test('a tab opened in the background starts at once', async () => {
  visibility = 'hidden';
  await import('./start-after-paint');
  expect(started()).toBe(2);
});

test('without animation frames (hidden meanwhile), the app starts after one second', async () => {
  vi.stubGlobal('requestAnimationFrame', () => 0);
  await import('./start-after-paint');
  vi.advanceTimersByTime(999);
  expect(started()).toBe(0);
  vi.advanceTimersByTime(1);
  expect(started()).toBe(2);
});

test('where the browser reports paints: the scripts start at the first contentful paint, not before', async () => {
  // jsdom reports no paints: this observer is handed the entries a browser would report.
  const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; disconnected: boolean }[] = [];
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  const paints = (...names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name) });
  await import('./start-after-paint');
  expect(observers).toHaveLength(1);
  // Frames without text (fonts still arriving) do not start them.
  vi.advanceTimersToNextFrame();
  vi.advanceTimersToNextFrame();
  expect(started()).toBe(0);
  observers[0]?.callback(paints('first-paint'));
  expect(started()).toBe(0);
  observers[0]?.callback(paints('first-contentful-paint'));
  expect(started()).toBe(2);
  expect(observers[0]?.disconnected).toBe(true);
  vi.advanceTimersByTime(1000);
  expect(started()).toBe(2);
});

test('should no paint be reported, the app starts after one second', async () => {
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    },
  );
  await import('./start-after-paint');
  vi.advanceTimersByTime(999);
  expect(started()).toBe(0);
  vi.advanceTimersByTime(1);
  expect(started()).toBe(2);
});
