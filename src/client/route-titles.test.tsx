import { render } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router';
import { expect, test } from 'vitest';
import { routes } from './app/router';
import { DocumentTitle } from './components/layout/document-title';
import { fullTitle, NOT_FOUND_TITLE, ROUTE_TITLES } from './route-titles';

/** Every route pattern of the app's route table (app/router.tsx), the not-found one left out. */
function routerPatterns(list: RouteObject[] = routes): string[] {
  return list.flatMap((route) => [...(route.path && route.path !== '*' ? [route.path] : []), ...routerPatterns(route.children ?? [])]);
}

const sample = (pattern: string) => pattern.replace(/:\w+/g, 'abc123');

test('walking every route of the table: each has its own "… — FantasMia" title', () => {
  const patterns = routerPatterns();
  expect(patterns.length).toBeGreaterThan(40);
  const seen = new Map<string, string>();
  for (const pattern of patterns) {
    const { unmount } = render(
      <MemoryRouter initialEntries={[sample(pattern)]}>
        <DocumentTitle />
      </MemoryRouter>,
    );
    const title = document.title;
    expect(title, pattern).toMatch(/^.+ — FantasMia$/);
    expect(title, pattern).not.toBe(fullTitle(NOT_FOUND_TITLE));
    expect(seen.get(title), `${pattern} has the same title as ${seen.get(title)}`).toBeUndefined();
    seen.set(title, pattern);
    unmount();
  }
  expect(ROUTE_TITLES.length).toBe(patterns.length);
});

test('the archive reads "Le Tue Storie — FantasMia"; an unknown address says the page is not found', () => {
  render(
    <MemoryRouter initialEntries={['/user-archive']}>
      <DocumentTitle />
    </MemoryRouter>,
  );
  expect(document.title).toBe('Le Tue Storie — FantasMia');
  render(
    <MemoryRouter initialEntries={['/non-esiste']}>
      <DocumentTitle />
    </MemoryRouter>,
  );
  expect(document.title).toBe('Pagina non trovata — FantasMia');
});
