import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { authorInitials } from '../../src/shared/schemas/archive';
import { LiveClient } from '../support/server/live-client';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createChildAndLogin, loginSuperuser, uniqueName } from './support/api';

/**
 * Laboratorio with a whole class: a setup by class group (a child waiting for consent is shown
 * with why and how to fix it), a board that keeps its controls in view with 30 proposals, a
 * proposal asked again that comes back to its child, a draft that survives a reload, and a story
 * signed by the group with its writers inside.
 */

const baseURL = () => test.info().project.use.baseURL ?? 'http://127.0.0.1:3000';

/** A group with consented children and one child whose family has not consented yet, through the superuser's API. */
async function classGroup(su: APIRequestContext, size: number) {
  const groupName = uniqueName('Classe');
  const group = await su.post('/api/admin/groups', { data: { name: groupName } });
  expect(group.status(), await group.text()).toBe(201);
  const groupId = ((await group.json()) as { group: { id: string } }).group.id;
  const enrol = async (name: string, consent: boolean) => {
    const res = await su.post('/api/admin/users', { data: { name, age: 8 } });
    expect(res.status(), await res.text()).toBe(201);
    const id = ((await res.json()) as { profile: { id: string } }).profile.id;
    if (consent) expect((await su.post(`/api/admin/users/${id}/consent`, { data: { adultName: 'Mamma di prova' } })).status()).toBe(200);
    expect((await su.put(`/api/admin/users/${id}/group`, { data: { groupId } })).status()).toBe(200);
    return { id, name };
  };
  const children = [];
  for (let i = 0; i < size; i++) children.push(await enrol(uniqueName('Alunno'), true));
  const waiting = await enrol(uniqueName('Attesa'), false);
  return { groupName, groupId, children, waiting };
}

test('setup by class group: select the whole group; a child waiting for consent is shown with the reason and the way to fix it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginSuperuser(page);
  const cls = await classGroup(page.request, 3);
  await page.goto('/superuser-laboratorio');
  const section = page.getByRole('region', { name: new RegExp(cls.groupName) });
  await expect(section.getByRole('heading', { name: `${cls.groupName} (4 bambini)` })).toBeVisible();
  const waitingBox = section.getByRole('checkbox', { name: cls.waiting.name });
  await expect(waitingBox).toBeDisabled();
  await expect(waitingBox).toHaveAccessibleDescription(/Manca il consenso della famiglia/);
  const fix = section.getByRole('link', { name: `Registra il consenso di ${cls.waiting.name} in Gestione Utenti` });
  await expect(fix).toHaveAttribute('href', `/superuser-users?q=${encodeURIComponent(cls.waiting.name).replace(/%20/g, '+')}`);

  await section.getByRole('button', { name: `Seleziona tutto il gruppo ${cls.groupName}` }).click();
  for (const c of cls.children) await expect(section.getByRole('checkbox', { name: c.name })).toBeChecked();
  await expect(waitingBox).not.toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: '3 bambini scelti' })).toBeVisible();
  // The story will be signed by the group.
  await expect(page.getByRole('textbox', { name: 'Firma della storia' })).toHaveValue(cls.groupName);
  await expectNoSeriousA11yViolations(page, 'Laboratorio setup by group');
  await page.screenshot({ path: 'test-results/laboratorio-class-setup-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(section.getByRole('button', { name: `Togli tutto il gruppo ${cls.groupName}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/laboratorio-class-setup-375.png', fullPage: true });

  await page.getByLabel('Cosa Succede se...').check();
  await page.getByLabel('tutti insieme', { exact: true }).check();
  await page.getByRole('button', { name: 'Inizia il laboratorio' }).click();
  await expect(page.getByRole('heading', { name: /Chi c’è \(0 collegati\)/ })).toBeVisible();
  for (const c of cls.children) await expect(page.getByRole('list', { name: 'Elenco dei bambini' }).getByText(c.name)).toBeVisible();

  // The link takes the teacher to the child's row in the roster, where consent is recorded.
  await page.goto('/superuser-laboratorio');
  await page.getByRole('link', { name: `Registra il consenso di ${cls.waiting.name} in Gestione Utenti` }).click();
  await expect(page.getByRole('button', { name: `Azioni per ${cls.waiting.name}` }).first()).toBeVisible();
});

