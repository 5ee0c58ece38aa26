import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppToaster } from '../../components/layout/app-toaster';
import { afterEach, expect, test, vi } from 'vitest';
import { ReadingStoryForm } from './reading-story-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AppToaster />
      <ReadingStoryForm editing={null} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone };
}

/** The network edge: answers POST /api/reading-stories like the server would. */
function stubFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

test('Save stays disabled while title or content is blank; the counter counts to 2000', async () => {
  const user = userEvent.setup();
  renderForm();
  const save = screen.getByRole('button', { name: 'Salva' });
  expect(save).toBeDisabled();
  expect(screen.getByLabelText(/^Titolo/)).toHaveAttribute('maxlength', '100');
  await user.type(screen.getByLabelText(/^Titolo/), 'Il gufo');
  expect(save).toBeDisabled();
  await user.type(screen.getByLabelText(/^Contenuto/), '   ');
  expect(save).toBeDisabled();
  await user.type(screen.getByLabelText(/^Contenuto/), 'Uhu');
  expect(save).toBeEnabled();
  expect(screen.getByText('6/2000')).toBeInTheDocument();
});

test('more than 2000 characters shows the spec message and sends nothing', async () => {
  const user = userEvent.setup();
  const calls = stubFetch(201, {});
  renderForm();
  await user.type(screen.getByLabelText(/^Titolo/), 'Lunghissima');
  await user.click(screen.getByLabelText(/^Contenuto/));
  await user.paste('a'.repeat(2001));
  expect(screen.getByText('2001/2000')).toBeInTheDocument();
  expect(screen.getByText('Il contenuto non può superare i 2000 caratteri')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(calls).toHaveLength(0);
});

test('a saved story says \u2018Storia creata con successo\u2019 and clears the form', async () => {
  const user = userEvent.setup();
  const calls = stubFetch(201, {
    story: {
      id: 's1',
      title: 'Il gufo',
      content: 'Uhu',
      author: null,
      imageId: null,
      imageUrl: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    },
  });
  const { onDone } = renderForm();
  await user.type(screen.getByLabelText(/^Titolo/), 'Il gufo');
  await user.type(screen.getByLabelText(/^Contenuto/), 'Uhu');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(await screen.findByText('Storia creata con successo')).toBeInTheDocument();
  expect(calls[0]?.url).toBe('/api/reading-stories');
  expect(calls[0]?.init?.method).toBe('POST');
  const sent = calls[0]?.init?.body;
  expect(sent instanceof FormData ? sent.get('title') : null).toBe('Il gufo');
  expect(screen.getByLabelText(/^Titolo/)).toHaveValue('');
  expect(screen.getByLabelText(/^Contenuto/)).toHaveValue('');
  expect(onDone).toHaveBeenCalled();
});

test('the server’s duplicate-title refusal appears under the title', async () => {
  const user = userEvent.setup();
  stubFetch(409, {
    error: { code: 'duplicate_title', message: 'Esiste già una storia con questo titolo', fields: { title: 'Esiste già una storia con questo titolo' } },
  });
  renderForm();
  await user.type(screen.getByLabelText(/^Titolo/), 'il gufo');
  await user.type(screen.getByLabelText(/^Contenuto/), 'Uhu');
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Esiste già una storia con questo titolo');
  expect(screen.getByLabelText(/^Titolo/)).toHaveValue('il gufo');
});
