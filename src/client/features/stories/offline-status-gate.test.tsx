import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { setSession } from '../auth/session';
import { OfflineStatusGate } from './offline-status-gate';

const OFFLINE = 'Sei senza connessione: puoi leggere le tue storie e scriverne di nuove.';

const onLine = vi.spyOn(navigator, 'onLine', 'get');

function goOffline(offline: boolean) {
  onLine.mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  onLine.mockReturnValue(true);
});

test('an anonymous visitor online gets nothing; offline the note loads and shows, and goes when the network is back', async () => {
  setSession({ user: null, pendingConsent: null });
  const { container } = render(<OfflineStatusGate />);
  expect(container).toBeEmptyDOMElement();
  goOffline(true);
  expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
  goOffline(false);
  expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
});
