import { expect, test } from 'vitest';
import { ACCOUNT_POLICY, CLIENT_POLICY, describeWait, secondsUntil, SUPERUSER_CLIENT_POLICY } from './throttle';

test('waits are said in words a child can read', () => {
  expect(describeWait(1)).toBe('1 secondo');
  expect(describeWait(30)).toBe('30 secondi');
  expect(describeWait(60)).toBe('1 minuto');
  expect(describeWait(61)).toBe('2 minuti');
  expect(describeWait(900)).toBe('15 minuti');
});

test('Retry-After is whole seconds, at least one', () => {
  const now = new Date('2030-01-01T00:00:00.000Z');
  expect(secondsUntil('2030-01-01T00:00:29.100Z', now)).toBe(30);
  expect(secondsUntil('2029-12-31T23:59:00.000Z', now)).toBe(1);
});

test('the policies: growing waits per client, a capped slowdown per account, the spec lock for the superuser', () => {
  expect([...CLIENT_POLICY.waitsMs]).toEqual([...CLIENT_POLICY.waitsMs].sort((a, b) => a - b));
  expect(Math.max(...ACCOUNT_POLICY.waitsMs)).toBeLessThanOrEqual(60_000);
  expect(SUPERUSER_CLIENT_POLICY).toMatchObject({ free: 4, waitsMs: [15 * 60_000], restartAfterWait: true });
});
