import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiErrorSchema } from '../../shared/schemas/api-error';
import { createTestApp, type TestApp } from '../../../tests/support/server/test-app';
import { createSession } from './sessions';

/**
 * Property: the consent step answers 200 or a well-formed 4xx for any body, and a refused body
 * records no consent and keeps the profile waiting.
 */

let t: TestApp;
let pendingId: string;

beforeAll(async () => {
  t = await createTestApp();
  const created = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'In Attesa', age: 8 } });
  pendingId = created.json<{ profile: { id: string } }>().profile.id;
});
afterAll(async () => {
  await t?.close();
});

const adultName = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', ' ', 'A', 'Papà Marco', 'Ma\u0000mma', 'Zia\nRita', '<script>x</script>', 'x'.repeat(50), 'x'.repeat(51), '\ud800'),
  fc.integer(),
  fc.constant(null),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.record(
    { adultName, accepted: fc.oneof(fc.constant(true), fc.constant(false), fc.constant('true'), fc.constant(1), fc.constant(null)) },
    { requiredKeys: [] },
  ),
);

test('consent survives 200 random bodies: no 5xx, errors well formed, nothing recorded when refused', { timeout: 120_000 }, async () => {
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(body, async (value) => {
      const label = JSON.stringify(value) ?? 'undefined';
      // A waiting profile and a consent session for every run.
      await t.database.db.updateTable('users').set({ consent_at: null, consent_by: null }).where('id', '=', pendingId).execute();
      const token = await createSession({ db: t.database.db, userId: pendingId, kind: 'consent' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/consent',
        headers: { cookie: `fm_session=${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(value) ?? 'null',
      });
      expect(res.statusCode, label).toBeLessThan(500);
      const row = await t.database.db.selectFrom('users').select(['consent_at', 'consent_by']).where('id', '=', pendingId).executeTakeFirstOrThrow();
      if (res.statusCode === 200) {
        accepted += 1;
        expect(row.consent_at, label).not.toBeNull();
        expect(row.consent_by?.length ?? 0, label).toBeGreaterThanOrEqual(2);
      } else {
        expect(res.statusCode, label).toBe(400);
        expect(apiErrorSchema.safeParse(res.json()).success, label).toBe(true);
        expect(row, label).toEqual({ consent_at: null, consent_by: null });
      }
    }),
    {
      numRuns: 200,
      examples: [[{ adultName: 'Ma\u0000mma', accepted: true }], [{ adultName: 'Papà Marco', accepted: true }]],
    },
  );
  expect(accepted).toBeGreaterThan(0);
});
