import { expect, test } from 'vitest';
import { storySaveSchema } from '../../shared/schemas/story';
import { newStoryId } from './story-id';

test('a new story id is a version 7 UUID carrying its time, valid for the save schema', () => {
  const at = Date.UTC(2026, 10, 25, 8, 30);
  const id = newStoryId(at);
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  expect(storySaveSchema.safeParse({ id, title: 'T', content: 'C', status: 'completed', mode: 'GHOST' }).success).toBe(true);
});

test('ids made later sort later; ids made in the same millisecond share the time and still differ', () => {
  const times = [1, 2, 3, 1000, 1_000_000, 2 ** 40].map((ms) => Date.UTC(2026, 0, 1) + ms);
  const ids = times.map((at) => newStoryId(at));
  expect([...ids].sort()).toEqual(ids);
  const same = Array.from({ length: 1000 }, () => newStoryId(times[0]));
  expect(new Set(same).size).toBe(1000);
  for (const id of same) expect(id.slice(0, 15)).toBe(ids[0]!.slice(0, 15));
});
