import { expect, test, type Page } from '@playwright/test';
import { createChildAndLogin, loginSuperuser } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

// Axe on every screen: the screens the other specs visit without running axe there
// (static pages, the public user's page, the 'not found' states, the superuser's lists and
// viewers), each at desktop and at phone width, with 0 serious or critical violations.

const WIDTHS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 812 }],
] as const;

async function check(page: Page, url: string, label: string) {
  await page.goto(url);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page, `${url} (${label})`);
}

for (const [label, viewport] of WIDTHS) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('static pages, the public user’s page and the not-found states', async ({ page }) => {
      for (const url of ['/about', '/contacts', '/terms-acceptance', '/public', '/story-type-selection', '/non-esiste/proprio']) await check(page, url, label);
      await createChildAndLogin(page);
      for (const url of ['/science-stories', '/story/non-esiste', '/reading-story-viewer/non-esiste', '/science-story-viewer/non-esiste']) {
        await check(page, url, label);
      }
    });

    test('the superuser’s lists, settings and viewers', async ({ page }) => {
      await loginSuperuser(page);
      const created = await page.request.post('/api/reading-stories', {
        multipart: { title: `Il gatto e la luna (${label})`, content: 'Il gatto guardava la luna.' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const id = ((await created.json()) as { story: { id: string } }).story.id;
      for (const url of [
        '/superuser-archive',
        '/superuser-payment-settings',
        '/superuser-reading-stories-view',
        '/superuser-science-stories-view',
        `/superuser-reading-story-viewer/${id}`,
        '/superuser-reading-story-viewer/non-esiste',
        `/reading-story-viewer/${id}`,
      ]) {
        await check(page, url, label);
      }
    });
  });
}
