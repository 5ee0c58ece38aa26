import { afterEach, expect, test } from 'vitest';
import { PUBLIC_SAVE_MESSAGES } from '../../shared/schemas/public-save';
import { seedStories } from '../../../tests/support/server/seed-stories';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { PublicSaveQuota } from './public-save-quota';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const story = (title: string, content = "C'era una volta un drago gentile.") => ({ title, content, status: 'completed', mode: 'GHOST' });

async function save(title: string, opts: { address?: string; cookie?: string; headers?: Record<string, string>; content?: string } = {}) {
  return t!.app.inject({
    method: 'POST',
    url: '/api/stories',
    payload: story(title, opts.content),
    remoteAddress: opts.address ?? '192.0.2.10',
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
  });
}

const anonymousCount = async () => (await t!.database.db.selectFrom('stories').select('id').where('author_id', 'is', null).execute()).length;

test('per address per hour: the next public save gets 429 with Retry-After; another address and a profile still save', async () => {
  t = await createTestApp({ PUBLIC_SAVES_PER_HOUR: '3', PUBLIC_SAVES_PER_DAY: '10' });
  for (let i = 1; i <= 3; i += 1) expect((await save(`Storia ${i}`)).statusCode).toBe(201);
  const refused = await save('Storia 4');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ error: { code: 'public_save_limit', message: PUBLIC_SAVE_MESSAGES.hourLimit } });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
  expect(await anonymousCount()).toBe(3);
  expect((await save('Altra scuola', { address: '198.51.100.7' })).statusCode).toBe(201);
  const child = await createChild(t.app, 'Anna');
  expect((await save('Di Anna', { cookie: child.cookie })).statusCode).toBe(201);
});

test('per day: a steady trickle is stopped at the daily cap (the clock moved on by hand)', async () => {
  t = await createTestApp();
  const quota = new PublicSaveQuota({ PUBLIC_SAVES_PER_HOUR: 2, PUBLIC_SAVES_PER_DAY: 5, MODERATION_QUEUE_MAX: 1000, PUBLIC_STORY_MAX_BYTES: 10_000 });
  const input = { ...story('x'), status: 'completed', mode: 'GHOST' } as Parameters<PublicSaveQuota['reserve']>[2];
  const start = Date.UTC(2026, 10, 24, 8);
  const HOUR = 3_600_000;
  // Two an hour for two and a half hours: five saves, then the day is full.
  for (const at of [0, 0.1, 1.05, 1.1, 2.2]) await quota.reserve(t.database.db, 'a', input, start + at * HOUR);
  await expect(quota.reserve(t.database.db, 'a', input, start + 3.5 * HOUR)).rejects.toMatchObject({ statusCode: 429, message: PUBLIC_SAVE_MESSAGES.dayLimit });
  // Another address is counted on its own.
  await expect(quota.reserve(t.database.db, 'b', input, start)).resolves.toBeTypeOf('function');
  // A day after the first save, room again.
  await expect(quota.reserve(t.database.db, 'a', input, start + 24.2 * HOUR)).resolves.toBeTypeOf('function');
});

test('a public save that fails does not use up the quota', async () => {
  t = await createTestApp({ PUBLIC_SAVES_PER_HOUR: '1' });
  const child = await createChild(t.app, 'Bruno');
  const own = await save('Di Bruno', { cookie: child.cookie });
  const id = own.json().story.id as string;
  // The public user cannot overwrite Bruno's story: 404, and the slot is given back.
  const stolen = await t.app.inject({ method: 'POST', url: '/api/stories', payload: { ...story('Rubata'), id }, remoteAddress: '192.0.2.10' });
  expect(stolen.statusCode).toBe(404);
  expect((await save('Vera')).statusCode).toBe(201);
});

test('the moderation queue has a cap: 507 when full, room again once the superuser publishes', async () => {
  t = await createTestApp({ MODERATION_QUEUE_MAX: '4' });
  const ids = await seedStories(
    t.database.db,
    [1, 2, 3].map((i) => ({ authorId: null, authorName: 'Anonimo', title: `In attesa ${i}` })),
  );
  await seedStories(t.database.db, [{ authorId: null, authorName: 'Anonimo', title: 'Già pubblicata', isPublic: true }]);
  expect((await save('Quarta')).statusCode).toBe(201);
  const full = await save('Quinta', { address: '203.0.113.9' });
  expect(full.statusCode).toBe(507);
  expect(full.json()).toEqual({ error: { code: 'moderation_queue_full', message: PUBLIC_SAVE_MESSAGES.queueFull } });
  const su = await loginSuperuserCookie(t.app);
  expect((await t.app.inject({ method: 'POST', url: `/api/stories/${ids[0]}/publish`, headers: { cookie: su } })).statusCode).toBe(200);
  expect((await save('Quinta', { address: '203.0.113.9' })).statusCode).toBe(201);
});

test('a public story over the size cap gets 413 with a clear message; a profile may save it', async () => {
  t = await createTestApp({ PUBLIC_STORY_MAX_BYTES: '2048' });
  const long = 'è'.repeat(1100); // 2200 bytes in UTF-8
  const refused = await save('Lunga', { content: long });
  expect(refused.statusCode).toBe(413);
  expect(refused.json()).toEqual({ error: { code: 'public_story_too_large', message: PUBLIC_SAVE_MESSAGES.tooLarge } });
  expect(await anonymousCount()).toBe(0);
  expect((await save('Corta', { content: 'è'.repeat(900) })).statusCode).toBe(201);
  const child = await createChild(t.app, 'Carla');
  expect((await save('Lunga di Carla', { cookie: child.cookie, content: long })).statusCode).toBe(201);
});

test('behind a trusted proxy each client address has its own quota; without TRUST_PROXY the header is ignored', async () => {
  t = await createTestApp({ PUBLIC_SAVES_PER_HOUR: '1', TRUST_PROXY: '127.0.0.1' });
  const viaProxy = (title: string, client: string) => save(title, { address: '127.0.0.1', headers: { 'x-forwarded-for': client } });
  expect((await viaProxy('Uno', '10.0.0.1')).statusCode).toBe(201);
  expect((await viaProxy('Due', '10.0.0.2')).statusCode).toBe(201);
  expect((await viaProxy('Tre', '10.0.0.1')).statusCode).toBe(429);
  await t.close();

  t = await createTestApp({ PUBLIC_SAVES_PER_HOUR: '1' });
  expect((await viaProxy('Uno', '10.0.0.1')).statusCode).toBe(201);
  expect((await viaProxy('Due', '10.0.0.2')).statusCode).toBe(429);
});
