import { expect, test } from 'vitest';
import { AI_MESSAGES, type AiStatus } from '../../../shared/schemas/ai';
import { aiBlock } from './ai-availability';

const ON: AiStatus = { text: true, images: true, consent: true, loggedIn: true, superuser: false, textCallsLeft: 20 };

test('each AI control explains itself before any request', () => {
  expect(aiBlock(ON, 'text')).toBeNull();
  expect(aiBlock({ ...ON, consent: false }, 'text')?.message).toBe(AI_MESSAGES.consentRequired);
  expect(aiBlock({ ...ON, loggedIn: false, consent: false }, 'text')?.message).toBe(AI_MESSAGES.loginRequired);
  expect(aiBlock(ON, 'image')).toEqual({ title: 'Accesso limitato', message: 'La creazione di disegni è riservata ai Superuser' });
  expect(aiBlock({ ...ON, superuser: true }, 'image')).toBeNull();
});

test('not configured: plain words for everyone, the settings only for the superuser', () => {
  const child = aiBlock({ ...ON, text: false }, 'text');
  expect(child?.message).toBe(AI_MESSAGES.notConfigured);
  expect(child?.hint).toBeUndefined();
  const superuser = aiBlock({ ...ON, images: false, superuser: true }, 'image');
  expect(superuser?.message).toBe(AI_MESSAGES.notConfiguredImages);
  expect(superuser?.hint).toContain('AI_IMAGE_MODEL');
});
