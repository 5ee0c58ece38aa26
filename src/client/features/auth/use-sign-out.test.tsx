import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { expect, test } from 'vitest';
import { installFakeCacheStorage } from '../../../../tests/fakes/fake-cache-storage';
import { sessionResponseSchema, type SessionResponse } from '../../../shared/schemas/profile';
import { apiServer, reply } from '../../../../tests/support/client/api-server';
import { useSession } from './session';
import { enqueue, pending, remove } from '../offline/outbox';
import { useSignOut } from './use-sign-out';

const giulia: SessionResponse = { user: { id: 'u-giulia', name: 'Giulia', isSuperuser: false, unreadMessages: 0 }, pendingConsent: null };
const nobody: SessionResponse = { user: null, pendingConsent: null };

function serve() {
  const server = { session: giulia };
  apiServer.use(
    http.get('/api/session', () => reply(sessionResponseSchema, server.session)),
    http.post('/api/auth/logout', () => {
      server.session = nobody;
      return Response.json({ ok: true });
    }),
  );
  return server;
}

function Screen() {
  const session = useSession();
  const logout = useSignOut(() => document.body.setAttribute('data-out', 'yes'));
  return (
    <>
      <p>{session.isPending ? 'attesa' : (session.data?.user?.name ?? 'nessuno')}</p>
      <button onClick={logout.signOut}>Esci</button>
      {logout.dialog}
    </>
  );
}

async function queueStory(profileId: string): Promise<void> {
  await enqueue({
    id: 's-1',
    profileId,
    queuedAt: new Date().toISOString(),
    input: { id: 's-1', title: 'Il drago di carta', content: 'C’era una volta.', status: 'completed', mode: 'GHOST' },
  });
}

test("with a story waiting in the outbox, 'Esci' asks first; 'Resta' keeps her in, 'Esci comunque' deletes it from the device", async () => {
  installFakeCacheStorage();
  const server = serve();
  await queueStory('u-giulia');
  render(<Screen />);
  expect(await screen.findByText('Giulia')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Ci sono storie non ancora inviate' });
  expect(dialog).toHaveTextContent('Una storia aspetta la rete.');
  expect(dialog).toHaveTextContent('Se esci ora viene cancellata da questo dispositivo e va persa');
  await userEvent.click(screen.getByRole('button', { name: 'Resta' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByText('Giulia')).toBeVisible();
  expect(server.session).toBe(giulia);

  await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Esci comunque' }));
  await waitFor(() => expect(document.body.getAttribute('data-out')).toBe('yes'));
  expect(screen.getByText('nessuno')).toBeVisible();
  expect(server.session).toBe(nobody);
  await waitFor(async () => expect(await pending('u-giulia')).toEqual([]));
  document.body.removeAttribute('data-out');
});

test("with nothing waiting, 'Esci' leaves at once", async () => {
  installFakeCacheStorage();
  const server = serve();
  await queueStory('someone-else');
  render(<Screen />);
  expect(await screen.findByText('Giulia')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
  await waitFor(() => expect(document.body.getAttribute('data-out')).toBe('yes'));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(server.session).toBe(nobody);
  await remove('s-1');
  document.body.removeAttribute('data-out');
});
