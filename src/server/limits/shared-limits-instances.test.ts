import { afterAll, beforeAll, expect, test } from 'vitest';
import { AI_MESSAGES } from '../../shared/schemas/ai';
import { AI_MARKERS, startFakeAiServer, type FakeAiServer } from '../../../tests/fakes/fake-ai-server';
import type { WorkshopView } from '../../shared/workshop/view';
import { LiveClient } from '../../../tests/support/server/live-client';
import { createChild, createTestApp, loginSuperuserCookie, sessionCookie, type TestApp } from '../../../tests/support/server/test-app';

/**
 * Two app instances on one PostgreSQL (npm run test:pg), as behind a load balancer: a visitor who
 * alternates between them gets the limits once, not once per instance. SQLite runs one instance by
 * design, so this file only runs on PostgreSQL.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let fake: FakeAiServer;
let one: TestApp;
let two: TestApp;
const sockets: LiveClient[] = [];

async function listen(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

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
  for (const c of sockets) c.close();
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

test.skipIf(!onPostgres)('workshop actions are counted per child over her sockets on both instances', async () => {
  const [urlOne, urlTwo] = [await listen(one), await listen(two)];
  const su = await loginSuperuserCookie(one.app);
  const created = await one.app.inject({
    method: 'POST',
    url: '/api/workshops',
    headers: { cookie: su },
    payload: { method: 'CAMPBELL', turnMode: 'together' },
  });
  const w = created.json<{ workshop: WorkshopView }>().workshop;
  const child = await createChild(one.app, 'Carla Svelta');
  expect((await one.app.inject({ method: 'POST', url: '/api/workshops/join', headers: { cookie: child.cookie }, payload: { code: w.code } })).statusCode).toBe(
    200,
  );
  const a = await LiveClient.open(urlOne, w.id, child.cookie);
  const b = await LiveClient.open(urlTwo, w.id, child.cookie);
  sockets.push(a, b);
  // 12 actions on each socket: under each socket's own 20 a window, over the child's 20 together
  // (the first twelve one by one, the next in a burst).
  for (let i = 1; i <= 12; i += 1) {
    const answered = a.errors.length;
    a.send({ kind: 'action', action: { type: 'propose', text: `Idea A${i}` } });
    await a.until((v) => v.proposals.some((p) => p.text === `Idea A${i}`) || a.errors.length > answered, `action A${i} handled`);
  }
  for (let i = 1; i <= 12; i += 1) b.send({ kind: 'action', action: { type: 'propose', text: `Idea B${i}` } });
  const tooFast = () => b.errors.filter((e) => e.code === 'too_fast').length;
  await b.until(() => tooFast() >= 4, 'four refused on the second instance');
  expect(tooFast()).toBe(4);
  expect(a.errors.filter((e) => e.code === 'too_fast')).toEqual([]);
});
