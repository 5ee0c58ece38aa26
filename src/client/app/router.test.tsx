import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { SessionResponse } from '../../shared/schemas/profile';
import { apiServer } from '../../../tests/support/client/api-server';
import { prefetchForChild } from './router';

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
