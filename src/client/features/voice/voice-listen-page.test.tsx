import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect, test } from 'vitest';
import { voiceLinkStoryDtoSchema, VOICE_MESSAGES, type VoiceLinkStoryDto } from '../../../shared/schemas/voice';
import { apiServer, installFakeStoryApi, renderWithApp, reply, replyError } from '../../../../tests/support/client/fake-story-api';
import { VoiceListenPage } from './voice-listen-page';

const linkStory: VoiceLinkStoryDto = {
  storyId: 'story-q',
  title: 'Il drago gentile',
  authorName: 'Luca',
  content: 'Il drago dormiva.\n\nPoi si svegliò.',
  language: 'italian',
  recordings: [
    {
      id: 'rec-0',
      storyId: 'story-q',
      page: 0,
      mime: 'audio/webm',
      size: 100,
      durationMs: 1000,
      createdAt: '2026-03-05T10:00:00.000Z',
      url: '/api/recordings/rec-0?k=segreto-segreto-123',
    },
  ],
};

test('a booklet’s link shows the story and offers her voice, the secret passed on', async () => {
  installFakeStoryApi({ user: null });
  const asked: Array<string | null> = [];
  apiServer.use(
    http.get('/api/voice-links/:storyId', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('k'));
      return reply(voiceLinkStoryDtoSchema, linkStory);
    }),
  );
  renderWithApp(<VoiceListenPage storyId="story-q" secret="segreto-segreto-123" />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Il drago gentile' })).toBeVisible();
  expect(screen.getByText('di Luca')).toBeVisible();
  expect(screen.getByRole('region', { name: 'Testo della storia' })).toHaveTextContent('Poi si svegliò.');
  expect(screen.getByRole('button', { name: 'Ascolta la mia voce' })).toBeVisible();
  expect(asked).toEqual(['segreto-segreto-123']);
});

test('a revoked link says so and leads home', async () => {
  installFakeStoryApi({ user: null });
  apiServer.use(http.get('/api/voice-links/:storyId', () => replyError(404, 'not_found', VOICE_MESSAGES.linkInvalid)));
  renderWithApp(<VoiceListenPage storyId="story-q" secret="vecchio-segreto-000" />);
  expect(await screen.findByRole('alert')).toHaveTextContent(VOICE_MESSAGES.linkInvalid);
  expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
});
