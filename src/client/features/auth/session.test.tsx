import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { sessionResponseSchema, type SessionResponse } from '../../../shared/schemas/profile';
import { queryClient as appQueryClient } from '../../lib/query-client';
import { apiServer, reply, replyError, sentRequests } from '../../../../tests/support/client/api-server';
import { getSession, revalidateSession, setSession, useLogout, useSession } from './session';

const giulia: SessionResponse = { user: { id: 'u1', name: 'Giulia', isSuperuser: false, unreadMessages: 0 }, pendingConsent: null };
const marco: SessionResponse = { user: { id: 'u2', name: 'Marco', isSuperuser: false, unreadMessages: 0 }, pendingConsent: null };
const nobody: SessionResponse = { user: null, pendingConsent: null };

/** The server's session, changeable by the test; answers held back until `release` when `hold` is set. */
function serveSession(initial: SessionResponse) {
  const server = { session: initial, hold: false, release: () => {} };
  apiServer.use(
    http.get('/api/session', async () => {
      const answer = server.session;
      if (server.hold) await new Promise<void>((resolve) => (server.release = resolve));
      return reply(sessionResponseSchema, answer);
    }),
    http.post('/api/auth/logout', () => {
      server.session = nobody;
      return Response.json({ ok: true });
    }),
  );
  return server;
}

const sessionRequests = () => sentRequests().filter((r) => r.method === 'GET' && r.path === '/api/session').length;

function Reader({ label }: { label: string }) {
  const session = useSession();
  if (session.isPending) return <p>{label}: attesa</p>;
  if (session.isError) return <p>{label}: errore</p>;
  return (
    <p>
      {label}: {session.data.user?.name ?? 'nessuno'}
    </p>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

test('many readers share one request and all see its answer', async () => {
  serveSession(giulia);
  render(
    <>
      <Reader label="a" />
      <Reader label="b" />
      <Reader label="c" />
    </>,
  );
  expect(screen.getByText('a: attesa')).toBeVisible();
  expect(await screen.findByText('a: Giulia')).toBeVisible();
  expect(screen.getByText('b: Giulia')).toBeVisible();
  expect(screen.getByText('c: Giulia')).toBeVisible();
  expect(sessionRequests()).toBe(1);
});

test('a reader that appears while the answer is fresh does not ask again; after 60 s it does', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const server = serveSession(giulia);
  const { rerender } = render(<Reader label="a" />);
  expect(await screen.findByText('a: Giulia')).toBeVisible();
  rerender(
    <>
      <Reader label="a" />
      <Reader label="b" />
    </>,
  );
  expect(screen.getByText('b: Giulia')).toBeVisible();
  expect(sessionRequests()).toBe(1);

  server.session = marco;
  vi.setSystemTime(Date.now() + 61_000);
  rerender(
    <>
      <Reader label="a" />
      <Reader label="b" />
      <Reader label="c" />
    </>,
  );
  // The old answer meanwhile, then the new one for everybody.
  expect(screen.getByText('c: Giulia')).toBeVisible();
  expect(await screen.findByText('a: Marco')).toBeVisible();
  expect(screen.getByText('c: Marco')).toBeVisible();
  expect(sessionRequests()).toBe(2);
});

test('setSession shows a mutation’s answer at once, and an older answer arriving later does not undo it', async () => {
  const server = serveSession(nobody);
  server.hold = true;
  render(<Reader label="a" />);
  await waitFor(() => expect(sessionRequests()).toBe(1));
  act(() => setSession(giulia));
  expect(await screen.findByText('a: Giulia')).toBeVisible();
  // The request sent before the login answers 'nobody': too late, it is ignored.
  const answered = new Promise<void>((resolve) => apiServer.events.on('response:mocked', () => resolve()));
  act(() => server.release());
  await answered;
  // Let the late answer reach the store (it would show 'nessuno' if it were applied).
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(getSession()).toEqual(giulia);
  expect(screen.getByText('a: Giulia')).toBeVisible();
});

test('revalidateSession asks the server again and every reader gets the new answer', async () => {
  const server = serveSession(giulia);
  render(
    <>
      <Reader label="a" />
      <Reader label="b" />
    </>,
  );
  expect(await screen.findByText('a: Giulia')).toBeVisible();
  server.session = marco;
  await act(() => revalidateSession());
  expect(await screen.findByText('a: Marco')).toBeVisible();
  expect(screen.getByText('b: Marco')).toBeVisible();
  expect(sessionRequests()).toBe(2);
});

test('a refused request is an error at once (no retry), and refetch recovers', async () => {
  let refuse = true;
  apiServer.use(http.get('/api/session', () => (refuse ? replyError(403, 'FORBIDDEN', 'No') : reply(sessionResponseSchema, giulia))));
  function Retry() {
    const session = useSession();
    return session.isError ? <button onClick={() => void session.refetch()}>Riprova</button> : <Reader label="a" />;
  }
  render(<Retry />);
  const retry = await screen.findByRole('button', { name: 'Riprova' });
  expect(sessionRequests()).toBe(1);
  refuse = false;
  await userEvent.click(retry);
  expect(await screen.findByText('a: Giulia')).toBeVisible();
});

function Logout() {
  const logout = useLogout();
  return (
    <button disabled={logout.isPending} onClick={() => logout.mutate(undefined, { onSuccess: () => document.body.setAttribute('data-out', 'yes') })}>
      Esci
    </button>
  );
}

test('logout: nobody at once for every reader, the previous user’s cached queries are forgotten, the server confirms', async () => {
  serveSession(giulia);
  const client = appQueryClient;
  client.setQueryData(['stories', 'mine'], ['la storia di Giulia']);
  render(
    <QueryClientProvider client={client}>
      <Reader label="a" />
      <Logout />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('a: Giulia')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
  expect(await screen.findByText('a: nessuno')).toBeVisible();
  await waitFor(() => expect(document.body.getAttribute('data-out')).toBe('yes'));
  expect(client.getQueryData(['stories', 'mine'])).toBeUndefined();
  expect(sentRequests().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/session', 'POST /api/auth/logout', 'GET /api/session']);
  document.body.removeAttribute('data-out');
});
