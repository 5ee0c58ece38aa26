import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, test } from 'vitest';
import { lazyNamed, preloadScreen } from './lazy-named';

function Hello() {
  return <p>Ciao</p>;
}

test('preloadScreen starts the download of a lazy screen once; drawing it later downloads nothing more', async () => {
  let loads = 0;
  const Screen = lazyNamed(async () => {
    loads += 1;
    return { Hello };
  }, 'Hello');
  preloadScreen(<Screen />);
  preloadScreen(<Screen />);
  expect(loads).toBe(1);
  render(
    <Suspense fallback={null}>
      <Screen />
    </Suspense>,
  );
  expect(await screen.findByText('Ciao')).toBeInTheDocument();
  expect(loads).toBe(1);
});

test('a preload that fails is tried again when the screen is drawn; other elements are ignored', async () => {
  let loads = 0;
  const Screen = lazyNamed(async () => {
    loads += 1;
    if (loads === 1) throw new Error('rete assente');
    return { Hello };
  }, 'Hello');
  preloadScreen(<Screen />);
  preloadScreen(<p>non uno schermo</p>);
  preloadScreen('testo');
  await Promise.resolve();
  render(
    <Suspense fallback={null}>
      <Screen />
    </Suspense>,
  );
  expect(await screen.findByText('Ciao')).toBeInTheDocument();
  expect(loads).toBe(2);
});
