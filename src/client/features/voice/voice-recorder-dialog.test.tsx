import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { storyVoiceDtoSchema, recordingDtoSchema, VOICE_MESSAGES, type RecordingDto, type StoryVoiceDto } from '../../../shared/schemas/voice';
import { apiServer, installFakeStoryApi, makeStory, renderWithApp, reply, replyError } from '../../../../tests/support/client/fake-story-api';
import { pendingRecordings, removeRecording } from '../offline/recording-outbox';
import { VoiceRecorderDialog } from './voice-recorder-dialog';

/**
 * The browser's microphone, faked at its boundary (jsdom has neither getUserMedia nor
 * MediaRecorder): a recorder that hands over one chunk of "audio" when stopped.
 */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(_stream: unknown, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? '';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['la voce di Luca'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const trackStop = vi.fn();
const getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop: trackStop }] }));
let online = true;

beforeEach(async () => {
  online = true;
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  URL.createObjectURL = vi.fn(() => 'blob:take');
  URL.revokeObjectURL = vi.fn();
  for (const e of await pendingRecordings('user-1')) await removeRecording(e.clientId);
});

afterEach(() => {
  vi.unstubAllGlobals();
  trackStop.mockClear();
  getUserMedia.mockClear();
});

const CONTENT = 'C’era una volta un drago.\n\nEra molto gentile.\n\nFine.';

const recordingDto = (page: number): RecordingDto => ({
  id: `rec-${page}`,
  storyId: 'story-v',
  page,
  mime: 'audio/webm',
  size: 2048,
  durationMs: 3000,
  createdAt: '2026-03-05T10:00:00.000Z',
  url: `/api/recordings/rec-${page}`,
});

interface Uploaded {
  page: string;
  type: string | null;
  clientId: string | null;
  body: string;
}

/** The voice routes as the contract says, over the recordings the test gives. */
function installVoiceApi({ consent = true, recordings = [] as RecordingDto[], voiceConsent = true } = {}) {
  const story = makeStory({ id: 'story-v', content: CONTENT });
  const api = installFakeStoryApi({ stories: [story], user: { id: 'user-1', name: 'Luca', isSuperuser: false, unreadMessages: 0, voiceConsent } });
  const uploads: Uploaded[] = [];
  const state = { recordings: [...recordings] };
  const dto = (): StoryVoiceDto => ({ recordings: state.recordings, isAuthor: true, consent, usedBytes: 2 * 1024 * 1024, limitBytes: 60 * 1024 * 1024 });
  apiServer.use(
    http.get('/api/stories/:id/recordings', () => reply(storyVoiceDtoSchema, dto())),
    http.put('/api/stories/:id/recordings/:page', async ({ params, request }) => {
      const url = new URL(request.url);
      uploads.push({
        page: String(params.page),
        type: request.headers.get('content-type'),
        clientId: url.searchParams.get('clientId'),
        body: await request.text(),
      });
      const saved = recordingDto(Number(params.page));
      state.recordings = [...state.recordings.filter((r) => r.page !== saved.page), saved];
      return reply(recordingDtoSchema, saved, 201);
    }),
  );
  return { api, uploads, state };
}

const openDialog = () => renderWithApp(<VoiceRecorderDialog storyId="story-v" content={CONTENT} onClose={() => undefined} />);

