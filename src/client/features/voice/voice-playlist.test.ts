import { expect, test } from 'vitest';
import type { RecordingDto } from '../../../shared/schemas/voice';
import { voicePlaylist } from './voice-playlist';

const recording = (page: number): RecordingDto => ({
  id: `r${page}`,
  storyId: 's',
  page,
  mime: 'audio/webm',
  size: 100,
  durationMs: 1000,
  createdAt: '2026-01-01T00:00:00.000Z',
  url: `/api/recordings/r${page}`,
});

const story = 'Primo pezzo.\n\nSecondo pezzo.\n\nTerzo pezzo.';

test('the pages play in the story’s order, whatever order the recordings come in', () => {
  const list = voicePlaylist(story, [recording(2), recording(0), recording(1)]);
  expect(list.map((i) => [i.page.index, i.url])).toEqual([
    [0, '/api/recordings/r0'],
    [1, '/api/recordings/r1'],
    [2, '/api/recordings/r2'],
  ]);
  // Each step lights exactly its page's text.
  expect(list.map((i) => story.slice(i.page.start, i.page.end))).toEqual(['Primo pezzo.', 'Secondo pezzo.', 'Terzo pezzo.']);
});

test('a page without a recording is skipped; a recording past the end of a shortened story too', () => {
  const list = voicePlaylist(story, [recording(0), recording(2), recording(7)]);
  expect(list.map((i) => i.page.index)).toEqual([0, 2]);
});

test('no recordings, nothing to play', () => {
  expect(voicePlaylist(story, [])).toEqual([]);
});
