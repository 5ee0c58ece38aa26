import { afterAll, beforeAll, expect, test } from 'vitest';
import { SOCKET_MESSAGES_PER_WINDOW, SOCKET_WINDOW_MS } from '../../shared/schemas/workshop';
import { createTestApp, type TestApp } from '../../../tests/support/server/test-app';
import { memoryActorRate } from '../workshops/actor-rate';
import { countHit, counterKey, currentCount, giveBack, reserveSlot, sweepExpiredCounters } from './rate-counters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 27, 9) + ms);

test('a slot is taken under the limit, refused without counting past it, and the window starts again', async () => {
  const db = t.database.db;
  const hit = (ms: number) => reserveSlot(db, { scope: 'test:slot', subject: 'a', windowMs: MINUTE, limit: 2, now: at(ms) });
  expect((await hit(0)).allowed).toBe(true);
  expect((await hit(1000)).allowed).toBe(true);
  const refused = await hit(2000);
  expect(refused).toMatchObject({ allowed: false, count: 2, expiresAt: at(MINUTE).toISOString() });
  expect(await currentCount(db, 'test:slot', 'a', at(2000))).toBe(2);
  // The window started at the first hit: a minute later the count starts again.
  expect(await hit(MINUTE)).toMatchObject({ allowed: true, count: 1 });
});

test('parallel reservations never pass the limit; a slot given back is free again', async () => {
  const db = t.database.db;
  const hit = () => reserveSlot(db, { scope: 'test:burst', subject: 'b', windowMs: MINUTE, limit: 5, now: at(0) });
  const all = await Promise.all(Array.from({ length: 12 }, hit));
  expect(all.filter((r) => r.allowed)).toHaveLength(5);
  await giveBack(
    db,
    all.find((r) => r.allowed)!,
  );
  expect((await hit()).allowed).toBe(true);
  expect((await hit()).allowed).toBe(false);
});

test('a seed starts a new key from what was already done; a limit of 0 refuses at once', async () => {
  const db = t.database.db;
  const seeded = await reserveSlot(db, { scope: 'test:seed', subject: 'c', windowMs: MINUTE, limit: 3, now: at(0), seed: async () => 2 });
  expect(seeded).toMatchObject({ allowed: true, count: 3 });
  expect((await reserveSlot(db, { scope: 'test:zero', subject: 'c', windowMs: MINUTE, limit: 0, now: at(0) })).allowed).toBe(false);
});

test('counting without a limit, subjects stored hashed, ended windows swept', async () => {
  const db = t.database.db;
  for (let i = 0; i < 3; i += 1) await countHit(db, { scope: 'test:count', subject: '192.0.2.9', windowMs: MINUTE, now: at(0) });
  expect((await countHit(db, { scope: 'test:count', subject: '192.0.2.9', windowMs: MINUTE, now: at(0) })).count).toBe(4);
  const keys = (await db.selectFrom('rate_counters').select('key').execute()).map((r) => r.key);
  expect(keys).toContain(counterKey('test:count', '192.0.2.9'));
  expect(keys.some((k) => k.includes('192.0.2.9'))).toBe(false);
  await sweepExpiredCounters(db, at(10 * MINUTE));
  expect(await db.selectFrom('rate_counters').select('key').where('key', '=', counterKey('test:count', '192.0.2.9')).execute()).toEqual([]);
});

test('workshop actions in memory: per person over all their sockets, per window', async () => {
  let now = 0;
  const tooFast = memoryActorRate(() => now);
  for (let i = 0; i < SOCKET_MESSAGES_PER_WINDOW; i += 1) expect(await tooFast('w1', 'anna')).toBe(false);
  expect(await tooFast('w1', 'anna')).toBe(true);
  expect(await tooFast('w1', 'bruno')).toBe(false);
  now = SOCKET_WINDOW_MS;
  expect(await tooFast('w1', 'anna')).toBe(false);
});