test('the board keeps Prossima domanda, Pausa and Fine in view with 30 proposals, at 1920×1080 and 1280×720', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await loginSuperuser(page);
  const created = await page.request.post('/api/workshops', { data: { method: 'CSS', turnMode: 'together' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, code } = ((await created.json()) as { workshop: { id: string; code: string } }).workshop;

  // Thirty children on their own devices: each logs in, joins with the code and proposes on the live line.
  const lines: LiveClient[] = [];
  const contexts: APIRequestContext[] = [];
  try {
    for (let i = 0; i < 30; i++) {
      const ctx = await playwrightRequest.newContext({ baseURL: baseURL() });
      contexts.push(ctx);
      const name = uniqueName(`Bimbo${String.fromCharCode(65 + (i % 26))}`);
      expect((await ctx.post('/api/profiles', { data: { name, age: 9 } })).status()).toBe(201);
      expect((await ctx.post('/api/auth/consent', { data: { adultName: 'Maestra Lucia', accepted: true } })).status()).toBe(200);
      expect((await ctx.post('/api/workshops/join', { data: { code } })).status()).toBe(200);
      const cookie = (await ctx.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const line = await LiveClient.open(baseURL(), id, cookie);
      lines.push(line);
      line.socket.send(
        JSON.stringify({
          kind: 'action',
          action: { type: 'propose', text: `Proposta numero ${i + 1}: il mare diventa di limonata e i pesci ridono tutto il giorno.` },
        }),
      );
    }
    await page.goto(`/superuser-laboratorio/${id}`);
    await expect(page.getByRole('heading', { name: 'Proposte (30)' })).toBeVisible();

    const controls = ['Prossima domanda', 'Pausa', 'Fine laboratorio'];
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(size);
      for (const name of controls) {
        const box = await page.getByRole('button', { name, exact: true }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.y, `${name} at ${size.width}×${size.height}`).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height, `${name} at ${size.width}×${size.height}`).toBeLessThanOrEqual(size.height);
        expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
      }
      await page.screenshot({ path: `test-results/laboratorio-class-board-30-${size.width}.png` });
    }
    await page.setViewportSize({ width: 1920, height: 1080 });
    // The proposals scroll in their own region, the newest reachable there.
    const list = page.getByTestId('proposals-list');
    await list.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await expect(list.getByText(/^Proposta numero 30:/)).toBeInViewport();
    await expectNoSeriousA11yViolations(page, 'board with 30 proposals');

    // 'Prossima domanda' with proposals waiting asks first, with their count; each child is told.
    await page.getByRole('button', { name: 'Prossima domanda', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Ci sono 30 proposte non ancora scelte.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Prossima domanda' }).click();
    await expect(page.getByRole('heading', { name: 'Proposte', exact: true })).toBeVisible();
    const told = await lines[0]!.until((v) => v.step === 1 && v.returned.length === 1, 'the first child told');
    expect(told.returned[0]).toMatchObject({ reason: 'next_step' });
  } finally {
    for (const line of lines) line.close();
    for (const ctx of contexts) await ctx.dispose();
  }
});

const box = (page: Page) => page.getByRole('textbox', { name: 'Il tuo paragrafo' });

test("'Chiedi di nuovo' tells the child why and keeps her text; a draft survives a reload; the story is signed by the group with its writers", async ({
  browser,
}) => {
  // A whole workshop, then its publication and a classmate's reading: more than the default minute on two busy cores.
  test.setTimeout(120_000);
  const boardContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const childContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const board = await boardContext.newPage();
  const child = await childContext.newPage();
  await loginSuperuser(board);
  const nina = await createChildAndLogin(child, uniqueName('Nina'));
  const groupName = uniqueName('Classe');
  const group = await board.request.post('/api/admin/groups', { data: { name: groupName } });
  const groupId = ((await group.json()) as { group: { id: string } }).group.id;
  expect((await board.request.put(`/api/admin/users/${nina.id}/group`, { data: { groupId } })).status()).toBe(200);

  await board.goto('/superuser-laboratorio');
  await board.getByLabel('Carte di Campbell').check();
  await board.getByLabel('tutti insieme', { exact: true }).check();
  await board.getByRole('button', { name: `Seleziona tutto il gruppo ${groupName}` }).click();
  await expect(board.getByRole('textbox', { name: 'Firma della storia' })).toHaveValue(groupName);
  await board.getByRole('button', { name: 'Inizia il laboratorio' }).click();
  const code = (await board.getByTestId('join-code').textContent())?.replace(/\s/g, '') ?? '';

  await child.goto(`/laboratorio?codice=${code}`);
  await expect(child.getByRole('heading', { name: 'La storia finora' })).toBeVisible();
  await box(child).fill('Nina trova un drago che ha paura del buio');
  await child.getByRole('button', { name: 'Invia alla lavagna' }).click();
  await expect(child.getByText('La tua proposta è sulla lavagna:')).toBeVisible();
  await expect(box(child)).toHaveValue('');

  await board
    .getByRole('listitem')
    .filter({ hasText: `${nina.name} propone:` })
    .getByRole('button', { name: 'Chiedi di nuovo' })
    .click();
  await expect(child.getByRole('status').filter({ hasText: 'ti chiede di riscrivere la tua proposta' })).toBeVisible();
  await expect(box(child)).toHaveValue('Nina trova un drago che ha paura del buio');
  await expectNoSeriousA11yViolations(child, 'child asked again');
  await child.screenshot({ path: 'test-results/laboratorio-class-asked-again.png', fullPage: true });

  // She edits it; the draft survives a reload.
  await box(child).fill('Nina trova un drago che ha paura del buio e gli regala una lanterna.');
  await child.reload();
  await expect(box(child)).toHaveValue('Nina trova un drago che ha paura del buio e gli regala una lanterna.');
  await child.getByRole('button', { name: 'Invia alla lavagna' }).click();
  await expect(child.getByText('La tua proposta è sulla lavagna:')).toBeVisible();
  await expect(child.getByText('ti chiede di riscrivere la tua proposta')).toHaveCount(0);

  await board.getByRole('button', { name: 'Accetta', exact: true }).click();
  await expect(child.getByText('Nina trova un drago che ha paura del buio e gli regala una lanterna.').first()).toBeVisible();
  await board.getByRole('button', { name: 'Fine laboratorio' }).click();
  await expect(board.getByRole('dialog')).toContainText(`firmata «${groupName}»`);
  await board.getByLabel('Titolo della storia').fill('La lanterna del drago');
  await board.getByRole('button', { name: 'Finisci e salva la storia' }).click();
  await expect(board.getByRole('heading', { name: '«La lanterna del drago» è salvata!' })).toBeVisible();

  await child.getByRole('link', { name: 'Leggi la storia' }).click();
  const text = child.getByRole('region', { name: 'Testo della storia' });
  await expect(text.getByText(`Hanno scritto: ${nina.name}.`)).toBeVisible();
  await board.goto('/superuser-archive');
  await expect(board.getByRole('row', { name: /La lanterna del drago/ })).toContainText(groupName);
  await expect(board.getByRole('row', { name: /La lanterna del drago/ })).not.toContainText('Laboratorio:');

  // Published 'con le iniziali': the group keeps its name whole; the writers are read by their initials.
  await board.getByRole('button', { name: 'Pubblica La lanterna del drago' }).click();
  await board.getByRole('menuitem', { name: 'con le iniziali' }).click();
  await expect(board.getByText('Storia pubblicata')).toBeVisible();
  const classmateContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const classmate = await classmateContext.newPage();
  await createChildAndLogin(classmate, uniqueName('Compagno'));
  await classmate.goto('/dashboard');
  await classmate.getByRole('link', { name: /Storie della classe/ }).click();
  await classmate.getByLabel('Cerca per titolo').fill('La lanterna del drago');
  await expect(classmate).toHaveURL(/q=La\+lanterna/);
  await expect(classmate.getByText('1 storia trovata')).toBeVisible();
  await expect(classmate.getByText(groupName).first()).toBeVisible();
  await expect(classmate.getByText(authorInitials(groupName))).toHaveCount(0);
  await classmate.getByRole('link', { name: 'Apri La lanterna del drago' }).click();
  await expect(classmate).toHaveURL(/\/story\//);
  const published = classmate.getByRole('region', { name: 'Testo della storia' });
  await expect(published.getByText(`Hanno scritto: ${authorInitials(nina.name)}`)).toBeVisible();
  await expect(classmate.getByText(nina.name)).toHaveCount(0);
  await expect(classmate.getByText(groupName).first()).toBeVisible();
  await classmateContext.close();
  await boardContext.close();
  await childContext.close();
});
