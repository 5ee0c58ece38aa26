import { expect, test } from 'vitest';
import { renderHomeMarkup } from './prerender-home';

// What `npm run build` writes into dist/client/home.html's #root (vite.config.ts, `prerenderHome`).
test('the home page drawn at build time: its Italian texts, inside an inert wrapper hidden from screen readers', async () => {
  const markup = await renderHomeMarkup();
  expect(markup.startsWith('<div inert="" aria-hidden="true" class="contents" data-prerendered="">')).toBe(true);
  expect(markup.endsWith('</div>')).toBe(true);
  for (const text of ['Benvenuti in FantasMia', 'Seleziona Profilo', 'Vuoi solo leggere o provare?', 'Entra come utente pubblico', 'Vai al contenuto'])
    expect(markup, text).toContain(text);
  expect(markup).toContain('<main id="main"');
  // The anonymous visitor: no session card, no profile badge, no spinner.
  for (const text of ['Ciao', 'Vai alla Dashboard', 'Esci', 'Utente pubblico', 'Caricamento']) expect(markup, text).not.toContain(text);
  // The Content-Security-Policy allows no inline script; the build refuses inline styles too.
  expect(markup).not.toMatch(/<script|\sstyle=/i);
});
