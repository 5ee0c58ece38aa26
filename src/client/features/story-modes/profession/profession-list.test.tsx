import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { expect, test } from 'vitest';
import { ProfessionList } from './profession-list';

function Harness({ picked }: { picked: string[] }) {
  const [scrolling, setScrolling] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  return (
    <ProfessionList
      professions={['Cuoco', 'Pittore', 'Veterinario']}
      scrolling={scrolling}
      onScrollingChange={setScrolling}
      onSelect={(p) => picked.push(p)}
      listRef={ref}
    />
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
