import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createChildAndLogin, loginSuperuser, uniqueName } from './support/api';

/**
 * Laboratorio: three browser contexts, as in a classroom: the teacher's board on the
 * projector (1920×1080) and two children on their own devices.
 */

interface Classroom {
  board: Page;
  anna: Page;
  bruno: Page;
  annaName: string;
  brunoName: string;
  contexts: BrowserContext[];
}

async function classroom(browser: Browser): Promise<Classroom> {
  const boardContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const annaContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const brunoContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const board = await boardContext.newPage();
  const anna = await annaContext.newPage();
  const bruno = await brunoContext.newPage();
  await loginSuperuser(board);
  const annaName = (await createChildAndLogin(anna, uniqueName('Anna'))).name;
  const brunoName = (await createChildAndLogin(bruno, uniqueName('Bruno'))).name;
  return { board, anna, bruno, annaName, brunoName, contexts: [boardContext, annaContext, brunoContext] };
}

async function startWorkshop(board: Page, method: string, mode: string, group: string[] = []): Promise<string> {
  await board.goto('/superuser');
  await board.getByRole('link', { name: 'Laboratorio' }).click();
  await expect(board.getByRole('heading', { name: 'Laboratorio', level: 1 })).toBeVisible();
  await board.getByLabel(method).check();
  await board.getByLabel(mode, { exact: true }).check();
  for (const name of group) await board.getByRole('checkbox', { name }).click();
  await expectNoSeriousA11yViolations(board, 'Laboratorio setup');
  await board.screenshot({ path: `test-results/laboratorio-setup-${mode.replace(' ', '-')}.png`, fullPage: true });
  await board.getByRole('button', { name: 'Inizia il laboratorio' }).click();
  const code = (await board.getByTestId('join-code').textContent())?.replace(/\s/g, '') ?? '';
  expect(code).toMatch(/^[2-9A-Z]{6}$/);
  await expect(board.getByRole('img', { name: /Codice QR/ })).toBeVisible();
  return code;
}

async function joinFromDashboard(child: Page, code: string) {
  await child.goto('/dashboard');
  await child.getByRole('link', { name: /Laboratorio/ }).click();
  await child.getByLabel('Codice del laboratorio').fill(code.toLowerCase());
  await child.getByRole('button', { name: 'Entra' }).click();
  await expect(child.getByRole('heading', { name: 'La storia finora' })).toBeVisible();
}

const box = (page: Page) => page.getByRole('textbox', { name: 'Il tuo paragrafo' });
const send = (page: Page) => page.getByRole('button', { name: 'Invia alla lavagna' });

async function propose(child: Page, text: string) {
  await box(child).fill(text);
  await send(child).click();
  await expect(child.getByText('La tua proposta è sulla lavagna:')).toBeVisible();
}

