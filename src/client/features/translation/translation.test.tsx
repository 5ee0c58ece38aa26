import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { AppToaster } from '../../components/layout/app-toaster';
import { afterEach, expect, test, vi } from 'vitest';
import type { StoryLanguage } from '../../../shared/schemas/story';
import { fakeTranslateApi } from '../../../../tests/support/client/fake-translate-api';
import { TranslateToggleButton, TranslationBadge } from './translate-toggle-button';
import { chunkForTranslation, translateText } from './translate-text';
import { useTranslationToggle } from './use-translation-toggle';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Story({ title = 'Il drago', content = 'C’era una volta.\n\nFine.', language = 'italian' as StoryLanguage }) {
  const translation = useTranslationToggle({ title, content, language });
  return (
    <>
      <AppToaster />
      <TranslateToggleButton translation={translation} />
      {translation.isTranslated ? <TranslationBadge language={translation.shown.language} /> : null}
      <h2>{translation.shown.title}</h2>
      <p data-testid="content">{translation.shown.content}</p>
    </>
  );
}

test('INGLESE translates title and text; ITALIANO restores the original exactly', async () => {
  const user = userEvent.setup();
  const api = fakeTranslateApi();
  render(<Story />);
  await user.click(screen.getByRole('button', { name: 'INGLESE' }));
  expect(await screen.findByRole('heading', { name: 'EN:Il drago' })).toBeVisible();
  expect(screen.getByTestId('content').textContent).toBe('EN:C’era una volta.\n\nFine.');
  expect(screen.getByText('English')).toBeVisible();
  await waitFor(() => expect(screen.getByText('Traduzione completata')).toBeVisible());
  expect(api.calls).toEqual([
    { text: 'Il drago', from: 'it', to: 'en' },
    { text: 'C’era una volta.\n\nFine.', from: 'it', to: 'en' },
  ]);
  await user.click(screen.getByRole('button', { name: 'ITALIANO' }));
  expect(screen.getByRole('heading', { name: 'Il drago' })).toBeVisible();
  expect(screen.getByTestId('content').textContent).toBe('C’era una volta.\n\nFine.');
  expect(screen.queryByText('English')).toBeNull();
  expect(api.calls).toHaveLength(2);
});

test('an English story offers ITALIANO first', async () => {
  const user = userEvent.setup();
  fakeTranslateApi();
  render(<Story title="The dragon" content="Once upon a time." language="english" />);
  await user.click(screen.getByRole('button', { name: 'ITALIANO' }));
  expect(await screen.findByRole('heading', { name: 'IT:The dragon' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'INGLESE' })).toBeVisible();
});

test('while translating the button says Traduzione... and is disabled', async () => {
  const user = userEvent.setup();
  const api = fakeTranslateApi('hold');
  render(<Story />);
  await user.click(screen.getByRole('button', { name: 'INGLESE' }));
  const busy = screen.getByRole('button', { name: 'Traduzione...' });
  expect(busy).toBeDisabled();
  api.release();
  expect(await screen.findByRole('button', { name: 'ITALIANO' })).toBeEnabled();
});

test('a failure keeps the original text and says so', async () => {
  const user = userEvent.setup();
  fakeTranslateApi('fail');
  render(<Story />);
  await user.click(screen.getByRole('button', { name: 'INGLESE' }));
  await waitFor(() => expect(screen.getByText('Errore traduzione')).toBeVisible());
  expect(screen.getByText('Non è stato possibile tradurre la storia')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Il drago' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'INGLESE' })).toBeEnabled();
});

test('blank text and same-language requests make no call', async () => {
  const api = fakeTranslateApi();
  expect(await translateText('  ', 'it', 'en')).toBe('  ');
  expect(await translateText('Ciao', 'it', 'it')).toBe('Ciao');
  expect(api.calls).toHaveLength(0);
});

test('a long text is sent in pieces the API accepts and joined back', async () => {
  const api = fakeTranslateApi();
  const paragraph = 'parola '.repeat(2000).trim();
  const text = [paragraph, paragraph, paragraph].join('\n\n');
  const out = await translateText(text, 'it', 'en');
  expect(api.calls.length).toBeGreaterThan(1);
  for (const c of api.calls) expect(c.text.length).toBeLessThanOrEqual(20_000);
  expect(out.split('\n\n')).toHaveLength(3);
});

test('chunks are bounded and rejoin to the original', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '\n', 'b') }), fc.integer({ min: 3, max: 30 }), (text, max) => {
      const pieces = chunkForTranslation(text, max);
      expect(pieces.join('')).toBe(text);
      for (const p of pieces) expect(p.length).toBeLessThanOrEqual(max);
    }),
  );
});
