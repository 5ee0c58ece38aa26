import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, test } from 'vitest';
import type { SessionResponse } from '../../../shared/schemas/profile';
import { apiServer } from '../../../../tests/support/client/api-server';
import { RequireSession, RequireSuperuser } from './guards';

function answerSession(user: { isSuperuser: boolean } | null) {
  const body = { user: user && { id: 'u1', name: user.isSuperuser ? 'SuperUser' : 'Giulia', isSuperuser: user.isSuperuser }, pendingConsent: null };
  apiServer.use(http.get('/api/session', () => HttpResponse.json(body as unknown as SessionResponse)));
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>Pagina iniziale</p>} />
          <Route path="/superuser" element={<p>Accesso superuser</p>} />
          <Route
            path="/user-archive"
            element={
              <RequireSession>
                <p>Le Tue Storie</p>
              </RequireSession>
            }
          />
          <Route
            path="/superuser-users"
            element={
              <RequireSuperuser>
                <p>Utenti</p>
              </RequireSuperuser>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test("a child's session opens a screen that needs one", async () => {
  answerSession({ isSuperuser: false });
  renderAt('/user-archive');
  expect(await screen.findByText('Le Tue Storie')).toBeTruthy();
});

test('a visitor without a session is sent to /', async () => {
  answerSession(null);
  renderAt('/user-archive');
  expect(await screen.findByText('Pagina iniziale')).toBeTruthy();
});

test('a child is sent from a superuser screen to the superuser login', async () => {
  answerSession({ isSuperuser: false });
  renderAt('/superuser-users');
  expect(await screen.findByText('Accesso superuser')).toBeTruthy();
});

test('the superuser opens a superuser screen', async () => {
  answerSession({ isSuperuser: true });
  renderAt('/superuser-users');
  expect(await screen.findByText('Utenti')).toBeTruthy();
});
