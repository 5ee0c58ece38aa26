import { afterAll, beforeAll, expect, test } from 'vitest';
import { AI_MESSAGES } from '../../shared/schemas/ai';
import { AI_MARKERS, startFakeAiServer, type FakeAiServer } from '../../../tests/fakes/fake-ai-server';
import { createChild, createTestApp, sessionCookie, type TestApp } from '../testing/test-app';

/**
 * Two app instances on one PostgreSQL (npm run test:pg), as behind a load balancer: a visitor who
 * alternates between them gets the limits once, not once per instance. SQLite runs one instance by
 * design, so this file only runs on PostgreSQL.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let fake: FakeAiServer;
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  if (!onPostgres) return;
  fake = await startFakeAiServer({ slowMs: 300 });
  const env = {
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'chiave-di-prova',
    AI_TEXT_MODEL: 'testo-finto',
    AI_RETRY_DELAY_MS: '5',
    AI_TEXT_CALLS_PER_DAY: '4',
    PUBLIC_SAVES_PER_HOUR: '3',
    LOGIN_RATE_LIMIT: '4',
  };
  one = await createTestApp(env);
  two = await createTestApp({ ...env, DATABASE_URL: one.env.DATABASE_URL });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
  await fake?.stop();
});

/** Half the requests to each instance, all at once. */
const alternate = <T>(n: number, call: (app: TestApp['app'], i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => call((i % 2 === 0 ? one : two).app, i)));

test.skipIf(!onPostgres)('the public-save quota of one address is one quota for both instances', async () => {
  const replies = await alternate(6, (app, i) =>
    app.inject({
      method: 'POST',
      url: '/api/stories',
      remoteAddress: '192.0.2.50',
      payload: { title: `Storia ${i}`, content: "C'era una volta un drago.", status: 'completed', mode: 'GHOST' },
    }),
  );
  expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(3);
  expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(3);
});

test.skipIf(!onPostgres)('the AI day limit of one profile holds across instances: 4 answers, 4 provider calls', async () => {
  const created = await one.app.inject({ method: 'POST', url: '/api/profiles', remoteAddress: '192.0.2.60', payload: { name: 'Alice Due', age: 9 } });
  const consent = await one.app.inject({
    method: 'POST',
    url: '/api/auth/consent',
    headers: { cookie: sessionCookie(created) },
    payload: { adultName: 'Maestra Lucia', accepted: true, aiConsent: true },
  });
  const cookie = sessionCookie(consent);
  fake.reset();
  const replies = await alternate(8, (app) =>
    app.inject({
      method: 'POST',
      url: '/api/ai/improve',
      headers: { cookie },
      payload: { title: 'Il drago', content: `C'era una volta un drago. ${AI_MARKERS.slow}`, style: 'ironico' },
    }),
  );
  expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(4);
  const refused = replies.filter((r) => r.statusCode === 429);
  expect(refused).toHaveLength(4);
  for (const r of refused) expect(r.json().error.message).toBe(AI_MESSAGES.textLimit(4));
  expect(fake.log.filter((r) => r.path === '/chat/completions')).toHaveLength(4);
});

test.skipIf(!onPostgres)('the join-code throttle (10 a minute per child) counts tries on both instances', async () => {
  const child = await createChild(one.app, 'Bruno Codici');
  const replies = await alternate(14, (app) =>
    app.inject({ method: 'POST', url: '/api/workshops/join', headers: { cookie: child.cookie }, payload: { code: 'ZZZ999' } }),
  );
  expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(4);
  expect(replies.filter((r) => r.statusCode !== 429).every((r) => r.statusCode === 404 || r.statusCode === 400)).toBe(true);
});

test.skipIf(!onPostgres)('a per-route limit (profile creation, LOGIN_RATE_LIMIT a minute per address) is one limit for both', async () => {
  const replies = await alternate(8, (app) => app.inject({ method: 'POST', url: '/api/profiles', remoteAddress: '192.0.2.70', payload: { name: '', age: 9 } }));
  expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(4);
  expect(replies.filter((r) => r.statusCode === 400)).toHaveLength(4);
});