async function recordATake(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Inizia a registrare' }));
  expect(await screen.findByRole('meter', { name: 'Quanto forte ti sento' })).toHaveAttribute('aria-valuenow', '0');
  expect(screen.getByText('0:00 di 3:00')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Ferma' }));
  expect(await screen.findByRole('button', { name: 'Tieni' })).toBeVisible();
}

test('without the adult’s voice consent the record button is replaced by the explanation', async () => {
  installVoiceApi({ consent: false });
  openDialog();
  expect(await screen.findByRole('dialog', { name: 'Registra la mia voce' })).toBeVisible();
  expect(await screen.findByText(VOICE_MESSAGES.consentTitle)).toBeVisible();
  expect(screen.getByText(VOICE_MESSAGES.consentRequired)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Inizia a registrare' })).toBeNull();
  expect(getUserMedia).not.toHaveBeenCalled();
});

test('the session’s voice consent false also keeps the microphone closed', async () => {
  installVoiceApi({ consent: true, voiceConsent: false });
  openDialog();
  expect(await screen.findByText(VOICE_MESSAGES.consentRequired)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Inizia a registrare' })).toBeNull();
});

test('record, stop, Tieni: the take is sent as the body with its type, and the next page comes', async () => {
  const user = userEvent.setup();
  const { uploads } = installVoiceApi();
  openDialog();
  expect(await screen.findByRole('heading', { name: 'Pagina 1 di 3' })).toBeVisible();
  expect(screen.getByRole('region', { name: 'Testo della pagina da leggere' })).toHaveTextContent('C’era una volta un drago.');
  expect(screen.getByText('Spazio per la tua voce: 2 MB usati su 60 MB')).toBeVisible();
  await recordATake(user);
  // The microphone is released as soon as the take ends.
  expect(trackStop).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Ascolta' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Tieni' }));
  expect(await screen.findByRole('heading', { name: 'Pagina 2 di 3' })).toBeVisible();
  expect(uploads).toHaveLength(1);
  expect(uploads[0]).toMatchObject({ page: '0', type: 'audio/webm;codecs=opus', body: 'la voce di Luca' });
  expect(uploads[0]?.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  // Back on page 1, its voice is there to listen to, record again or delete.
  await user.click(screen.getByRole('button', { name: 'Pagina precedente' }));
  expect(await screen.findByText('Questa pagina ha già la tua voce.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Cancella' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Cancella tutte le mie registrazioni' })).toBeVisible();
});

test('Rifai throws the take away and records again; nothing is sent', async () => {
  const user = userEvent.setup();
  const { uploads } = installVoiceApi();
  openDialog();
  await recordATake(user);
  await user.click(screen.getByRole('button', { name: 'Rifai' }));
  expect(await screen.findByRole('button', { name: 'Ferma' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Tieni' })).toBeNull();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:take');
  expect(getUserMedia).toHaveBeenCalledTimes(2);
  expect(uploads).toEqual([]);
});

test('a server refusal is said in the dialog and the take stays to try again', async () => {
  const user = userEvent.setup();
  installVoiceApi();
  apiServer.use(http.put('/api/stories/:id/recordings/:page', () => replyError(413, 'voice_profile_full', VOICE_MESSAGES.profileFull)));
  openDialog();
  await recordATake(user);
  await user.click(screen.getByRole('button', { name: 'Tieni' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(VOICE_MESSAGES.profileFull);
  expect(screen.getByRole('button', { name: 'Tieni' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Ascolta' })).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Pagina 1 di 3' })).toBeVisible();
});

test('a take kept offline waits on the device, once, and the page says In attesa di invio', async () => {
  const user = userEvent.setup();
  const { uploads } = installVoiceApi();
  openDialog();
  await recordATake(user);
  online = false;
  await user.click(screen.getByRole('button', { name: 'Tieni' }));
  expect(await screen.findByRole('heading', { name: 'Pagina 2 di 3' })).toBeVisible();
  expect(uploads).toEqual([]);
  const queued = await pendingRecordings('user-1');
  expect(queued).toHaveLength(1);
  expect(queued[0]).toMatchObject({ storyId: 'story-v', page: 0, mime: 'audio/webm;codecs=opus' });
  expect(new TextDecoder().decode(queued[0]?.bytes)).toBe('la voce di Luca');
  await user.click(screen.getByRole('button', { name: 'Pagina precedente' }));
  expect(await screen.findByText('In attesa di invio')).toBeVisible();
});

test('a network failure on the way queues the take instead of losing it', async () => {
  const user = userEvent.setup();
  installVoiceApi();
  apiServer.use(http.put('/api/stories/:id/recordings/:page', () => HttpResponse.error()));
  openDialog();
  await recordATake(user);
  await user.click(screen.getByRole('button', { name: 'Tieni' }));
  expect(await screen.findByRole('heading', { name: 'Pagina 2 di 3' })).toBeVisible();
  await waitFor(async () => expect(await pendingRecordings('user-1')).toHaveLength(1));
});

test('a refused microphone is said in Italian', async () => {
  const user = userEvent.setup();
  installVoiceApi();
  getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
  openDialog();
  await user.click(await screen.findByRole('button', { name: 'Inizia a registrare' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Il microfono non è permesso');
});

test('Cancella asks first, then deletes the page’s recording', async () => {
  const user = userEvent.setup();
  const { state } = installVoiceApi({ recordings: [recordingDto(0)] });
  const deleted: string[] = [];
  apiServer.use(
    http.delete('/api/stories/:id/recordings/:page', ({ params }) => {
      deleted.push(String(params.page));
      state.recordings = [];
      return new HttpResponse(null, { status: 204 });
    }),
  );
  openDialog();
  await user.click(await screen.findByRole('button', { name: 'Cancella' }));
  expect(await screen.findByRole('alertdialog', { name: 'Cancellare la voce di questa pagina?' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Cancella' }));
  await waitFor(() => expect(deleted).toEqual(['0']));
  expect(await screen.findByRole('button', { name: 'Inizia a registrare' })).toBeVisible();
});
