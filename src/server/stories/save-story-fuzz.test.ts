import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { STORY_MODES } from '../../shared/story-modes';
import { createChild, createTestApp, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createChild(t.app, 'Gaia')).cookie;
});
afterAll(async () => {
  await t.close();
});

const countStories = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('stories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const text = (maxLength: number) => fc.oneof(fc.string({ maxLength }), fc.string({ unit: 'binary', maxLength: 30 }));

/** A body the schema should accept (titles and content kept non-blank). */
const validBody = fc.record(
  {
    id: fc.uuid(),
    title: fc.string({ minLength: 1, maxLength: 60 }).map((v) => `T${v}`),
    content: fc.string({ minLength: 1, maxLength: 300 }).map((v) => `C${v}\n\n\n${v}`),
    status: fc.constantFrom('completed', 'suspended'),
    mode: fc.constantFrom(...STORY_MODES),
    language: fc.constantFrom('italian', 'english'),
    answers: fc.array(fc.string({ maxLength: 30 }), { maxLength: 5 }),
    category: fc.oneof(fc.constant(null), fc.string({ maxLength: 50 })),
    modeState: fc.oneof(fc.constant(null), fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })),
  },
  { requiredKeys: ['title', 'content', 'status', 'mode'] },
);

const KEYS = ['id', 'title', 'content', 'status', 'mode', 'language', 'answers', 'category', 'modeState'] as const;

/** A valid body with one field replaced by something odd, or removed. */
const mutatedBody = fc
  .tuple(
    validBody,
    fc.constantFrom(...KEYS),
    fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      text(220),
      fc.constantFrom('', '   ', 'a\u0000b', 'ROMANZO', 'draft', 'x'.repeat(201), null),
      fc.constant(undefined),
    ),
  )
  .map(([valid, key, value]) => {
    const copy: Record<string, unknown> = { ...valid };
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  });

const body = fc.oneof({ weight: 3, arbitrary: validBody }, { weight: 4, arbitrary: mutatedBody }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });

test('any body to POST /api/stories is a 2xx or a 4xx, and a refused one writes nothing', async () => {
  let accepted = 0;
  let refused = 0;
  await fc.assert(
    fc.asyncProperty(body, fc.boolean(), async (payload, loggedIn) => {
      const before = await countStories();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stories',
        headers: { 'content-type': 'application/json', ...(loggedIn ? { cookie } : {}) },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
      const after = await countStories();
      if (res.statusCode >= 400) {
        expect(res.json().error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
        expect(after).toBe(before);
        refused++;
      } else {
        accepted++;
        expect([200, 201]).toContain(res.statusCode);
        expect(after).toBe(res.statusCode === 201 ? before + 1 : before);
        expect(res.json().story.isPublic).toBe(false);
      }
    }),
    { numRuns: 200 },
  );
  // The generator reaches both sides of the schema.
  expect(accepted).toBeGreaterThan(40);
  expect(refused).toBeGreaterThan(40);
});
