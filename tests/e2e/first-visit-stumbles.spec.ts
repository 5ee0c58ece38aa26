import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createChildAndLogin, loginSuperuser } from './support/api';
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server';
import { seedStory } from './support/stories';

// What a new family and a new teacher stumbled on: long words, the profile badge, the Propp list
// on a phone, toasts, translation without a provider, and every screen's title.

const PHONE = { width: 375, height: 740 };
/** A pasted link of 90 characters with no space to break at. */
const LONG = `https://www.esempio.it/${'storia-lunghissima-senza-spazi'.repeat(3)}`.slice(0, 90);

/** The page's width, and what sticks out furthest on the right when it is too wide. */
async function sideways(page: Page): Promise<string | null> {
  return page.evaluate((limit) => {
    if (document.documentElement.scrollWidth <= limit) return null;
    let widest: Element | null = null;
    let right = 0;
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect().right;
      if (r > right) {
        right = r;
        widest = el;
      }
    }
    return `${document.documentElement.scrollWidth}px, widest: <${widest?.tagName.toLowerCase()} class="${widest?.getAttribute('class') ?? ''}">`;
  }, PHONE.width);
}

test('a 90-character unbroken word wraps on every main screen at 375 px', async ({ browser }) => {
  const admin = await browser.newContext({ viewport: PHONE });
  const su = await admin.newPage();
  await loginSuperuser(su);
  // Titles are at most 100 characters: 80 of the link and a unique tail, still one unbroken word.
  const title = `${LONG.slice(0, 80)}${Date.now().toString(36)}`;
  const created = await su.request.post('/api/reading-stories', { multipart: { title, content: `C’era una volta ${LONG} e poi ancora ${LONG}.` } });
  expect(created.status(), await created.text()).toBe(201);
  const readingId = ((await created.json()) as { story: { id: string } }).story.id;
  const science = await su.request.post('/api/science-stories', { multipart: { title, content: `La scienza ${LONG}.` } });
  expect(science.status(), await science.text()).toBe(201);

  const kid = await browser.newContext({ viewport: PHONE });
  const child = await kid.newPage();
  const me = await createChildAndLogin(child);
  const story = await seedStory(child, { title: `${LONG}`, content: `Il drago disse ${LONG} e rise.` });
  const sent = await su.request.post('/api/admin/messages', { data: { toAll: false, recipientIds: [me.id], text: `Guarda qui: ${LONG}` } });
  expect(sent.status(), await sent.text()).toBeLessThan(300);

  const tooWide: string[] = [];
  for (const [page, url] of [
    [su, '/superuser-reading-stories-management'],
    [su, '/superuser-reading-stories-view'],
    [su, `/superuser-reading-story-viewer/${readingId}`],
    [su, '/superuser-science-stories-view'],
    [su, '/superuser-archive'],
    [su, '/superuser-users'],
    [child, '/dashboard'],
    [child, '/user-archive'],
    [child, `/story/${story.id}`],
    [child, '/reading-stories'],
    [child, `/reading-story-viewer/${readingId}`],
    [child, '/science-stories'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const problem = await sideways(page);
    if (problem) tooWide.push(`${url}: ${problem}`);
  }
  expect(tooWide).toEqual([]);
  await admin.close();
  await kid.close();
});

test('the profile badge never covers a control when the page scrolls (Al maschile at 375 px)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await createChildAndLogin(page);
  await page.goto('/profession-story');
  const control = page
    .getByRole('radio', { name: 'Al maschile' })
    .or(page.getByRole('button', { name: 'Al maschile' }))
    .first();
  await expect(control).toBeVisible();
  // The control scrolled to the very top of the window, where a floating badge would cover it.
  for (const scrollY of [0, 40, 120]) {
    await control.evaluate((el, y) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -y);
    }, scrollY);
    const hit = await control.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && (el === top || el.contains(top) || top.contains(el));
    });
    expect(hit, `scrolled to ${scrollY}`).toBe(true);
  }
  // The badge and the home button are inside a landmark.
  await expect(page.getByRole('banner').getByText(/^Profilo: /)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Torna alla home' })).toBeVisible();
  await context.close();
});

