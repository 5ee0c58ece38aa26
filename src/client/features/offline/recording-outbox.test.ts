import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import type { RecordingDto } from '../../../shared/schemas/voice';
import { apiServer } from '../../../../tests/support/client/api-server';
import { drainRecordings, enqueueRecording, pendingRecordings, removeRecording, type RecordingOutboxEntry } from './recording-outbox';

const entry = (clientId: string, page: number, queuedAt: string, profileId = 'anna'): RecordingOutboxEntry => ({
  clientId,
  profileId,
  storyId: 'story-1',
  page,
  bytes: new TextEncoder().encode(`audio ${clientId}`).buffer,
  mime: 'audio/webm;codecs=opus',
  durationMs: 1000,
  queuedAt,
});

beforeEach(async () => {
  for (const p of ['anna', 'bruno']) for (const e of await pendingRecordings(p)) await removeRecording(e.clientId);
});

test('a newer take of the same page replaces the one still waiting; each profile sees its own', async () => {
  await enqueueRecording(entry('take-aaaa', 0, '2026-01-01T10:00:01.000Z'));
  await enqueueRecording(entry('take-bbbb', 1, '2026-01-01T10:00:02.000Z'));
  await enqueueRecording(entry('take-cccc', 0, '2026-01-01T10:00:03.000Z'));
  await enqueueRecording(entry('take-dddd', 0, '2026-01-01T10:00:04.000Z', 'bruno'));
  expect((await pendingRecordings('anna')).map((e) => e.clientId)).toEqual(['take-bbbb', 'take-cccc']);
  expect((await pendingRecordings('bruno')).map((e) => e.clientId)).toEqual(['take-dddd']);
});

test('back online, each take is sent once with its clientId, its bytes and its type', async () => {
  await enqueueRecording(entry('take-aaaa', 0, '2026-01-01T10:00:01.000Z'));
  await enqueueRecording(entry('take-bbbb', 1, '2026-01-01T10:00:02.000Z'));
  const received: Array<{ page: string; clientId: string | null; type: string | null; body: string }> = [];
  apiServer.use(
    http.put('/api/stories/:id/recordings/:page', async ({ params, request }) => {
      const url = new URL(request.url);
      received.push({
        page: String(params.page),
        clientId: url.searchParams.get('clientId'),
        type: request.headers.get('content-type'),
        body: await request.text(),
      });
      const dto: RecordingDto = {
        id: `r${String(params.page)}`,
        storyId: 'story-1',
        page: Number(params.page),
        mime: 'audio/webm',
        size: 10,
        durationMs: 1000,
        createdAt: '2026-01-01T10:00:00.000Z',
        url: '/api/recordings/r',
      };
      return HttpResponse.json(dto, { status: 201 });
    }),
  );
  // The online event and the app's start may both drain: each take still goes once.
  await Promise.all([drainRecordings('anna'), drainRecordings('anna')]);
  expect(received).toEqual([
    { page: '0', clientId: 'take-aaaa', type: 'audio/webm;codecs=opus', body: 'audio take-aaaa' },
    { page: '1', clientId: 'take-bbbb', type: 'audio/webm;codecs=opus', body: 'audio take-bbbb' },
  ]);
  expect(await pendingRecordings('anna')).toEqual([]);
});

test('with the network still down the take waits; a refused one leaves the queue', async () => {
  await enqueueRecording(entry('take-aaaa', 0, '2026-01-01T10:00:01.000Z'));
  apiServer.use(http.put('/api/stories/:id/recordings/:page', () => HttpResponse.error()));
  expect((await drainRecordings('anna')).sent).toEqual([]);
  expect(await pendingRecordings('anna')).toHaveLength(1);
  apiServer.use(http.put('/api/stories/:id/recordings/:page', () => HttpResponse.json({ error: { code: 'invalid_audio', message: 'no' } }, { status: 415 })));
  expect((await drainRecordings('anna')).refused.map((e) => e.clientId)).toEqual(['take-aaaa']);
  expect(await pendingRecordings('anna')).toEqual([]);
});
