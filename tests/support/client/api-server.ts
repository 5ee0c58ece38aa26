import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { z } from 'zod';
import { apiErrorSchema, type ApiError } from '../../../src/shared/schemas/api-error';

/**
 * The network edge of the client component tests: Mock Service Worker intercepts `fetch` and
 * answers with handlers each test support module declares (story API, entrance API,
 * translation). Handlers stay thin: they answer what a test needs, built through the shared zod
 * response schemas (a schema change breaks them), and never re-implement the server's rules
 * (ownership, paging, filters): those are proved by the API tests against the real server.
 * A request no handler answers fails the test. Not a test file itself.
 */
export const apiServer = setupServer();

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  apiServer.resetHandlers();
  requestLog.length = 0;
});
afterAll(() => apiServer.close());

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, undefined without one. */
  body: unknown;
}

/** Every request the component sent in this test, in order (cleared after each test). */
const requestLog: RecordedRequest[] = [];
apiServer.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const entry: RecordedRequest = { method: request.method, path: url.pathname, query: url.searchParams, body: undefined };
  requestLog.push(entry);
  // Read a clone so the handler still gets the body; JSON only (files and forms stay undefined).
  if (request.headers.get('content-type')?.includes('application/json')) {
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text ? JSON.parse(text) : undefined;
      });
  }
});

/** The requests sent so far in this test. */
export function sentRequests(): readonly RecordedRequest[] {
  return requestLog;
}

/** A JSON answer that must match the shared response schema (parsed before it is sent). */
export function reply<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200) {
  return HttpResponse.json(schema.parse(body) as Record<string, unknown>, { status });
}

/** The server's error shape {"error":{"code","message"}}, checked against the shared schema. */
export function replyError(status: number, code: string, message: string, extra: Omit<ApiError['error'], 'code' | 'message'> = {}) {
  return HttpResponse.json(apiErrorSchema.parse({ error: { code, message, ...extra } }), { status });
}