test('a turno: the board hands the turn on, children write from their devices, reloads lose nothing, the story lands in the archives', async ({ browser }) => {
  const c = await classroom(browser);
  const { board, anna, bruno } = c;
  const code = await startWorkshop(board, 'Carte di Campbell', 'a turno', [c.annaName, c.brunoName]);
  await expect(board.getByRole('heading', { name: 'Il mondo di tutti i giorni' })).toBeVisible();

  await joinFromDashboard(anna, code);
  // Bruno arrives through the QR code's address: the code travels in it.
  await bruno.goto(`/laboratorio?codice=${code}`);
  await expect(bruno.getByRole('heading', { name: 'La storia finora' })).toBeVisible();
  await expect(board.getByRole('heading', { name: /Chi c’è \(2 collegati\)/ })).toBeVisible();

  // Anna holds the turn: her box is open, Bruno's is closed.
  await expect(anna.getByText('È il tuo turno!')).toBeVisible();
  await expect(bruno.getByText(`Tocca ad ${c.annaName}`)).toBeVisible();
  await expect(box(bruno)).toBeDisabled();
  await expect(anna.getByRole('heading', { name: 'Il mondo di tutti i giorni' })).toBeVisible();
  await expectNoSeriousA11yViolations(anna, 'child live screen');

  await propose(anna, 'Nina vive in un faro in riva al mare.');
  await expect(board.getByText(`${c.annaName} propone:`)).toBeVisible();
  await expectNoSeriousA11yViolations(board, 'board with a proposal');
  await board.getByRole('button', { name: 'Accetta', exact: true }).click();
  await expect(bruno.getByText('Nina vive in un faro in riva al mare.')).toBeVisible();
  await expect(bruno.getByText('È il tuo turno!')).toBeVisible();
  await expect(box(anna)).toBeDisabled();

  // A child reloads: same card, same story, still their turn.
  await bruno.reload();
  await expect(bruno.getByText('Nina vive in un faro in riva al mare.')).toBeVisible();
  await expect(bruno.getByText('È il tuo turno!')).toBeVisible();
  await propose(bruno, 'Un giorno arriva una bottiglia con un messagio.');
  // The teacher edits before accepting.
  await board.getByRole('button', { name: 'Modifica' }).click();
  await board.getByLabel('Modifica il paragrafo').fill('Un giorno arriva una bottiglia con un messaggio misterioso.');
  await board.getByRole('button', { name: 'Accetta la modifica' }).click();
  await expect(anna.getByText('Un giorno arriva una bottiglia con un messaggio misterioso.')).toBeVisible();

  // The board reloads: everything is still there.
  await board.reload();
  await expect(board.getByText('Un giorno arriva una bottiglia con un messaggio misterioso.')).toBeVisible();
  await expect(board.getByTestId('join-code')).toHaveText(`${code.slice(0, 3)} ${code.slice(3)}`);

  await board.getByRole('button', { name: 'Prossima carta' }).click();
  await expect(anna.getByRole('heading', { name: 'Qualcosa lo chiama' })).toBeVisible();
  await expect(bruno.getByRole('heading', { name: 'Qualcosa lo chiama' })).toBeVisible();
  await propose(anna, 'Nina decide di seguire il messaggio.');
  await expect(board.getByText(`${c.annaName} propone:`)).toBeVisible();
  await board.screenshot({ path: 'test-results/laboratorio-board-1920.png' });
  await bruno.screenshot({ path: 'test-results/laboratorio-child-375.png', fullPage: true });
  await anna.screenshot({ path: 'test-results/laboratorio-child-1024.png', fullPage: true });

  await board.getByRole('button', { name: 'Accetta', exact: true }).click();
  await board.getByRole('button', { name: 'Fine laboratorio' }).click();
  await board.getByLabel('Titolo della storia').fill('Il faro di Nina');
  await board.getByRole('button', { name: 'Finisci e salva la storia' }).click();
  await expect(board.getByRole('heading', { name: '«Il faro di Nina» è salvata!' })).toBeVisible();
  await expect(anna.getByRole('heading', { name: 'Il laboratorio è finito!' })).toBeVisible();

  // In each child's archive as 'Storia della classe'…
  await bruno.goto('/user-archive');
  await expect(bruno.getByText('Il faro di Nina')).toBeVisible();
  await expect(bruno.getByText(/Storia della classe/)).toBeVisible();
  await anna.goto('/user-archive');
  await expect(anna.getByRole('rowheader', { name: 'Il faro di Nina' })).toBeVisible();
  await expect(anna.getByRole('button', { name: 'Elimina Il faro di Nina' })).toHaveCount(0);
  // …and in the superuser's complete archive, with the participants' names.
  await board.goto('/superuser-archive');
  const row = board.getByRole('row', { name: /Il faro di Nina/ });
  // Signed by the class; the children who wrote are named at the end of the story.
  await expect(row).toContainText('La classe');
  for (const ctx of c.contexts) await ctx.close();
});

