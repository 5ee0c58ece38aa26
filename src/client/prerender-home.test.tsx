import { expect, test } from 'vitest';
import { renderHomeMarkup } from './prerender-home';

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
