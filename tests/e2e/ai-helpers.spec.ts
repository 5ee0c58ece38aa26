import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createChildAndLogin, loginSuperuser, uniqueName } from './support/api';
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server';
import { fetchStory, seedStory } from './support/stories';

// The AI helpers through the fake OpenAI-compatible provider (tests/fakes/fake-ai-server.ts).
// Text helpers run on the shared server (AI on, text costs 0); drawings, whose cost shows on the
// superuser's page, run on an isolated server of their own so the shared total stays 0.

const STORY = "C'era una volta un piccolo drago di nome Fiammetta.\nViveva in un bosco pieno di fiori.\nUn giorno incontrò una volpe gentile.";

/** A child whose adult ticked both boxes at the consent step (the AI one too). */
async function childWithAiConsent(page: Page, name = uniqueName('Ai')): Promise<{ id: string; name: string }> {
  const created = await page.request.post('/api/profiles', { data: { name, age: 9 } });
  expect(created.status(), await created.text()).toBe(201);
  const consent = await page.request.post('/api/auth/consent', { data: { adultName: 'Maestra Lucia', accepted: true, aiConsent: true } });
  expect(consent.status(), await consent.text()).toBe(200);
  return ((await created.json()) as { profile: { id: string; name: string } }).profile;
}

async function openEditMenuItem(page: Page, item: 'Migliora testo (AI)' | 'Poesia') {
  await page.getByRole('button', { name: 'Modifica' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const storyText = (page: Page) => page.getByRole('region', { name: 'Testo della storia' });

test.describe('text helpers', () => {
  test('the consent step has a separate, unticked AI box that the adult may tick', async ({ page }) => {
    const name = uniqueName('Reg');
    expect((await page.request.post('/api/profiles', { data: { name, age: 8 } })).status()).toBe(201);
    await page.goto('/privacy-acceptance');
    await expect(page.getByText('Intelligenza artificiale.', { exact: false })).toBeVisible();
    // Named as the site's manager calls it (AI_PROVIDER_NAME), never by its address.
    await expect(page.getByText('Servizio IA di prova', { exact: true })).toBeVisible();
    await expect(page.getByText('127.0.0.1', { exact: false })).toHaveCount(0);
    const aiBox = page.getByRole('checkbox', { name: /autorizzo l.uso degli strumenti di intelligenza artificiale/ });
    await expect(aiBox).not.toBeChecked();
    await expectNoSeriousA11yViolations(page, '/privacy-acceptance');
    await page.getByLabel("Nome e cognome dell'adulto").fill('Papà Marco');
    await page.getByRole('checkbox', { name: /accetto le condizioni d.uso/ }).click();
    await aiBox.click();
    await page.getByRole('button', { name: 'Accetto' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const status = (await (await page.request.get('/api/ai/status')).json()) as { consent: boolean };
    expect(status.consent).toBe(true);
  });

  test('improve a story and replace the original, after the confirmation', async ({ page }) => {
    await childWithAiConsent(page);
    const story = await seedStory(page, { title: 'Il drago Fiammetta', content: STORY });
    await page.goto(`/story/${story.id}`);
    await openEditMenuItem(page, 'Migliora testo (AI)');
    const dialog = page.getByRole('dialog', { name: 'Migliora testo (AI)' });
    for (const style of ['Ironico', 'Fantasy', 'Semplice e leggero', 'Fantasioso']) await expect(dialog.getByRole('button', { name: style })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'improve: styles');
    await dialog.getByRole('button', { name: 'Ironico' }).click();
    await expect(dialog.getByRole('heading', { name: 'Originale' })).toBeVisible();
    await expect(dialog.getByTestId('ai-improved-text')).toContainText('Storia migliorata in stile ironico');
    await expect(dialog.getByRole('region', { name: 'Originale' })).toContainText('Viveva in un bosco pieno di fiori.');
    await expectNoSeriousA11yViolations(page, 'improve: result');
    await dialog.getByRole('button', { name: 'Sostituisci originale' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sostituire il testo originale?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Sostituisci' }).click();
    await expect(page.getByText('Storia aggiornata!')).toBeVisible();
    await expect(storyText(page)).toContainText('Storia migliorata in stile ironico');
    expect((await fetchStory(page, story.id))?.content).toContain('Storia migliorata in stile ironico');
  });

  test('famous characters: the copyright warning, another style, save as a new story', async ({ page }) => {
    await childWithAiConsent(page);
    const title = `Cenerentola al mare ${uniqueName('T')}`;
    const story = await seedStory(page, { title, content: `Cenerentola andò al mare.\n${STORY}` });
    await page.goto(`/story/${story.id}`);
    await openEditMenuItem(page, 'Migliora testo (AI)');
    const dialog = page.getByRole('dialog', { name: 'Migliora testo (AI)' });
    await dialog.getByRole('button', { name: 'Fantasy' }).click();
    await expect(dialog.getByText('Attenzione: personaggi famosi')).toBeVisible();
    await expect(dialog.getByText('Cenerentola', { exact: true })).toBeVisible();
    // 'Modifica' goes back: here, to the story's edit form
    await dialog.getByRole('button', { name: 'Modifica' }).click();
    await expect(page.getByRole('button', { name: 'Annulla' })).toBeVisible();
    await page.getByRole('button', { name: 'Annulla' }).click();

    await openEditMenuItem(page, 'Migliora testo (AI)');
    await dialog.getByRole('button', { name: 'Fantasy' }).click();
    await dialog.getByRole('button', { name: 'Prosegui' }).click();
    await expect(dialog.getByTestId('ai-improved-text')).toContainText('in stile fantasy');
    await dialog.getByRole('button', { name: 'Cambia stile' }).click();
    await dialog.getByRole('button', { name: 'Fantasioso' }).click();
    await dialog.getByRole('button', { name: 'Prosegui' }).click();
    await expect(dialog.getByTestId('ai-improved-text')).toContainText('in stile fantasioso');
    await dialog.getByRole('button', { name: 'Salva come nuova storia' }).click();
    await expect(page.getByText('Storia salvata!')).toBeVisible();
    const mine = (await (await page.request.get('/api/stories')).json()) as { stories: Array<{ title: string }> };
    expect(mine.stories.map((s) => s.title)).toContain(`${title} (fantasioso)`);
    // the original is untouched
    expect((await fetchStory(page, story.id))?.content).toContain('Cenerentola andò al mare.');
  });

  test('a poem: at most ten lines, copy and save as a new story', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await childWithAiConsent(page);
    const title = `Fiammetta ${uniqueName('P')}`;
    const story = await seedStory(page, { title, content: STORY });
    await page.goto(`/story/${story.id}`);
    await openEditMenuItem(page, 'Poesia');
    const dialog = page.getByRole('dialog', { name: 'Poesia' });
    await dialog.getByRole('button', { name: 'Scrivi la poesia' }).click();
    const poem = dialog.getByTestId('ai-poem-text');
    await expect(poem).toContainText('Verso 1 della poesia');
    const lines = (await poem.innerText()).split('\n').filter((l) => l.trim() !== '');
    expect(lines).toHaveLength(10);
    await expect(dialog.getByRole('button', { name: 'LEGGI' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'poem');
    await dialog.getByRole('button', { name: 'Copia' }).click();
    await expect(page.getByText('Copiato!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Verso 10 della poesia');
    await dialog.getByRole('button', { name: 'Salva come nuova storia' }).click();
    await expect(page.getByText('Storia salvata!')).toBeVisible();
    const mine = (await (await page.request.get('/api/stories')).json()) as { stories: Array<{ title: string }> };
    expect(mine.stories.map((s) => s.title)).toContain(`Poesia: ${title}`);
  });

  test("each failure shows the spec's message; HTML in a reply stays inert", async ({ page }) => {
    await childWithAiConsent(page);
    const cases: Array<[string, 'Migliora testo (AI)' | 'Poesia', string]> = [
      ['AI-500', 'Migliora testo (AI)', 'Non è stato possibile migliorare il testo. Riprova più tardi.'],
      ['AI-VUOTO', 'Migliora testo (AI)', 'Nessun testo migliorato ricevuto'],
      ['AI-RIFIUTO', 'Migliora testo (AI)', 'Il testo contiene parole non adatte. Prova a riformularlo in modo più gentile.'],
      ['AI-500', 'Poesia', 'Non è stato possibile generare la poesia. Riprova più tardi.'],
      ['AI-VUOTO', 'Poesia', 'Nessuna poesia ricevuta'],
    ];
    for (const [marker, item, message] of cases) {
      const story = await seedStory(page, { title: `Guasto ${marker}`, content: `${STORY}\n${marker}` });
      await page.goto(`/story/${story.id}`);
      await openEditMenuItem(page, item);
      const dialog = page.getByRole('dialog', { name: item === 'Poesia' ? 'Poesia' : 'Migliora testo (AI)' });
      if (item === 'Poesia') await dialog.getByRole('button', { name: 'Scrivi la poesia' }).click();
      else await dialog.getByRole('button', { name: 'Semplice e leggero' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(message);
      // a child never sees the provider's details
      await expect(dialog.getByText('Dettagli tecnici (solo Superuser)')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Riprova' })).toBeVisible();
    }

    const rateLimited = await seedStory(page, { title: 'Troppe richieste', content: `${STORY}\nAI-429` });
    await page.goto(`/story/${rateLimited.id}`);
    await openEditMenuItem(page, 'Migliora testo (AI)');
    await page.getByRole('dialog').getByRole('button', { name: 'Ironico' }).click();
    await expect(page.getByTestId('ai-improved-text')).toContainText('Storia migliorata');

    const html = await seedStory(page, { title: 'Con HTML', content: `${STORY}\nAI-HTML` });
    await page.goto(`/story/${html.id}`);
    await openEditMenuItem(page, 'Migliora testo (AI)');
    await page.getByRole('dialog').getByRole('button', { name: 'Ironico' }).click();
    const improved = page.getByTestId('ai-improved-text');
    await expect(improved).toContainText('Una storia');
    await expect(improved.locator('img, b, a')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __aiXss?: number }).__aiXss)).toBeUndefined();
  });

  test('a slow provider shows the progress, and Annulla stops it', async ({ page }) => {
    await childWithAiConsent(page);
    const story = await seedStory(page, { title: 'Lento lento', content: `${STORY}\nAI-LENTO` });
    await page.goto(`/story/${story.id}`);
    await openEditMenuItem(page, 'Migliora testo (AI)');
    const dialog = page.getByRole('dialog', { name: 'Migliora testo (AI)' });
    await dialog.getByRole('button', { name: 'Fantasy' }).click();
    await expect(dialog.getByText('Sto migliorando la tua storia...')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'improve: progress');
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog.getByRole('button', { name: 'Ironico' })).toBeVisible();
  });

  test('without the AI consent the child is told to ask the adult; the superuser can record it', async ({ page, browser, baseURL }) => {
    const child = await createChildAndLogin(page);
    const story = await seedStory(page, { title: 'Senza permesso', content: STORY });
    await page.goto(`/story/${story.id}`);
    await openEditMenuItem(page, 'Migliora testo (AI)');
    await expect(page.getByText('Serve il permesso di un adulto')).toBeVisible();
    await expect(page.getByText("Per usare l'intelligenza artificiale serve il permesso", { exact: false })).toBeVisible();
    expect((await page.request.post('/api/ai/improve', { data: { content: STORY, style: 'ironico' } })).status()).toBe(403);
    await page.getByRole('button', { name: 'Ho capito' }).click();

    const admin = await browser.newContext({ baseURL: baseURL ?? '' });
    const su = await admin.newPage();
    await loginSuperuser(su);
    await su.goto('/superuser-users');
    // The roster is a table on desktop.
    const row = su.getByRole('row').filter({ hasText: child.name });
    await expect(row.getByText('Consenso AI: no')).toBeVisible();
    await row.getByRole('button', { name: `Azioni per ${child.name}` }).click();
    await su.getByRole('menuitem', { name: `Registra il consenso AI di ${child.name}` }).click();
    await su.getByLabel("Nome dell'adulto che lo ha chiesto").fill('Mamma Anna');
    await expectNoSeriousA11yViolations(su, '/superuser-users AI consent');
    await su.getByRole('button', { name: 'Registra il consenso' }).click();
    await expect(su.getByText('Consenso AI registrato')).toBeVisible();
    await expect(row.getByText(/Consenso AI: sì, dato da Mamma Anna/)).toBeVisible();
    await admin.close();

    await page.reload();
    await openEditMenuItem(page, 'Migliora testo (AI)');
    await page.getByRole('dialog').getByRole('button', { name: 'Ironico' }).click();
    await expect(page.getByTestId('ai-improved-text')).toContainText('Storia migliorata');
  });

  test("from a mode's final screen: improve the GHOST story and save it as a new one", async ({ page }) => {
    await childWithAiConsent(page);
    await page.goto('/ghost-editor');
    const answers = [
      'Un fantasmino di nome Fiocco.',
      'In una vecchia scuola.',
      'Suonava la campanella.',
      '«Giochiamo?»',
      'Che era simpatico.',
      'Diventò amico di tutti.',
    ];
    for (const answer of answers) {
      await page.getByRole('textbox').first().fill(answer);
      await page.getByRole('button', { name: 'Continua' }).click();
    }
    await page.getByRole('button', { name: 'Concludi la storia' }).click();
    await expect(page.getByRole('button', { name: 'Poesia' })).toBeVisible();
    await page.getByRole('button', { name: 'Migliora con AI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Migliora testo (AI)' });
    await dialog.getByRole('button', { name: 'Semplice e leggero' }).click();
    await expect(dialog.getByTestId('ai-improved-text')).toContainText('Un fantasmino di nome Fiocco.');
    // nothing stored yet to replace: only save as new, another style, discard
    await expect(dialog.getByRole('button', { name: 'Sostituisci originale' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Salva come nuova storia' }).click();
    await expect(page.getByText('Storia salvata!')).toBeVisible();
    const mine = (await (await page.request.get('/api/stories')).json()) as { stories: Array<{ title: string; mode: string }> };
    expect(mine.stories.find((s) => s.title.endsWith('(semplice e leggero)'))?.mode).toBe('GHOST');
  });

  test('a child asking for a drawing is told it is for the superuser', async ({ page }) => {
    await childWithAiConsent(page);
    const story = await seedStory(page, { title: 'Voglio un disegno', content: STORY });
    await page.goto(`/story/${story.id}`);
    await page.getByRole('button', { name: 'Media' }).click();
    await page.getByRole('menuitem', { name: 'Disegno' }).click();
    await expect(page.getByText('Accesso limitato')).toBeVisible();
    await expect(page.getByText('La creazione di disegni è riservata ai Superuser')).toBeVisible();
    expect((await page.request.post('/api/ai/images', { data: { storyId: story.id, style: 'Fumetto' } })).status()).toBe(403);
    // 'Filmato' and 'Voci' stay in development
    await page.getByRole('button', { name: 'Ho capito' }).click();
    await page.getByRole('button', { name: 'Media' }).click();
    await page.getByRole('menuitem', { name: 'Filmato' }).click();
    await expect(page.getByText('Funzione in sviluppo')).toBeVisible();
  });
});

test.describe('drawings (isolated server with its own costs)', () => {
  let server: IsolatedServer;
  test.beforeAll(async () => {
    const aiUrl = process.env.E2E_AI_URL;
    if (!aiUrl) throw new Error('E2E_AI_URL is not set: run through npm run test:e2e');
    server = await startIsolatedServer({
      env: { AI_BASE_URL: aiUrl, AI_TEXT_MODEL: 'e2e-testo', AI_IMAGE_MODEL: 'e2e-disegni', AI_IMAGE_COST_EUR: '0.04', AI_RETRY_DELAY_MS: '50' },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  async function pages(browser: Browser, viewport = { width: 1280, height: 900 }) {
    const childContext = await browser.newContext({ baseURL: server.baseURL });
    const child = await childContext.newPage();
    const adminContext = await browser.newContext({ baseURL: server.baseURL, viewport, acceptDownloads: true });
    const admin = await adminContext.newPage();
    expect((await admin.request.post('/api/auth/superuser', { data: { password: server.superuserPassword } })).status()).toBe(200);
    return { child, admin, close: async () => Promise.all([childContext.close(), adminContext.close()]) };
  }

  test('the superuser draws in two styles: viewer, archive, drawer, download and the cost total', async ({ browser }) => {
    const { child, admin, close } = await pages(browser);
    const childProfile = await childWithAiConsent(child);
    const title = 'Il drago Fiammetta';
    const story = await seedStory(child, { title, content: STORY });

    await admin.goto('/superuser-payment-settings');
    await expect(admin.getByTestId('media-cost')).toHaveText(/^0,000\s€$/);

    // 1. from the viewer's media menu, in 'Fumetto'
    await admin.goto(`/story/${story.id}`);
    await admin.getByRole('button', { name: 'Media' }).click();
    await admin.getByRole('menuitem', { name: 'Disegno' }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: /Da colorare/ })).toBeVisible();
    await expectNoSeriousA11yViolations(admin, 'draw: styles');
    await dialog.getByRole('radio', { name: /Fumetto/ }).check();
    await dialog.getByLabel('Commento (facoltativo)').fill('con tanti fiori');
    await dialog.getByRole('button', { name: 'Crea disegno' }).click();
    await expect(admin.getByRole('dialog', { name: 'Associare il disegno alla storia?' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: /Disegno in stile Fumetto/ })).toBeVisible();
    await expectNoSeriousA11yViolations(admin, 'draw: confirm association');
    await dialog.getByRole('button', { name: 'Associa alla storia' }).click();
    await expect(admin.getByText('Disegno associato alla storia')).toBeVisible();
    await expect(admin.getByRole('img', { name: `Immagine della storia ${title}` })).toBeVisible();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Scarica PNG' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^il-drago-fiammetta-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.png$/);

    // 2. from the complete archive, in 'Da colorare'
    await admin.goto('/superuser-archive');
    await admin.getByRole('button', { name: `Disegna ${title}` }).click();
    await admin
      .getByRole('dialog')
      .getByRole('radio', { name: /Da colorare/ })
      .check();
    await admin.getByRole('dialog').getByRole('button', { name: 'Crea disegno' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Associa alla storia' }).click();
    await expect(admin.getByText('Disegno associato alla storia')).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: title });
    await expect(row.getByLabel('Con immagini')).toBeVisible();

    // the author sees it in the viewer
    await child.goto(`/story/${story.id}`);
    await expect(child.getByRole('img', { name: `Immagine della storia ${title}` })).toBeVisible();

    await admin.goto('/superuser-payment-settings');
    await expect(admin.getByTestId('media-cost')).toHaveText(/^0,080\s€$/);

    // the phone drawer: preview with its style badge
    const phone = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 375, height: 800 } });
    const small = await phone.newPage();
    expect((await small.request.post('/api/auth/superuser', { data: { password: server.superuserPassword } })).status()).toBe(200);
    await small.goto('/superuser-archive');
    await small.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    const sheet = small.getByRole('dialog');
    await sheet.getByRole('tab', { name: 'Dettagli' }).click();
    await expect(sheet.getByRole('img', { name: `Immagine della storia ${title}` })).toBeVisible();
    await expect(sheet.getByText('Da colorare', { exact: true })).toBeVisible();
    await expect(sheet.getByText(childProfile.name)).toBeVisible();
    await phone.close();
    await close();
  });

  test('drawing failures: the word filter, a provider error with debug details, cancel', async ({ browser }) => {
    const { child, admin, close } = await pages(browser);
    await childWithAiConsent(child);
    const unsafe = await seedStory(child, { title: 'La grande guerra', content: 'Ci fu una battaglia con tanto sangue.' });
    await admin.goto(`/story/${unsafe.id}`);
    await admin.getByRole('button', { name: 'Media' }).click();
    await admin.getByRole('menuitem', { name: 'Disegno' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Crea disegno' }).click();
    await expect(admin.getByRole('dialog').getByRole('alert')).toContainText(
      'Evita riferimenti a violenza, armi e morte, e parole come battaglia, guerra e sangue',
    );

    const broken = await seedStory(child, { title: 'Server rotto', content: `${STORY}\nAI-500` });
    await admin.goto(`/story/${broken.id}`);
    await admin.getByRole('button', { name: 'Media' }).click();
    await admin.getByRole('menuitem', { name: 'Disegno' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Crea disegno' }).click();
    await expect(admin.getByRole('dialog').getByRole('alert')).toHaveText('Errore del server durante la generazione. Riprova tra qualche minuto.');
    await admin.getByText('Dettagli tecnici (solo Superuser)').click();
    await expect(admin.getByText(/Stato: 500/)).toBeVisible();

    const slow = await seedStory(child, { title: 'Disegno lento', content: `${STORY}\nAI-LENTO` });
    await admin.goto(`/story/${slow.id}`);
    await admin.getByRole('button', { name: 'Media' }).click();
    await admin.getByRole('menuitem', { name: 'Disegno' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Crea disegno' }).click();
    await expect(admin.getByText('Sto creando il disegno...')).toBeVisible();
    await admin.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click();
    await expect(admin.getByText('Creazione del disegno annullata')).toBeVisible();
    await close();
  });
});

test.describe('AI not configured', () => {
  let server: IsolatedServer;
  test.beforeAll(async () => {
    server = await startIsolatedServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('each AI control says plainly that AI is not active; the superuser is told which settings turn it on', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await childWithAiConsent(page);
    const story = await seedStory(page, { title: 'Senza AI', content: STORY });
    await page.goto(`/story/${story.id}`);
    await openEditMenuItem(page, 'Migliora testo (AI)');
    await expect(page.getByText("L'intelligenza artificiale non è attiva su questo sito.", { exact: false })).toBeVisible();
    await expect(page.getByText('AI_BASE_URL', { exact: false })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'AI not configured');
    await page.getByRole('button', { name: 'Ho capito' }).click();
    await openEditMenuItem(page, 'Poesia');
    await expect(page.getByText("L'intelligenza artificiale non è attiva su questo sito.", { exact: false })).toBeVisible();
    await context.close();

    const admin = await browser.newContext({ baseURL: server.baseURL });
    const su = await admin.newPage();
    expect((await su.request.post('/api/auth/superuser', { data: { password: server.superuserPassword } })).status()).toBe(200);
    await su.goto(`/story/${story.id}`);
    await su.getByRole('button', { name: 'Media' }).click();
    await su.getByRole('menuitem', { name: 'Disegno' }).click();
    await expect(su.getByText('La creazione di disegni con l', { exact: false })).toBeVisible();
    await expect(su.getByText(/AI_BASE_URL.*AI_IMAGE_MODEL/)).toBeVisible();
    await admin.close();
  });
});
