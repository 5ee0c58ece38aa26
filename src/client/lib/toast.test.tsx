import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { AppToaster } from '../components/layout/app-toaster';
import { isToasterWanted, toast, watchToasterWanted } from './toast';

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
});

// One module-wide queue: these tests run in order, the first one before any Toaster exists.
test('a toast sent before any Toaster exists asks for it, waits, and shows once the Toaster is on screen', async () => {
  expect(isToasterWanted()).toBe(false);
  // Dismissing when nothing was ever sent loads nothing.
  toast.dismiss();
  expect(isToasterWanted()).toBe(false);
  let asked = 0;
  const stop = watchToasterWanted(() => (asked += 1));
  const id = toast.success('Storia salvata!');
  toast.error('Qualcosa non va', { id: 'err', description: 'Riprova tra poco.' });
  stop();
  expect(asked).toBe(1);
  expect(isToasterWanted()).toBe(true);
  expect(typeof id).toBe('string');
  expect(screen.queryByText('Storia salvata!')).toBeNull();

  render(<AppToaster />);
  // Both, in the order sent, with their options.
  expect(await screen.findByText('Storia salvata!')).toBeInTheDocument();
  expect(await screen.findByText('Qualcosa non va')).toBeInTheDocument();
  expect(screen.getByText('Riprova tra poco.')).toBeInTheDocument();
  const titles = [...document.querySelectorAll('[data-sonner-toast] [data-title]')].map((el) => el.textContent);
  expect(titles).toContain('Storia salvata!');
});

test('a toast dismissed while it waits never shows; the same id twice is one toast', async () => {
  const gone = toast.info('Mai visto');
  toast.dismiss(gone);
  toast.info('Una volta', { id: 'once' });
  toast.info('Una volta', { id: 'once' });
  render(<AppToaster />);
  expect(await screen.findByText('Una volta')).toBeInTheDocument();
  expect(screen.getAllByText('Una volta')).toHaveLength(1);
  expect(screen.queryByText('Mai visto')).toBeNull();
});

test('with the Toaster on screen, a toast goes straight to it', async () => {
  render(<AppToaster />);
  act(() => void toast('Prima'));
  expect(await screen.findByText('Prima')).toBeInTheDocument();
  act(() => void toast.warning('Poi'));
  expect(await screen.findByText('Poi')).toBeInTheDocument();
});
