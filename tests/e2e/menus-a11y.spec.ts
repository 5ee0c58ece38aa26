import { expect, test, type Browser, type Page } from '@playwright/test';
import { createChildAndLogin, loginSuperuser, uniqueName } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { seedStory } from './support/stories';

// An open menu or dropdown must not hide the rest of the page from assistive technology while
// a focusable element (its own trigger) stays inside the hidden part: axe's aria-hidden-focus.

async function newPage(browser: Browser, baseURL: string | undefined, width: number): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), viewport: { width, height: 800 }, locale: 'it-IT' });
  return context.newPage();
}

for (const width of [1280, 375]) {
  test(`a child's open menus at ${width}px: the profile menu, the viewer's Modifica`, async ({ browser, baseURL }) => {
    const page = await newPage(browser, baseURL, width);
    await createChildAndLogin(page);
    const story = await seedStory(page, { title: `Il drago ${uniqueName('')}`, content: 'Un drago gentile cercava amici.' });

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Il mio profilo' }).click();
    await expect(page.getByRole('menuitem', { name: 'Cambia password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `dashboard with the profile menu open at ${width}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Cambia password' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Il mio profilo' })).toBeFocused();

    await page.goto(`/story/${story.id}`);
    await page.getByRole('button', { name: 'Modifica' }).click();
    await expect(page.getByRole('menuitem', { name: 'Modifica testo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `story viewer with the Modifica menu open at ${width}`);
    await page.getByRole('menuitem', { name: 'Modifica testo' }).click();
    await expect(page.getByRole('menuitem', { name: 'Modifica testo' })).toHaveCount(0);
  });
}

test('the profile list at 375px with its dropdown open', async ({ browser, baseURL }) => {
  const creator = await newPage(browser, baseURL, 375);
  const child = await createChildAndLogin(creator);
  const page = await newPage(browser, baseURL, 375);
  await page.goto('/profiles');
  await page.getByLabel('Scegli il tuo profilo').click();
  await expect(page.getByRole('option', { name: child.name, exact: true })).toBeVisible();
  // A long list scrolls inside the listbox; the arrow keys move the focus from option to option and
  // scroll it (Radix Select), which axe's scrollable-region-focusable cannot see: off for this one check.
  await expectNoSeriousA11yViolations(page, '/profiles with the dropdown open at 375', { disableRules: ['scrollable-region-focusable'] });
  await page.keyboard.press('End');
  await expect(page.getByRole('option').last()).toBeFocused();
  await expect(page.getByRole('option').last()).toBeInViewport();
  await page.keyboard.press('Home');
  await expect(page.getByRole('option').first()).toBeFocused();
  await page.getByRole('option', { name: child.name, exact: true }).click();
  await expect(page.getByLabel(`Password di ${child.name}`)).toBeVisible();
});

test("the superuser's publish menu open in the complete archive", async ({ browser, baseURL }) => {
  const author = await newPage(browser, baseURL, 1280);
  await createChildAndLogin(author);
  const title = `La rana ${uniqueName('')}`;
  await seedStory(author, { title, content: 'Una rana saltava tra le ninfee.' });
  const page = await newPage(browser, baseURL, 1280);
  await loginSuperuser(page);
  await page.goto(`/superuser-archive?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Pubblica ${title}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Con il nome' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'complete archive with the publish menu open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `Pubblica ${title}` })).toBeFocused();
});