test('tutti insieme: every child proposes, the teacher asks again or accepts, pauses and removes a child', async ({ browser }) => {
  const c = await classroom(browser);
  const { board, anna, bruno } = c;
  const code = await startWorkshop(board, 'PROPP serial', 'tutti insieme');
  await expect(board.getByRole('heading', { name: 'Partenza e Vincoli' })).toBeVisible();
  await joinFromDashboard(anna, code);
  await joinFromDashboard(bruno, code);
  await expect(board.getByRole('heading', { name: /Chi c’è \(2 collegati\)/ })).toBeVisible();

  await expect(box(anna)).toBeEnabled();
  await expect(box(bruno)).toBeEnabled();
  await propose(anna, 'Il re parte e dice: non aprite la porta rossa!');
  await propose(bruno, 'Bla bla bla');
  await expect(board.getByText(`${c.brunoName} propone:`)).toBeVisible();
  await expect(board.getByText(`${c.annaName} propone:`)).toBeVisible();
  // Each child sees only their own proposal.
  await expect(anna.getByText('Bla bla bla')).toHaveCount(0);

  const brunoProposal = board.getByRole('listitem').filter({ hasText: `${c.brunoName} propone:` });
  await brunoProposal.getByRole('button', { name: 'Chiedi di nuovo' }).click();
  await expect(bruno.getByText('La tua proposta è sulla lavagna:')).toHaveCount(0);
  const annaProposal = board.getByRole('listitem').filter({ hasText: `${c.annaName} propone:` });
  await annaProposal.getByRole('button', { name: 'Accetta', exact: true }).click();
  await expect(bruno.getByText('Il re parte e dice: non aprite la porta rossa!')).toBeVisible();

  await board.getByRole('button', { name: 'Pausa' }).click();
  await expect(anna.getByText('Il laboratorio è in pausa. Aspetta un momento!')).toBeVisible();
  await expect(box(anna)).toBeDisabled();
  await board.getByRole('button', { name: 'Riprendi' }).click();
  await expect(box(anna)).toBeEnabled();

  await board.getByRole('button', { name: 'Prossimo gruppo' }).click();
  await expect(anna.getByRole('heading', { name: 'Incontro con il Nemico e Inganno' })).toBeVisible();

  // Bruno is removed: his screen says so and the board lists only Anna.
  await board.getByRole('button', { name: `Togli ${c.brunoName} dal laboratorio` }).click();
  await board.getByRole('button', { name: 'Togli', exact: true }).click();
  await expect(bruno.getByText('Sei stato tolto da questo laboratorio.')).toBeVisible();
  await expect(board.getByRole('heading', { name: /Chi c’è \(1 collegati\)/ })).toBeVisible();

  await propose(anna, 'Ma la principessa apre la porta rossa.');
  await board.getByRole('button', { name: 'Accetta', exact: true }).click();
  await board.getByRole('button', { name: 'Fine laboratorio' }).click();
  await board.getByLabel('Titolo della storia').fill('La porta rossa');
  await board.getByRole('button', { name: 'Finisci e salva la storia' }).click();
  await expect(anna.getByRole('heading', { name: 'Il laboratorio è finito!' })).toBeVisible();
  await anna.getByRole('link', { name: 'Leggi la storia' }).click();
  // The story text region (the print view beside it holds the same text, hidden on screen).
  await expect(anna.getByRole('region', { name: 'Testo della storia' }).getByText('Ma la principessa apre la porta rossa.')).toBeVisible();
  await expect(anna.getByRole('region', { name: 'Testo della storia' }).getByText(`Hanno scritto: ${c.annaName}.`)).toBeVisible();
  // A removed child does not get the class story.
  await bruno.goto('/user-archive');
  await expect(bruno.getByText('Nessuna storia trovata')).toBeVisible();
  await board.goto('/superuser-archive');
  await expect(board.getByRole('row', { name: /La porta rossa/ })).toContainText('La classe');
  for (const ctx of c.contexts) await ctx.close();
});

test('a wrong code is refused with a clear message', async ({ page }) => {
  await createChildAndLogin(page);
  await page.goto('/laboratorio');
  await page.getByLabel('Codice del laboratorio').fill('ZZZZZZ');
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page.getByText('Il codice non è giusto. Controlla sulla lavagna e riprova.')).toBeVisible();
  await page.getByLabel('Codice del laboratorio').fill('ab');
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page.getByText('Il codice non è giusto. Controlla sulla lavagna e riprova.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Laboratorio join');
});

test('Una Parola, Tante Storie needs a word; Cosa Succede se... starts from the chosen question', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginSuperuser(page);
  await page.goto('/superuser-laboratorio');
  await page.getByLabel('Una Parola, Tante Storie').check();
  await page.getByRole('button', { name: 'Inizia il laboratorio' }).click();
  await expect(page.getByText('Scrivi una parola di 3-10 lettere').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'La parola' }).fill('mare');
  await page.getByRole('button', { name: 'Inizia il laboratorio' }).click();
  await expect(page.getByText(/Parola 1 di 4 · MARE/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La storia finora' })).toBeVisible();

  // The ongoing workshop is listed, so the board can be reopened after closing the tab.
  await page.goto('/superuser-laboratorio');
  // Other specs' workshops may be running on the same server: this one is among them.
  await expect(page.getByRole('link', { name: 'Apri la lavagna' }).first()).toBeVisible();
  await page.getByLabel('Cosa Succede se...').check();
  await page.getByRole('combobox', { name: 'La domanda di partenza' }).click();
  await page.getByRole('option', { name: 'Cosa succede se gli alberi potessero camminare?' }).click();
  await page.getByRole('button', { name: 'Inizia il laboratorio' }).click();
  await expect(page.getByRole('heading', { name: 'Cosa succede se gli alberi potessero camminare?' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSeriousA11yViolations(page, 'board at 375px');
  await page.screenshot({ path: 'test-results/laboratorio-board-375.png', fullPage: true });
});
