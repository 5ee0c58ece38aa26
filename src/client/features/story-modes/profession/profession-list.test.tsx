import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ProfessionList } from './profession-list';

/** The device the test pretends to be: a touch-only tablet answers (hover: none) and (pointer: coarse). */
let touchOnly = false;
beforeEach(() => {
  touchOnly = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: touchOnly && query.includes('pointer: coarse'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ picked }: { picked: string[] }) {
  const [scrolling, setScrolling] = useState(true);
  return (
    <ProfessionList professions={['Cuoco', 'Pittore', 'Veterinario']} scrolling={scrolling} onScrollingChange={setScrolling} onSelect={(p) => picked.push(p)} />
  );
}

test('after "Ferma la lista" the focus leaves the button, so Space picks a profession instead of restarting the list', async () => {
  const user = userEvent.setup();
  const picked: string[] = [];
  render(<Harness picked={picked} />);
  await user.click(screen.getByRole('button', { name: 'Ferma la lista' }));
  expect(screen.getByRole('region', { name: 'Elenco delle professioni' })).toHaveFocus();
  await user.keyboard(' ');
  expect(screen.queryByRole('button', { name: 'Ferma la lista' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Fai girare la lista' })).toBeVisible();
});

test('a keyboard hint on a computer, a touch hint on a tablet', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<Harness picked={[]} />);
  expect(screen.getByText('Premi la barra spaziatrice per fermare la lista.')).toBeVisible();
  unmount();
  touchOnly = true;
  render(<Harness picked={[]} />);
  expect(screen.getByText('Tocca «Ferma la lista» quando vedi un lavoro che ti piace.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Ferma la lista' }));
  expect(screen.getByText('Tocca la professione che vuoi, oppure fai girare di nuovo la lista.')).toBeVisible();
  expect(screen.queryByText(/barra spaziatrice/)).toBeNull();
});
