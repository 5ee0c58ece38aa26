import 'fake-indexeddb/auto';
import { beforeEach, expect, test } from 'vitest';
import type { SendOutcome } from './device-queue';
import { drain, enqueue, pending, remove, type OutboxEntry } from './outbox';

const entry = (id: string, profileId: string, queuedAt: string): OutboxEntry => ({
  id,
  profileId,
  queuedAt,
  input: { id, title: `Storia ${id}`, content: 'C’era una volta.', status: 'completed', mode: 'GHOST' },
});

beforeEach(async () => {
  for (const p of ['anna', 'bruno']) for (const e of await pending(p)) await remove(e.id);
});

test('a profile sees only its own queued stories, oldest first', async () => {
  await enqueue(entry('b', 'anna', '2026-01-01T10:00:02.000Z'));
  await enqueue(entry('a', 'anna', '2026-01-01T10:00:01.000Z'));
  await enqueue(entry('c', 'bruno', '2026-01-01T10:00:00.000Z'));
  expect((await pending('anna')).map((e) => e.id)).toEqual(['a', 'b']);
  expect((await pending('bruno')).map((e) => e.id)).toEqual(['c']);
});

test('drain sends in order and removes a story only once the server has it', async () => {
  await enqueue(entry('a', 'anna', '2026-01-01T10:00:01.000Z'));
  await enqueue(entry('b', 'anna', '2026-01-01T10:00:02.000Z'));
  await enqueue(entry('c', 'anna', '2026-01-01T10:00:03.000Z'));
  const sent: string[] = [];
  // The second cannot go yet (no network): it and everything after it stay, in order.
  const result = await drain('anna', async (e): Promise<SendOutcome> => {
    sent.push(e.id);
    return e.id === 'b' ? 'retry-later' : 'sent';
  });
  expect(sent).toEqual(['a', 'b']);
  expect(result.sent.map((e) => e.id)).toEqual(['a']);
  expect((await pending('anna')).map((e) => e.id)).toEqual(['b', 'c']);
});

test('two drains at once (online event and app start) send each story exactly once', async () => {
  await enqueue(entry('a', 'anna', '2026-01-01T10:00:01.000Z'));
  await enqueue(entry('b', 'anna', '2026-01-01T10:00:02.000Z'));
  const sent: string[] = [];
  const send = async (e: OutboxEntry): Promise<SendOutcome> => {
    sent.push(e.id);
    await new Promise((r) => setTimeout(r, 5));
    return 'sent';
  };
  await Promise.all([drain('anna', send), drain('anna', send), drain('anna', send)]);
  expect(sent).toEqual(['a', 'b']);
  expect(await pending('anna')).toEqual([]);
});

test('a story the server refuses leaves the queue and is reported, the next still goes', async () => {
  await enqueue(entry('a', 'anna', '2026-01-01T10:00:01.000Z'));
  await enqueue(entry('b', 'anna', '2026-01-01T10:00:02.000Z'));
  const result = await drain('anna', async (e) => (e.id === 'a' ? 'refused' : 'sent'));
  expect(result.refused.map((e) => e.id)).toEqual(['a']);
  expect(result.sent.map((e) => e.id)).toEqual(['b']);
  expect(await pending('anna')).toEqual([]);
});
