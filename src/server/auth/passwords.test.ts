import bcrypt from '@node-rs/bcrypt';
import { afterAll, expect, test, vi } from 'vitest';
import {
  admitPasswordCheck,
  dummyVerify,
  hashPassword,
  PASSWORD_CHECKS_AT_ONCE,
  PASSWORD_CHECKS_PER_CLIENT,
  PASSWORD_QUEUE_MAX,
  passwordCheckLoad,
  restAfterCheck,
  verifyPassword,
} from './passwords';
import { HttpError, ThrottledError, UNAVAILABLE_MESSAGE } from '../http/errors';
import { createChild, createTestApp, type TestApp } from '../../../tests/support/server/test-app';

// Made by bcryptjs 3 and stored in existing databases: they must keep working.
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

test('an error of the hasher is an error, never a wrong password, and frees its slot', async () => {
  const failure = new Error('hasher stopped');
  const verify = vi.spyOn(bcrypt, 'verify').mockRejectedValue(failure);
  const hash = vi.spyOn(bcrypt, 'hash').mockRejectedValueOnce(failure);
  try {
    await expect(verifyPassword('anna', BCRYPTJS_2B_ANNA)).rejects.toBe(failure);
    await expect(dummyVerify('anna')).rejects.toBe(failure);
    await expect(hashPassword('anna')).rejects.toBe(failure);
  } finally {
    verify.mockRestore();
    hash.mockRestore();
  }
  await vi.waitFor(() => expect(passwordCheckLoad()).toMatchObject({ running: 0, waiting: 0, priorityWaiting: 0 }));
  expect(await verifyPassword('anna', BCRYPTJS_2B_ANNA)).toBe(true);
});

let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
});

test('a login whose hasher fails answers 500, not a wrong password, and the try is not counted', async () => {
  t = await createTestApp();
  await createChild(t.app, 'Nina Guasto');
  const login = (password: string) =>
    t!.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.91.0.1', payload: { name: 'Nina Guasto', password } });
  const verify = vi.spyOn(bcrypt, 'verify').mockRejectedValue(new Error('hasher stopped'));
  try {
    // More tries than the throttle lets through: none of them was counted, none waits.
    for (let i = 0; i < 8; i += 1) {
      const res = await login(`prova-${i}`);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ error: { code: 'internal' } });
    }
  } finally {
    verify.mockRestore();
  }
  expect((await login('prova')).statusCode).toBe(401);
  expect((await login('nina guasto')).statusCode).toBe(200);
}, 30_000);

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
  // A slot may rest a moment after its last check (below) before it is free again.
  await vi.waitFor(() => expect(passwordCheckLoad()).toMatchObject({ running: 0, waiting: 0, priorityWaiting: 0 }));
});

test('a check made while the event loop was busy rests its slot as long as it took (at most 1 s); on a quiet loop, none', () => {
  expect(restAfterCheck(80, 0.9)).toBe(80);
  expect(restAfterCheck(80, 0.5)).toBe(80);
  expect(restAfterCheck(5000, 1)).toBe(1000);
  expect(restAfterCheck(80, 0.49)).toBe(0);
  expect(restAfterCheck(80, 0)).toBe(0);
});

/** PASSWORD_CHECKS_AT_ONCE + 1 real checks; when the first answers, is the last one still waiting for a slot? */
async function lastWaitsWhenFirstAnswers(): Promise<boolean> {
  const hash = bcrypt.hashSync('anna', { cost: 8 });
  const checks = Array.from({ length: PASSWORD_CHECKS_AT_ONCE + 1 }, () => verifyPassword('anna', hash));
  const stillWaiting = await checks[0]!.then(() => passwordCheckLoad().waiting === 1);
  expect(await Promise.all(checks)).toEqual(checks.map(() => true));
  await vi.waitFor(() => expect(passwordCheckLoad()).toMatchObject({ running: 0, waiting: 0, priorityWaiting: 0 }));
  return stillWaiting;
}

test('while the event loop is busy with other requests, the next check waits; on a quiet loop it starts at once', async () => {
  expect(await lastWaitsWhenFirstAnswers()).toBe(false);
  // The event loop kept ~90 % busy, as by a class's other requests, while the checks run.
  let busy = true;
  const spin = () => {
    const until = performance.now() + 9;
    while (performance.now() < until);
    if (busy) setTimeout(spin, 1);
  };
  spin();
  try {
    expect(await lastWaitsWhenFirstAnswers()).toBe(true);
  } finally {
    busy = false;
  }
});

test('one client holds at most PASSWORD_CHECKS_PER_CLIENT places in the shared lane; the priority lane has no such cap', () => {
  const tickets = Array.from({ length: PASSWORD_CHECKS_PER_CLIENT }, () => admitPasswordCheck('shared', '10.1.1.1'));
  expect(() => admitPasswordCheck('shared', '10.1.1.1')).toThrow(ThrottledError);
  // Another client, and the owners' lane, are not affected.
  const other = admitPasswordCheck('shared', '10.1.1.2');
  const owners = Array.from({ length: PASSWORD_CHECKS_PER_CLIENT + 5 }, () => admitPasswordCheck('priority', '10.1.1.1'));
  expect(owners.every((o) => o.lane === 'priority')).toBe(true);
  // A place given back (twice by mistake counts once) is free again.
  tickets[0]!.release();
  tickets[0]!.release();
  const again = admitPasswordCheck('shared', '10.1.1.1');
  expect(() => admitPasswordCheck('shared', '10.1.1.1')).toThrow(ThrottledError);
  for (const ticket of [...tickets, other, again, ...owners]) ticket.release();
  expect(passwordCheckLoad().clients).toBe(0);
});

test('a check in the priority lane is served before every shared check waiting, and still has room when the shared lane is full', async () => {
  const cheap = bcrypt.hashSync('anna', { cost: 4 });
  const order: string[] = [];
  const shared = Array.from({ length: PASSWORD_CHECKS_AT_ONCE + PASSWORD_QUEUE_MAX }, (_, i) =>
    verifyPassword('anna', cheap, 'shared').then(
      () => order.push(`shared-${i}`),
      () => order.push(`refused-${i}`),
    ),
  );
  // The shared lane is full: one more is refused with 503, an owner's check is not.
  await expect(verifyPassword('anna', cheap, 'shared')).rejects.toMatchObject({ statusCode: 503 });
  const owner = verifyPassword('anna', cheap, 'priority').then((ok) => {
    order.push('priority');
    return ok;
  });
  expect(passwordCheckLoad()).toMatchObject({ waiting: PASSWORD_QUEUE_MAX, priorityWaiting: 1 });
  expect(await owner).toBe(true);
  await Promise.all(shared);
  expect(order.filter((o) => o.startsWith('refused'))).toEqual([]);
  // Only the checks already running when it arrived went before it.
  expect(order.indexOf('priority')).toBeLessThanOrEqual(PASSWORD_CHECKS_AT_ONCE);
  await vi.waitFor(() => expect(passwordCheckLoad()).toMatchObject({ running: 0, waiting: 0, priorityWaiting: 0 }));
});
