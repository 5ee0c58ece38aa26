import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
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

test('a screen whose code was preloaded is drawn in the first render, with no spinner first (issue 16, P2)', async () => {
  const Preloaded = lazyNamed(async () => ({ Hello }), 'Hello');
  await Preloaded.preload();
  const first = render(
    <Suspense fallback={<p>Caricamento...</p>}>
      <Preloaded />
    </Suspense>,
  );
  expect(first.container.textContent).toBe('Ciao');
  first.unmount();
  // Not preloaded: the spinner first, the screen once its code is here.
  const Later = lazyNamed(async () => ({ Hello }), 'Hello');
  const second = render(
    <Suspense fallback={<p>Caricamento...</p>}>
      <Later />
    </Suspense>,
  );
  expect(second.container.textContent).toBe('Caricamento...');
  expect(await screen.findByText('Ciao')).toBeInTheDocument();
});

test('preloadScreen reaches the screen a guard wraps, and settles once its code is here', async () => {
  let loads = 0;
  const Screen = lazyNamed(async () => {
    loads += 1;
    return { Hello };
  }, 'Hello');
  function Guard({ children }: { children: ReactNode }) {
    return <>{children}</>;
  }
  await preloadScreen(
    <Guard>
      <Screen />
    </Guard>,
  );
  expect(loads).toBe(1);
  const drawn = render(
    <Suspense fallback={<p>Caricamento...</p>}>
      <Screen />
    </Suspense>,
  );
  expect(drawn.container.textContent).toBe('Ciao');
});
