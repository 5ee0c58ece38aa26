import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { installFakeCacheStorage, type FakeCacheStorage } from '../../../../tests/fakes/fake-cache-storage';
import { sessionResponseSchema, type SessionResponse } from '../../../shared/schemas/profile';
import { hasPendingLogout } from '../../lib/pending-logout';
import { queryClient as client } from '../../lib/query-client';
import { apiServer, reply, sentRequests } from '../../../../tests/support/client/api-server';
import { API_CACHE_NAME } from '../offline/api-cache';
import { readDeviceOwner } from '../offline/device-owner';
import { revalidateSession, useLogout, useSession } from './session';

const giulia: SessionResponse = { user: { id: 'u1', name: 'Giulia', isSuperuser: false, unreadMessages: 0 }, pendingConsent: null };
const nobody: SessionResponse = { user: null, pendingConsent: null };
let storage: FakeCacheStorage;
let offline: { mockRestore: () => void } | null = null;

/** What navigator.onLine says, as the browser says it offline. */
function setOnLine(value: boolean): void {
  offline?.mockRestore();
  offline = value ? null : vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

/** The server, and whether the device can reach it. */
function serve() {
  const server = { session: giulia, online: true };
  apiServer.use(
    http.get('/api/session', () => (server.online ? reply(sessionResponseSchema, server.session) : HttpResponse.error())),
    http.post('/api/auth/logout', () => {
      if (!server.online) return HttpResponse.error();
      server.session = nobody;
      return Response.json({ ok: true });
    }),
  );
  return server;
}

function Reader() {
  const session = useSession();
  return <p>{session.isPending ? 'attesa' : (session.data?.user?.name ?? 'nessuno')}</p>;
}

function Logout() {
  const logout = useLogout();
  return (
    <button onClick={() => logout.mutate(undefined, { onSuccess: () => document.body.setAttribute('data-out', 'yes') })} disabled={logout.isPending}>
      Esci
    </button>
  );
}

beforeEach(() => {
  storage = installFakeCacheStorage();
});

afterEach(() => {
  setOnLine(true);
  document.body.removeAttribute('data-out');
});

test("'Esci' offline: logged out on the device at once, her data gone; back online the logout goes before any other request", async () => {
  const server = serve();
  client.setQueryData(['stories', 'mine'], ['la storia di Giulia']);
  localStorage.setItem('fantasmia.draft.u1.GHOST', '{}');
  render(
    <QueryClientProvider client={client}>
      <Reader />
      <Logout />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('Giulia')).toBeVisible();
  await waitFor(() => expect(readDeviceOwner()?.profileId).toBe('u1'));
  await (await storage.open(API_CACHE_NAME)).put('/api/stories', new Response('{}'));

  server.online = false;
  setOnLine(false);
  await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
  await waitFor(() => expect(document.body.getAttribute('data-out')).toBe('yes'));
  expect(screen.getByText('nessuno')).toBeVisible();
  expect(client.getQueryData(['stories', 'mine'])).toBeUndefined();
  expect(await storage.has(API_CACHE_NAME)).toBe(false);
  expect(readDeviceOwner()).toBeNull();
  expect(localStorage.getItem('fantasmia.draft.u1.GHOST')).toBeNull();
  expect(hasPendingLogout()).toBe(true);
  // The server never heard it: her session still stands there.
  expect(server.session).toBe(giulia);

  server.online = true;
  setOnLine(true);
  const before = sentRequests().length;
  await revalidateSession();
  expect(
    sentRequests()
      .slice(before)
      .map((r) => `${r.method} ${r.path}`),
  ).toEqual(['POST /api/auth/logout', 'GET /api/session']);
  expect(server.session).toBe(nobody);
  expect(hasPendingLogout()).toBe(false);
  expect(screen.getByText('nessuno')).toBeVisible();
});

test('the pending logout is sent when the network comes back, even with no request of the app', async () => {
  const server = serve();
  render(
    <>
      <Reader />
      <Logout />
    </>,
  );
  expect(await screen.findByText('Giulia')).toBeVisible();
  server.online = false;
  setOnLine(false);
  await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
  await waitFor(() => expect(document.body.getAttribute('data-out')).toBe('yes'));
  expect(hasPendingLogout()).toBe(true);

  server.online = true;
  setOnLine(true);
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(hasPendingLogout()).toBe(false));
  expect(server.session).toBe(nobody);
});

test('a session ended on the server (a 401) empties the cached data and shows nobody', async () => {
  const server = serve();
  apiServer.use(http.get('/api/stories', () => Response.json({ error: { code: 'unauthorized', message: 'Accedi' } }, { status: 401 })));
  render(<Reader />);
  expect(await screen.findByText('Giulia')).toBeVisible();
  await waitFor(() => expect(readDeviceOwner()?.profileId).toBe('u1'));
  await (await storage.open(API_CACHE_NAME)).put('/api/stories', new Response('{}'));

  server.session = nobody;
  const { api } = await import('../../lib/api-client');
  await expect(api('/api/stories')).rejects.toMatchObject({ status: 401 });
  expect(await screen.findByText('nessuno')).toBeVisible();
  await waitFor(async () => expect(await storage.has(API_CACHE_NAME)).toBe(false));
  expect(readDeviceOwner()).toBeNull();
});
