import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

// The home navigation and each information page (spec 000 §2, §4).

test('the home navigation reaches every information page and each back arrow returns home', async ({ page }) => {
  const pages = [
    { link: "Cos'è FantasMia", url: /\/about$/, heading: "Cos'è FantasMia" },
    { link: 'Società', url: /\/company$/, heading: 'Società' },
    { link: 'Spare', url: /\/spare$/, heading: 'Spare' },
    { link: 'Privacy', url: /\/privacy$/, heading: 'Informativa Privacy' },
    { link: 'Contatti', url: /\/contacts$/, heading: 'Contatti' },
  ];
  for (const p of pages) {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menu principale' });
    await expect(nav.getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: p.link, exact: true }).click();
    await expect(page).toHaveURL(p.url);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Indietro' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Benvenuti in FantasMia' })).toBeVisible();
  }
});

test('the home page has its welcome, four intro paragraphs, the logo and the profile card', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Benvenuti in FantasMia' })).toBeVisible();
  // color-contrast excluded here: the logo's 'Mia' and the 404 digits are checked by identity.spec.ts.
  await expectNoSeriousA11yViolations(page, page.url(), { disableRules: ['color-contrast'] });
  await expect(page.getByText('Gianni Rodari')).toBeVisible();
  await expect(page.getByText('Vladimir Propp')).toBeVisible();
  await expect(page.getByText('Joseph Campbell')).toBeVisible();
  await expect(page.getByText('non è affiliata')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seleziona Profilo' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Seleziona Profilo' })).toContainText('Scegli un profilo...');
});

test('/about has the sections the spec lists, with the later explorations as a list', async ({ page }) => {
  await page.goto('/about');
  for (const title of [
    'Raccontare a voce',
    'Ascolto attivo',
    "Al centro, l'immaginazione",
    'Un ponte tra adulti e bambini',
    'Esplorazioni successive',
    'Creatività condivisa',
    'Perché si chiama FantasMia',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Esplorazioni successive' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByText('«fantasia mia»')).toBeVisible();
});

test('Società and Spare say the content is in development', async ({ page }) => {
  for (const [path, title] of [
    ['/company', 'Società'],
    ['/spare', 'Spare'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Contenuto in fase di sviluppo.')).toBeVisible();
  }
});

test('Contatti shows the configured support address as a mailto link', async ({ page }) => {
  const config = (await (await page.request.get('/api/config')).json()) as { supportEmail: string };
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Contatti' })).toBeVisible();
  const link = page.getByRole('link', { name: config.supportEmail });
  await expect(link).toHaveAttribute('href', `mailto:${config.supportEmail}`);
  await expect(page.getByText('Ti risponderemo il prima possibile!')).toBeVisible();
});

test('the privacy accordion opens one section at a time and can be closed', async ({ page }) => {
  await page.goto('/privacy');
  const copyright = page.getByRole('button', { name: "Diritti d'autore" });
  const acceptance = page.getByRole('button', { name: "Accettazione condizioni d'uso" });
  const copyrightText = page.getByText('Situazione giuridica delle fonti');
  const gdprText = page.getByText('Regolamento UE 2016/679');

  await expect(copyrightText).toBeHidden();
  await expect(gdprText).toBeHidden();

  await copyright.click();
  await expect(copyright).toHaveAttribute('aria-expanded', 'true');
  await expect(copyrightText).toBeVisible();
  await expect(page.getByText('31 funzioni narrative')).toBeVisible();
  // The legal text scrolls inside its own box.
  const box = page.getByRole('region', { name: "Testo sui diritti d'autore" });
  expect(await box.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

  await acceptance.click();
  await expect(acceptance).toHaveAttribute('aria-expanded', 'true');
  await expect(copyright).toHaveAttribute('aria-expanded', 'false');
  await expect(copyrightText).toBeHidden();
  await expect(gdprText).toBeVisible();

  await acceptance.click();
  await expect(acceptance).toHaveAttribute('aria-expanded', 'false');
  await expect(gdprText).toBeHidden();

  // By keyboard too.
  await copyright.focus();
  await page.keyboard.press('Enter');
  await expect(copyrightText).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(copyrightText).toBeHidden();

  await page.getByRole('button', { name: 'Confermo la presa visione e accetto le condizioni' }).click();
  await expect(page).toHaveURL(/\/new-profile$/);
});

test("Condizioni d'uso: Annulla goes home, Confermo goes to the privacy page", async ({ page }) => {
  await page.goto('/terms-acceptance');
  await expect(page.getByRole('heading', { name: "Condizioni d'uso" })).toBeVisible();
  await expect(page.getByText('GDPR')).toBeVisible();
  await page.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/terms-acceptance');
  await page.getByRole('button', { name: 'Confermo', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});