test('PROPP free on a phone: after tapping a card low in the list the writing box is in view and focused', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await createChildAndLogin(page);
  await page.goto('/propp-mode-selector');
  await page.getByRole('link', { name: /Modalità libera/ }).click();
  await page.getByRole('button', { name: 'Inizia la storia' }).click();
  await page.getByRole('button', { name: /Nozze/ }).click();
  const box = page.getByLabel('Il tuo paragrafo');
  await expect(box).toBeFocused();
  await expect(box).toBeInViewport();
  await context.close();
});

test('toasts sit at the bottom, away from the field being corrected and the home button, speak Italian and pass axe', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/new-profile');
  await page.getByRole('button', { name: 'Crea Profilo' }).click();
  const region = page.getByRole('region', { name: 'Notifiche' });
  const toast = region.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Chiudi' })).toBeAttached();
  const toastBox = await toast.boundingBox();
  if (!toastBox) throw new Error('no toast box');
  for (const covered of [page.getByLabel('Nome'), page.getByRole('link', { name: 'Torna alla home' })]) {
    const box = await covered.boundingBox();
    if (!box) throw new Error('no box');
    const overlaps =
      box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width && box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height;
    expect(overlaps).toBe(false);
  }
  await expectNoSeriousA11yViolations(page, '/new-profile with a visible toast');
  await page.emulateMedia({ media: 'print' });
  await expect(toast).toBeHidden();
  await context.close();
});

test.describe('no translation provider', () => {
  let server: IsolatedServer;
  test.beforeAll(async () => {
    server = await startIsolatedServer({ env: { TRANSLATE_PROVIDER: 'none' } });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('no INGLESE button anywhere for a child; the superuser reads how to turn translation on', async ({ browser }) => {
    const kid = await browser.newContext({ baseURL: server.baseURL });
    const child = await kid.newPage();
    expect((await (await child.request.get('/api/config')).json()).translation).toBe(false);
    await createChildAndLogin(child);
    const story = await seedStory(child, { title: 'Il drago gentile', content: 'C’era una volta un drago gentile.' });
    await child.goto(`/story/${story.id}`);
    await expect(child.getByRole('heading', { name: 'Il drago gentile' })).toBeVisible();
    await expect(child.getByRole('button', { name: /INGLESE|ENGLISH|Inglese/ })).toHaveCount(0);
    // The modes' first screens promise no translation either.
    for (const [path, line] of [
      ['/css-editor', 'Alla fine la puoi ascoltare, condividere e salvare.'],
      ['/campbell-editor', 'Con almeno sei carte puoi finire la storia, rileggerla e salvarla.'],
      ['/parole-chiamano', 'Alla fine puoi rileggerla, ascoltarla e salvarla.'],
    ] as const) {
      await child.goto(path);
      await expect(child.getByText(line)).toBeVisible();
      await expect(child.getByText(/tradurr?la|tradurre/)).toHaveCount(0);
    }

    const admin = await browser.newContext({ baseURL: server.baseURL });
    const su = await admin.newPage();
    expect((await su.request.post('/api/auth/superuser', { data: { password: server.superuserPassword } })).status()).toBe(200);
    const created = await su.request.post('/api/reading-stories', { multipart: { title: 'La luna', content: 'La luna sorride.' } });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { story: { id: string } }).story.id;
    await su.goto(`/superuser-reading-story-viewer/${id}`);
    await expect(su.getByRole('heading', { name: 'La luna' })).toBeVisible();
    await expect(su.getByRole('button', { name: /INGLESE|ENGLISH|Inglese/ })).toHaveCount(0);
    await su.getByRole('link', { name: 'Traduzione non attiva: come attivarla' }).click();
    await expect(
      su
        .getByRole('region', { name: 'Servizio di traduzione' })
        .getByText(/TRANSLATE_PROVIDER/)
        .first(),
    ).toBeVisible();
    await su.goBack();
    await child.goto(`/reading-story-viewer/${id}`);
    await expect(child.getByRole('heading', { name: 'La luna' })).toBeVisible();
    await expect(child.getByRole('button', { name: /Inglese/ })).toHaveCount(0);
    await expect(child.getByText(/Traduzione non attiva/)).toHaveCount(0);
    await kid.close();
    await admin.close();
  });
});

test('every screen has its own title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/ — FantasMia$/);
  const home = await page.title();
  await page.goto('/contacts');
  await expect(page).toHaveTitle('Contatti — FantasMia');
  expect(home).not.toBe('Contatti — FantasMia');
});
