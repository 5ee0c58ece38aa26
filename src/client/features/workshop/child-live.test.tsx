import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { WorkshopAction } from '../../../shared/schemas/workshop';
import type { WorkshopView } from '../../../shared/workshop/view';
import { installFakeApi, loggedIn, sessionUser } from '../../../../tests/support/client/fake-profile-api';
import { createQueryClient } from '../../lib/query-client';
import { resetSessionStore } from '../auth/session';
import { ChildLive } from './child-live';

const nina = { id: 'nina-id', name: 'Nina' };

const view = (over: Partial<WorkshopView> = {}): WorkshopView => ({
  id: 'w1',
  method: 'CAMPBELL',
  turnMode: 'together',
  status: 'running',
  role: 'child',
  me: nina.id,
  step: 0,
  stepCount: 12,
  current: { kicker: 'Carta 1 di 12', title: 'Il mondo di tutti i giorni', text: 'Com’è la vita?' },
  participants: [{ ...nina, removed: false, connected: true }],
  turn: null,
  paragraphs: [],
  proposals: [],
  returned: [],
  signature: 'Classe 3ªB',
  title: null,
  storyId: null,
  code: null,
  codeExpiresAt: null,
  version: 1,
  ...over,
});

function renderChild(workshop: WorkshopView, send = vi.fn((_a: WorkshopAction) => true)) {
  installFakeApi({ session: loggedIn(sessionUser(nina)) });
  resetSessionStore();
  const queryClient = createQueryClient();
  // The same providers around every render, so a new state from the server updates the screen in place.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/laboratorio/w1']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(<ChildLive workshop={workshop} send={send} />, { wrapper });
  const rerender = (next: WorkshopView) => view.rerender(<ChildLive workshop={next} send={send} />);
  return { send, rerender, unmount: view.unmount };
}

const box = () => screen.getByRole('textbox', { name: 'Il tuo paragrafo' });

test('asked again: the child reads why and finds her text in the box to edit', async () => {
  localStorage.clear();
  renderChild(view({ returned: [{ id: 'r1', authorId: nina.id, text: 'Bla bla', reason: 'ask_again' }] }));
  expect(await screen.findByText(/ti chiede di riscrivere la tua proposta/)).toBeInTheDocument();
  await waitFor(() => expect(box()).toHaveValue('Bla bla'));
});

test('a proposal given back while she is writing something else waits beside the box until she takes it back', async () => {
  localStorage.clear();
  const user = userEvent.setup();
  const { rerender } = renderChild(view());
  await waitFor(() => expect(box()).toBeEnabled());
  await user.type(box(), 'Una nuova idea');
  rerender(view({ step: 1, returned: [{ id: 'r2', authorId: nina.id, text: 'La vecchia idea', reason: 'next_step' }] }));
  expect(screen.getByText(/la tua proposta non è stata scelta/)).toBeInTheDocument();
  expect(box()).toHaveValue('Una nuova idea');
  expect(screen.getByText(/«La vecchia idea»/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Rimettila nel riquadro' }));
  expect(box()).toHaveValue('La vecchia idea');
});

test('her unsent paragraph is kept as a draft and comes back when the screen opens again', async () => {
  localStorage.clear();
  const user = userEvent.setup();
  const first = renderChild(view());
  await waitFor(() => expect(box()).toBeEnabled());
  await user.type(box(), 'C’era una volta un faro');
  first.unmount();
  // The screen opens again (a reload): the paragraph is back.
  renderChild(view());
  await waitFor(() => expect(box()).toHaveValue('C’era una volta un faro'));
});

test('sending clears the box and the draft', async () => {
  localStorage.clear();
  const user = userEvent.setup();
  const { send } = renderChild(view());
  await waitFor(() => expect(box()).toBeEnabled());
  await user.type(box(), 'Il faro si accende');
  await user.click(screen.getByRole('button', { name: 'Invia alla lavagna' }));
  expect(send).toHaveBeenCalledWith({ type: 'propose', text: 'Il faro si accende' });
  expect(box()).toHaveValue('');
  expect(Object.values(localStorage).some((v) => String(v).includes('Il faro si accende'))).toBe(false);
});
