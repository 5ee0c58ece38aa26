import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import type { SessionResponse } from '../../../shared/schemas/profile';
import { RequireSession, withChildPrefetch } from './guards';
import { QueryRoot } from '../../lib/query-root';
import { apiServer } from '../../testing/api-server.test-support';

function session(isSuperuser: boolean): SessionResponse {
  return { user: { id: 'u1', name: isSuperuser ? 'SuperUser' : 'Giulia', isSuperuser }, pendingConsent: null } as unknown as SessionResponse;
}

function renderGuarded(isSuperuser: boolean) {
  const calls: QueryClient[] = [];
  const Screen = withChildPrefetch(
    function Screen() {
      return <p>Le Tue Storie</p>;
    },
    (client) => {
      calls.push(client);
      return client.prefetchQuery({ queryKey: ['prefetched'], queryFn: () => Promise.resolve('pagina 1') });
    },
  );
  // The page opened at this address: the session is asked for (once) while the guard waits.
  let sessionRequests = 0;
  apiServer.use(
    http.get('/api/session', () => {
      sessionRequests += 1;
      return HttpResponse.json(session(isSuperuser));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryRoot client={client}>
      <MemoryRouter>
        <RequireSession>
          <Screen />
        </RequireSession>
      </MemoryRouter>
    </QueryRoot>,
  );
  return { client, calls, sessionRequests: () => sessionRequests };
}

test("a child's session, once it arrives, starts the screen's first data request once, with the app's query client", async () => {
  const { client, calls, sessionRequests } = renderGuarded(false);
  expect(await screen.findByText('Le Tue Storie')).toBeTruthy();
  await expect.poll(() => client.getQueryData(['prefetched'])).toBe('pagina 1');
  expect(calls).toEqual([client]);
  expect(sessionRequests()).toBe(1);
});

test('the superuser does not start it (the screen sends them elsewhere)', async () => {
  const { client, calls } = renderGuarded(true);
  expect(await screen.findByText('Le Tue Storie')).toBeTruthy();
  expect(calls).toEqual([]);
  expect(client.getQueryData(['prefetched'])).toBeUndefined();
});
