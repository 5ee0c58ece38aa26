import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { AI_MESSAGES } from '../../shared/schemas/ai';
import { AI_MARKERS, startFakeAiServer, type FakeAiServer } from '../../../tests/fakes/fake-ai-server';
import { createTestApp, loginSuperuserCookie, sessionCookie, type TestApp } from '../../../tests/support/server/test-app';

/**
 * The AI day limits hold under parallel requests: each call takes its slot in the database before
 * the provider is called, so a burst cannot pass the limit, and a failed call gives its slot back.
 */
let fake: FakeAiServer;
let t: TestApp;

const STORY = "C'era una volta un piccolo drago di nome Fiammetta.\nViveva in un bosco pieno di fiori.";

async function childWithAiConsent(name: string) {
  const created = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name, age: 9 } });
  const consent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/consent',
    headers: { cookie: sessionCookie(created) },
    payload: { adultName: 'Maestra Lucia', accepted: true, aiConsent: true },
  });
  expect(consent.statusCode).toBe(200);
  return sessionCookie(consent);
}

// Each test calls from its own address: the routes' per-minute limit per address is not under test here.
const improve = (cookie: string, remoteAddress: string, content = `${STORY} ${AI_MARKERS.slow}`) =>
  t.app.inject({ method: 'POST', url: '/api/ai/improve', headers: { cookie }, remoteAddress, payload: { title: 'Il drago', content, style: 'ironico' } });
const chatCalls = () => fake.log.filter((r) => r.path === '/chat/completions').length;

beforeAll(async () => {
  // Slow answers keep every request of a burst in flight together.
  fake = await startFakeAiServer({ slowMs: 300 });
  t = await createTestApp({
    AI_BASE_URL: fake.url,
    AI_API_KEY: 'chiave-di-prova',
    AI_TEXT_MODEL: 'testo-finto',
    AI_IMAGE_MODEL: 'disegni-finto',
    AI_RETRY_DELAY_MS: '5',
    AI_TEXT_CALLS_PER_DAY: '20',
    AI_IMAGES_PER_DAY: '3',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});
beforeEach(() => fake.reset());

test('28 parallel text calls with a limit of 20: 20 answers, 8 refusals in Italian, 20 provider calls', async () => {
  const cookie = await childWithAiConsent('Alice Raffica');
  const replies = await Promise.all(Array.from({ length: 28 }, () => improve(cookie, '192.0.2.1')));
  const statuses = replies.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(20);
  const refused = replies.filter((r) => r.statusCode === 429);
  expect(refused).toHaveLength(8);
  for (const r of refused) expect(r.json().error).toEqual({ code: 'ai_limit', message: AI_MESSAGES.textLimit(20) });
  expect(chatCalls()).toBe(20);
  const status = await t.app.inject({ method: 'GET', url: '/api/ai/status', headers: { cookie } });
  expect(status.json().textCallsLeft).toBe(0);
});

test('a failed provider call gives its slot back: the day still has all its answers', async () => {
  const cookie = await childWithAiConsent('Bruno Riprova');
  const failed = await improve(cookie, '192.0.2.2', `${STORY} ${AI_MARKERS.serverError}`);
  expect(failed.statusCode).toBeGreaterThanOrEqual(500);
  const replies = await Promise.all(Array.from({ length: 22 }, () => improve(cookie, '192.0.2.2')));
  expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(20);
  expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(2);
});

test('images for the whole site: parallel drawings stop at the day limit', async () => {
  const su = await loginSuperuserCookie(t.app);
  const story = await t.app.inject({
    method: 'POST',
    url: '/api/stories',
    headers: { cookie: su },
    payload: { title: 'T', content: STORY, status: 'completed', mode: 'GHOST' },
  });
  expect(story.statusCode).toBe(201);
  const storyId: string = story.json().story.id;
  const replies = await Promise.all(
    Array.from({ length: 6 }, () => t.app.inject({ method: 'POST', url: '/api/ai/images', headers: { cookie: su }, payload: { storyId, style: 'Manga' } })),
  );
  expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(3);
  const refused = replies.filter((r) => r.statusCode === 429);
  expect(refused).toHaveLength(3);
  for (const r of refused) expect(r.json().error.message).toBe(AI_MESSAGES.imageLimit(3));
  expect(fake.log.filter((r) => r.path === '/images/generations')).toHaveLength(3);
});
