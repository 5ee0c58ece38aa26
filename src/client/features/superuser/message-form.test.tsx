import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppToaster } from '../../components/layout/app-toaster';
import { afterEach, expect, test, vi } from 'vitest';
import { adminUsersKey } from './api/use-admin-users';
import { groupsKey } from './api/use-groups';
import { MessageForm } from './message-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  // The network edge: the sent-messages log asks the server; it has sent nothing yet.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ messages: [] }), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(adminUsersKey, []);
  client.setQueryData(groupsKey, { groups: [{ id: 'g1', name: 'Terza A', memberCount: 2, createdAt: '2026-01-01T00:00:00.000Z' }] });
  return render(
    <QueryClientProvider client={client}>
      <AppToaster />
      <MessageForm onDone={() => undefined} />
    </QueryClientProvider>,
  );
}

test('sending to a group with no group chosen: the error sits under the group choice, not under the message', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole('radio', { name: 'A tutto un gruppo' }));
  await user.type(screen.getByRole('textbox', { name: 'Messaggio' }), 'Domani si legge!');
  await user.click(screen.getByRole('button', { name: /Invia/ }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Scegli un gruppo');
  expect(screen.getByRole('textbox', { name: 'Messaggio' })).not.toHaveAttribute('aria-invalid');
});
