import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { storyVoiceDtoSchema, type RecordingDto, type StoryVoiceDto } from '../../../shared/schemas/voice';
import { apiServer, installFakeStoryApi, makeStory, renderWithApp, reply } from '../../../../tests/support/client/fake-story-api';
import { StoryViewer } from './story-viewer';

/** jsdom plays no audio: the element's play/pause are faked; the last element asked to play is the one to end. */
let spies: Array<{ mockRestore: () => void }> = [];
let playSpy: { mock: { contexts: unknown[] } } = { mock: { contexts: [] } };
const playing = () => playSpy.mock.contexts.at(-1) as HTMLMediaElement | undefined;
beforeEach(() => {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  playSpy = play;
  spies = [play, pause, load];
});
afterEach(() => {
  for (const spy of spies) spy.mockRestore();
});

const CONTENT = 'Il drago dormiva.\n\nPoi si svegliò.';
const recording = (page: number): RecordingDto => ({
  id: `rec-${page}`,
  storyId: 's',
  page,
  mime: 'audio/webm',
  size: 100,
  durationMs: 1000,
  createdAt: '2026-03-05T10:00:00.000Z',
  url: `/api/recordings/rec-${page}`,
});

function voiceApi(recordings: RecordingDto[]) {
  const dto: StoryVoiceDto = { recordings, isAuthor: true, consent: true, usedBytes: 0, limitBytes: 0 };
  apiServer.use(http.get('/api/stories/:id/recordings', () => reply(storyVoiceDtoSchema, dto)));
}

const open = (id: string) => renderWithApp(<StoryViewer storyId={id} />, { path: `/story/${id}` });
const mark = () => within(screen.getByRole('region', { name: 'Testo della storia' })).queryByText((_, el) => el?.getAttribute('data-reading') === 'true');

test('the author may record her voice; Ascolta la mia voce plays page after page with the page lit', async () => {
  const user = userEvent.setup();
  const story = makeStory({ content: CONTENT, hasVoice: true });
  installFakeStoryApi({ stories: [story] });
  voiceApi([recording(0), recording(1)]);
  open(story.id);
  expect(await screen.findByRole('button', { name: 'Registra la mia voce' })).toBeVisible();
  await user.click(await screen.findByRole('button', { name: 'Ascolta la mia voce' }));
  expect(playing()?.src).toMatch(/\/api\/recordings\/rec-0$/);
  expect(mark()).toHaveTextContent('Il drago dormiva.');
  expect(screen.getByText('Pagina 1 di 2')).toBeInTheDocument();
  await act(async () => playing()?.dispatchEvent(new Event('ended')));
  expect(playing()?.src).toMatch(/\/api\/recordings\/rec-1$/);
  expect(mark()).toHaveTextContent('Poi si svegliò.');
  await user.click(screen.getByRole('button', { name: 'Pausa' }));
  expect(screen.getByRole('button', { name: 'Riprendi' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Riprendi' }));
  await act(async () => playing()?.dispatchEvent(new Event('ended')));
  // The end of the story: nothing lit, the button back to the start.
  expect(mark()).toBeNull();
  expect(screen.getByRole('button', { name: 'Ascolta la mia voce' })).toBeVisible();
});

test('a reader who is not the author hears the voice but cannot record; no recordings, no Ascolta', async () => {
  const withVoice = makeStory({ content: CONTENT, hasVoice: true, authorId: 'someone-else', isPublic: true });
  const without = makeStory({ content: CONTENT, authorId: 'someone-else', isPublic: true });
  installFakeStoryApi({ stories: [withVoice, without] });
  voiceApi([recording(0)]);
  const first = open(withVoice.id);
  expect(await screen.findByRole('button', { name: 'Ascolta la mia voce' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Registra la mia voce' })).toBeNull();
  first.unmount();
  open(without.id);
  expect(await screen.findByRole('button', { name: 'LEGGI' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Ascolta la mia voce' })).toBeNull();
});

test('the superuser does not record over a child’s story', async () => {
  const story = makeStory({ content: CONTENT });
  installFakeStoryApi({ stories: [story], user: { id: 'user-1', name: 'Maestra', isSuperuser: true, unreadMessages: 0 } });
  open(story.id);
  expect(await screen.findByRole('button', { name: 'LEGGI' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Registra la mia voce' })).toBeNull();
});
