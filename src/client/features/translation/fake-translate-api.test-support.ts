import { vi } from 'vitest';
import { translateRequestSchema, type TranslateRequest } from '../../../shared/schemas/translation';

/**
 * The network edge for translation tests: a fake /api/translate behind `fetch` that answers
 * "{TO}:{text}", holds until released, or fails with the server's 502. Records every call.
 */
export function fakeTranslateApi(behaviour: 'ok' | 'fail' | 'hold' = 'ok') {
  const calls: TranslateRequest[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const call = translateRequestSchema.parse(JSON.parse(String(init.body)));
      calls.push(call);
      if (behaviour === 'hold') await held;
      if (behaviour === 'fail') return new Response(JSON.stringify({ error: { code: 'translation_failed', message: 'Impossibile tradurre il testo' } }), { status: 502 });
      return new Response(JSON.stringify({ text: `${call.to.toUpperCase()}:${call.text}` }), { status: 200 });
    }),
  );
  return { calls, release: () => release() };
}
