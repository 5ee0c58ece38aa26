import { expect, test } from 'vitest';
import { CHILD_FRAME_ADDRESSES, FRAME_NAME_TOKEN } from '../shared/route-hints';
import { renderChildFrameMarkup, renderHomeMarkup } from './prerender-home';

// Issue 16 (P2): what `npm run build` writes into dist/client/home.html's #root (vite.config.ts,
// `prerenderHome`): the layout and the home page at `/` for an anonymous visitor.

test('the home page drawn at build time: its Italian texts, inside an inert wrapper hidden from screen readers', async () => {
  const markup = await renderHomeMarkup();
  expect(markup.startsWith('<div inert="" aria-hidden="true" class="contents" data-prerendered="">')).toBe(true);
  expect(markup.endsWith('</div>')).toBe(true);
  for (const text of [
    'Benvenuti in FantasMia',
    'Seleziona Profilo',
    'Scegli un profilo...',
    'Vuoi solo leggere o provare?',
    'Entra come utente pubblico',
    'Grammatica della fantasia',
    'Vai al contenuto',
    'HOME',
  ])
    expect(markup, text).toContain(text);
  expect(markup).toContain('id="welcome-title"');
  expect(markup).toContain('<main id="main"');
  // The anonymous visitor: no session card, no profile badge, no unread messages, no spinner.
  for (const text of ['Ciao', 'Vai alla Dashboard', 'Esci', 'Utente pubblico', 'Caricamento']) expect(markup, text).not.toContain(text);
  // The CSP allows no inline script; the build refuses inline styles too.
  expect(markup).not.toMatch(/<script|\sstyle=/i);
});

test("a logged-in child's `/`, dashboard and archive drawn at build time: their screens whole, the name left to the server, nothing the CSP forbids", async () => {
  const expected: Record<(typeof CHILD_FRAME_ADDRESSES)[number], { has: string[]; hasNot: string[] }> = {
    '/': {
      has: ['Benvenuti in FantasMia', `Ciao,<!-- --> <!-- -->${FRAME_NAME_TOKEN}<!-- -->!`, 'Vai alla Dashboard', 'Seleziona Profilo'],
      hasNot: ['Caricamento'],
    },
    '/dashboard': { has: ['Dashboard Principale', 'Il mio profilo', 'Crea la tua storia', 'Archivio Magico'], hasNot: ['Caricamento'] },
    // The list is the child's own data: the drawn page shows it loading, as React does until it arrives.
    '/user-archive': { has: ['Le Tue Storie', 'Caricamento'], hasNot: [] },
  };
  for (const address of CHILD_FRAME_ADDRESSES) {
    const markup = await renderChildFrameMarkup(address);
    expect(markup.startsWith('<div inert="" aria-hidden="true" class="contents" data-prerendered="">'), address).toBe(true);
    expect(markup, address).toContain(`Profilo:<!-- --> <!-- -->${FRAME_NAME_TOKEN}</div>`);
    expect(markup, address).toContain('Lettura facilitata');
    for (const text of expected[address].has) expect(markup, `${address}: ${text}`).toContain(text);
    for (const text of expected[address].hasNot) expect(markup, `${address}: ${text}`).not.toContain(text);
    // The badge's place as classes, not a style; no script (React's swapping of late parts).
    expect(markup, address).toContain('data-testid="profile-indicator" class="left-3 top-3 ');
    expect(markup, address).not.toMatch(/<script|\sstyle=/i);
  }
});
