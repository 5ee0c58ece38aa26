import { http } from 'msw';
import { TRANSLATION_MESSAGES, translateRequestSchema, translateResponseSchema, type TranslateRequest } from '../../../src/shared/schemas/translation';
import { apiServer, reply, replyError } from './api-server';

/**
 * The network edge for translation tests: a Mock Service Worker handler for /api/translate that
 * answers "{TO}:{text}", holds until released, or fails with the server's 502. Requests and
 * answers go through the shared schemas. Records every call.
 */
export function fakeTranslateApi(behaviour: 'ok' | 'fail' | 'hold' = 'ok') {
  const calls: TranslateRequest[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  apiServer.use(
    http.post('/api/translate', async ({ request }) => {
      const call = translateRequestSchema.parse(await request.json());
      calls.push(call);
      if (behaviour === 'hold') await held;
      if (behaviour === 'fail') return replyError(502, 'translation_failed', TRANSLATION_MESSAGES.failed);
      return reply(translateResponseSchema, { text: `${call.to.toUpperCase()}:${call.text}` });
    }),
  );
  return { calls, release: () => release() };
}
