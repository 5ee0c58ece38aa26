import { act, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, expect, test } from 'vitest';
import { AppToaster } from './app-toaster';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

test('the toasts speak Italian: the region is "Notifiche" and the close button "Chiudi"', async () => {
  render(<AppToaster />);
  act(() => {
    toast.success('Storia salvata!');
  });
  await screen.findByText('Storia salvata!');
  const region = screen.getByRole('region', { name: 'Notifiche' });
  expect(within(region).getByText('Storia salvata!')).toBeInTheDocument();
  expect(within(region).getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close toast' })).toBeNull();
});

test('they sit at the bottom (never over the home and back buttons at the top) and are not printed', async () => {
  render(<AppToaster />);
  act(() => {
    toast('Ciao');
  });
  await screen.findByText('Ciao');
  const list = document.querySelector('[data-sonner-toaster]');
  expect(list?.getAttribute('data-y-position')).toBe('bottom');
  expect(list?.classList.contains('no-print')).toBe(true);
});

test('at most three are shown, and the same message twice is one toast', async () => {
  render(<AppToaster />);
  act(() => {
    for (let i = 1; i <= 5; i += 1) toast(`Messaggio ${i}`);
    toast.error('Errore traduzione', { id: 'translation-error' });
    toast.error('Errore traduzione', { id: 'translation-error' });
  });
  await screen.findByText('Messaggio 5');
  expect(screen.getAllByText('Errore traduzione')).toHaveLength(1);
  const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
  expect(visible.length).toBeLessThanOrEqual(3);
});
