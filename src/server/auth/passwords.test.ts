import bcrypt from '@node-rs/bcrypt';
import { expect, test } from 'vitest';
import os from 'node:os';
import {
  dummyVerify,
  HASHING_THREAD_NICE,
  hashingThreadIds,
  hashPassword,
  PASSWORD_CHECKS_AT_ONCE,
  PASSWORD_QUEUE_MAX,
  passwordCheckLoad,
  verifyPassword,
} from './passwords';
import { HttpError, UNAVAILABLE_MESSAGE } from '../http/errors';

// Made by bcryptjs 3 (the previous hasher) — stored in existing databases, they must keep working.
const BCRYPTJS_2B_ANNA = '$2b$10$9ympx5eRop7GgAyAg.WeYuFzDmMGIfwMhMUp.MxsnCiQ82oeZOaYq';
const BCRYPTJS_2A_ANNA = '$2a$10$9ympx5eRop7GgAyAg.WeYuFzDmMGIfwMhMUp.MxsnCiQ82oeZOaYq';
const BCRYPTJS_SUPERUSER = '$2b$10$MP.eugEBQT1Or4AgVEAJj.AezavQs8BY.mzwnW9eysSe9j0vsn1v6';

test('hashes made by bcryptjs ($2a$ and $2b$) still verify, and wrong passwords do not', async () => {
  expect(await verifyPassword('anna', BCRYPTJS_2B_ANNA)).toBe(true);
  expect(await verifyPassword('anna', BCRYPTJS_2A_ANNA)).toBe(true);
  expect(await verifyPassword('Segreto della Maestra!', BCRYPTJS_SUPERUSER)).toBe(true);
  expect(await verifyPassword('Anna', BCRYPTJS_2B_ANNA)).toBe(false);
  expect(await verifyPassword('segreto della maestra!', BCRYPTJS_SUPERUSER)).toBe(false);
});

test('new hashes are bcrypt cost 10 and verify; a malformed stored hash is a wrong password, not a crash', async () => {
  const hash = await hashPassword('drago');
  expect(hash).toMatch(/^\$2[ab]\$10\$/);
  expect(await verifyPassword('drago', hash)).toBe(true);
  expect(await verifyPassword('drago!', hash)).toBe(false);
  expect(await verifyPassword('drago', 'not-a-hash')).toBe(false);
  expect(await dummyVerify('drago')).toBe(false);
});

test('at most PASSWORD_CHECKS_AT_ONCE checks run together; past the queue cap a check is refused with 503', async () => {
  expect(PASSWORD_CHECKS_AT_ONCE).toBeGreaterThanOrEqual(1);
  const total = PASSWORD_CHECKS_AT_ONCE + PASSWORD_QUEUE_MAX + 5;
  const cheap = bcrypt.hashSync('anna', { cost: 4 }); // the queue, not the hashing, is under test
  const checks = Array.from({ length: total }, () =>
    verifyPassword('anna', cheap).then(
      (ok) => ({ ok }),
      (error: unknown) => ({ error }),
    ),
  );
  const load = passwordCheckLoad();
  expect(load.running).toBe(PASSWORD_CHECKS_AT_ONCE);
  expect(load.waiting).toBe(PASSWORD_QUEUE_MAX);
  const results = await Promise.all(checks);
  const refused = results.filter((r) => 'error' in r);
  expect(refused).toHaveLength(5);
  for (const r of refused) {
    const error = (r as { error: unknown }).error;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 503, code: 'unavailable', message: UNAVAILABLE_MESSAGE });
  }
  expect(results.filter((r) => 'ok' in r && r.ok)).toHaveLength(PASSWORD_CHECKS_AT_ONCE + PASSWORD_QUEUE_MAX);
  expect(passwordCheckLoad()).toEqual({ running: 0, waiting: 0 });
});

test('checks run in hashing threads of their own at a lower CPU priority; the event loop keeps its own', async () => {
  expect(await verifyPassword('anna', BCRYPTJS_2B_ANNA)).toBe(true);
  const ids = await hashingThreadIds();
  expect(ids).toHaveLength(PASSWORD_CHECKS_AT_ONCE);
  for (const tid of ids) {
    // Linux: the nice value belongs to the thread, read back from the operating system.
    expect(tid).not.toBeNull();
    expect(tid).not.toBe(process.pid);
    expect(os.getPriority(tid ?? 0)).toBe(HASHING_THREAD_NICE);
  }
  expect(os.getPriority(process.pid)).not.toBe(HASHING_THREAD_NICE);
});
