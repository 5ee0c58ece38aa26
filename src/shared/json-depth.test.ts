import fc from 'fast-check';
import { expect, test } from 'vitest';
import { jsonTextTooDeep, jsonValueTooDeep, MAX_JSON_DEPTH } from './json-depth';
import { STORY_MESSAGES, storySaveSchema } from './schemas/story';

/** Depth as the recursive definition says (only for small values). */
function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

const nestedObject = (levels: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};

test('text: objects and arrays count, scalars do not; the limit is inclusive', () => {
  expect(jsonTextTooDeep('1', 0)).toBe(false);
  expect(jsonTextTooDeep('{}', 0)).toBe(true);
  expect(jsonTextTooDeep('{}', 1)).toBe(false);
  expect(jsonTextTooDeep('[[1],[2,[3]]]', 3)).toBe(false);
  expect(jsonTextTooDeep('[[1],[2,[3]]]', 2)).toBe(true);
  expect(jsonTextTooDeep(JSON.stringify(nestedObject(MAX_JSON_DEPTH)))).toBe(false);
  expect(jsonTextTooDeep(JSON.stringify(nestedObject(MAX_JSON_DEPTH + 1)))).toBe(true);
});

test('text: brackets inside strings, escaped quotes and backslashes do not count', () => {
  expect(jsonTextTooDeep(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
  expect(jsonTextTooDeep(JSON.stringify({ a: 'say "[[[" \\', b: '\\"{{{' }), 1)).toBe(false);
  expect(jsonTextTooDeep(JSON.stringify({ 'k[[[': { 'k"{{': 1 } }), 2)).toBe(false);
  expect(jsonTextTooDeep(JSON.stringify({ a: '\\' }) + '[[', 1)).toBe(true);
});

test('text: a million levels are read without recursion', () => {
  expect(jsonTextTooDeep('['.repeat(1_000_000) + ']'.repeat(1_000_000))).toBe(true);
});

test('text and value agree with the recursive definition on any JSON', () => {
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, max) => {
      const expected = depthOf(value) > max;
      expect(jsonTextTooDeep(JSON.stringify(value), max)).toBe(expected);
      expect(jsonValueTooDeep(value, max)).toBe(expected);
    }),
  );
});

test('value: deep values and values that contain themselves are too deep, without overflowing', () => {
  expect(jsonValueTooDeep(nestedObject(MAX_JSON_DEPTH))).toBe(false);
  expect(jsonValueTooDeep(nestedObject(MAX_JSON_DEPTH + 1))).toBe(true);
  expect(jsonValueTooDeep(nestedObject(100_000))).toBe(true);
  const loop: Record<string, unknown> = {};
  loop.self = loop;
  loop.again = [loop, loop];
  expect(jsonValueTooDeep(loop)).toBe(true);
});

test('a story’s modeState too deep to measure is refused by the schema, never thrown', () => {
  const story = { title: 'Pozzo', content: 'Profondo', status: 'completed', mode: 'GHOST' };
  const deep = storySaveSchema.safeParse({ ...story, modeState: nestedObject(5_000) });
  expect(deep.success).toBe(false);
  expect(deep.error?.issues.map((i) => i.message)).toEqual([STORY_MESSAGES.modeStateInvalid]);
  expect(storySaveSchema.safeParse({ ...story, modeState: nestedObject(MAX_JSON_DEPTH) }).success).toBe(true);
});
