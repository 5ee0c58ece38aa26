import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import type { SessionResponse } from '../../../shared/schemas/profile';
import { setSession } from '../auth/session';
import { appConfigQueryKey, type AppConfig } from '../entrance/use-app-config';
import { TRANSLATION_OFF_HINT, TranslateToggleButton } from './translate-toggle-button';
import { useTranslationToggle } from './use-translation-toggle';

const config = (translation: boolean): AppConfig => ({
  supportEmail: 'supporto@fantasmia.it',
  translation,
  ai: { text: false, images: false },
  aiProvider: null,
  requirePersonalPasswords: false,
  hideProfileList: false,
});

function session(isSuperuser: boolean): SessionResponse {
  return { user: { id: 'u1', name: isSuperuser ? 'SuperUser' : 'Giulia', isSuperuser }, pendingConsent: null } as unknown as SessionResponse;
}

function Story() {
  const translation = useTranslationToggle({ title: 'Il drago', content: 'C’era una volta.', language: 'italian' });
  return <TranslateToggleButton translation={translation} />;
}

function renderWith(translation: boolean, isSuperuser: boolean) {
  // The answers GET /api/config and GET /api/session would give, already known.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(appConfigQueryKey, config(translation));
  setSession(session(isSuperuser));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('with a translation provider the INGLESE button is there', () => {
  renderWith(true, false);
  expect(screen.getByRole('button', { name: 'INGLESE' })).toBeVisible();
});

test('with no translation provider a child sees no translate button at all', () => {
  renderWith(false, false);
  expect(screen.queryByRole('button', { name: /INGLESE|Inglese|ENGLISH/ })).toBeNull();
  expect(screen.queryByText(TRANSLATION_OFF_HINT)).toBeNull();
});

test('with no translation provider the superuser reads how to turn it on instead', () => {
  renderWith(false, true);
  expect(screen.queryByRole('button', { name: 'INGLESE' })).toBeNull();
  expect(screen.getByRole('link', { name: TRANSLATION_OFF_HINT })).toHaveAttribute('href', '/superuser-settings');
  expect(screen.queryByText(/TRANSLATE_PROVIDER/)).toBeNull();
});
