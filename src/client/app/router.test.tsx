import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { SessionResponse } from '../../shared/schemas/profile';
import { apiServer } from '../../../tests/support/client/api-server';
import { getSession, resetSessionStore } from '../features/auth/session';
import { prefetchForChild, sessionLoader } from './router';

function session(isSuperuser: boolean): SessionResponse {
  return { user: { id: 'u1', name: isSuperuser ? 'SuperUser' : 'Giulia', isSuperuser }, pendingConsent: null } as unknown as SessionResponse;
}

function prefetchingLoader(isSuperuser: boolean) {
  let sessionRequests = 0;
  apiServer.use(
    http.get('/api/session', () => {
      sessionRequests += 1;
      return HttpResponse.json(session(isSuperuser));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const calls: QueryClient[] = [];
  const loader = prefetchForChild((used) => {
    calls.push(used);
    return used.prefetchQuery({ queryKey: ['prefetched'], queryFn: () => Promise.resolve('pagina 1') });
  }, client);
  return { loader, client, calls, sessionRequests: () => sessionRequests };
}

test("for a child's session the loader starts the screen's first data request once, without waiting for it", async () => {
  const { loader, client, calls, sessionRequests } = prefetchingLoader(false);
  expect(loader()).toBeNull();
  await expect.poll(() => client.getQueryData(['prefetched'])).toBe('pagina 1');
  expect(calls).toEqual([client]);
  expect(sessionRequests()).toBe(1);
});

test('for the superuser the loader starts nothing (the screen sends them elsewhere)', async () => {
  const { loader, client, calls, sessionRequests } = prefetchingLoader(true);
  expect(loader()).toBeNull();
  await expect.poll(sessionRequests).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(calls).toEqual([]);
  expect(client.getQueryData(['prefetched'])).toBeUndefined();
});

test('the root loader resolves once the session is in the cache, so the first screen draws knowing who is in', async () => {
  resetSessionStore();
  apiServer.use(http.get('/api/session', () => HttpResponse.json(session(false))));
  expect(getSession()).toBeUndefined();
  await expect(sessionLoader()).resolves.toBeNull();
  expect(getSession()?.user?.name).toBe('Giulia');
});

test('the root loader lets the app draw when the session cannot be asked for (offline, nothing cached)', async () => {
  resetSessionStore();
  apiServer.use(http.get('/api/session', () => HttpResponse.error()));
  await expect(sessionLoader()).resolves.toBeNull();
  expect(getSession()).toBeUndefined();
});
