import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginSuperuser, SUPERUSER_PASSWORD, uniqueName } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * With the superuser logged in, a page of another origin (here: another port of the
 * same host, so the session cookie is sent) tries to act for them. Every attempt must be
 * refused by the server; the app's own pages keep working.
 */

async function childStory(request: APIRequestContext, title: string): Promise<string> {
  expect((await request.post('/api/profiles', { data: { name: uniqueName('Vittima'), age: 9 } })).status()).toBe(201);
  expect((await request.post('/api/auth/consent', { data: { adultName: 'Maestra Lucia', accepted: true } })).status()).toBe(200);
  const res = await request.post('/api/stories', {
    data: { title, content: `Il diario segreto: ${title}.`, status: 'completed', mode: 'GHOST', language: 'italian' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { story: { id: string } }).story.id;
}

function attackerPages(target: string, privateId: string, publishedId: string): Record<string, string> {
  const page = (body: string) => `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Gioco gratis</title></head><body>${body}</body></html>`;
  return {
    // The classic JSON-looking text/plain form: name + "=" + value gives {"a":"="}.
    '/publish': page(
      `<form method="POST" enctype="text/plain" action="${target}/api/stories/${privateId}/publish"><input name='{"a":"' value='"}'></form><script>document.forms[0].submit()</script>`,
    ),
    '/create': page(
      `<form method="POST" enctype="multipart/form-data" action="${target}/api/reading-stories"><input name="title" value="Intrusa CSRF"><input name="content" value="Creata da un altro sito"></form><script>document.forms[0].submit()</script>`,
    ),
    '/unpublish': page(
      `<script>fetch(${JSON.stringify(`${target}/api/stories/${publishedId}/unpublish`)}, { method: 'POST', mode: 'no-cors', credentials: 'include' }).then(() => { document.title = 'inviata'; }, () => { document.title = 'fallita'; });</script>`,
    ),
  };
}

test('a page on another port cannot publish, create or unpublish for the logged-in superuser', async ({ page, playwright, baseURL }) => {
  const target = new URL(baseURL ?? 'http://127.0.0.1:3000').origin;
  const childApi = await playwright.request.newContext({ baseURL: target });
  const privateId = await childStory(childApi, 'Solo mia');
  const publishedId = await childStory(childApi, 'Già pubblica');
  await childApi.dispose();

  await loginSuperuser(page); // the browser context's cookie jar now holds the superuser's session
  expect((await page.request.post(`/api/stories/${publishedId}/publish`)).status()).toBe(200);

  const pages = attackerPages(target, privateId, publishedId);
  const attacker = http.createServer((req, res) => {
    const html = pages[req.url ?? ''];
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'no');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  expect(attackerOrigin).not.toBe(target);

  try {
    // 1. text/plain form → publish a child's private story
    const published = page.waitForResponse((r) => r.url().endsWith(`/api/stories/${privateId}/publish`));
    await page.goto(`${attackerOrigin}/publish`);
    const publishResponse = await published;
    expect(publishResponse.status()).toBe(403);
    // The browser did send the superuser's cookie and said where the request came from: the refusal is the server's.
    const sentHeaders = await publishResponse.request().allHeaders();
    expect(sentHeaders.cookie).toContain('fm_session=');
    expect(sentHeaders.origin).toBe(attackerOrigin);
    expect(await publishResponse.json()).toMatchObject({ error: { code: 'cross_origin' } });

    // 2. multipart form → create a reading story
    const created = page.waitForResponse((r) => r.url().endsWith('/api/reading-stories') && r.request().method() === 'POST');
    await page.goto(`${attackerOrigin}/create`);
    expect((await created).status()).toBe(403);

    // 3. fetch no-cors with credentials → unpublish
    // (The answer is opaque to the page and to Playwright; the request is seen leaving, the state is checked below.)
    const unpublished = page.waitForRequest((r) => r.url().endsWith(`/api/stories/${publishedId}/unpublish`));
    await page.goto(`${attackerOrigin}/unpublish`);
    const sent = await unpublished;
    expect(sent.method()).toBe('POST');
    // The page's fetch settles either way (our Cross-Origin-Resource-Policy hides even the opaque answer).
    await expect(page).toHaveTitle(/inviata|fallita/);
  } finally {
    await new Promise<void>((resolve) => attacker.close(() => resolve()));
  }

  // Nothing changed, as the API tells the superuser.
  const privateNow = await page.request.get(`/api/stories/${privateId}`);
  expect(((await privateNow.json()) as { story: { isPublic: boolean } }).story.isPublic).toBe(false);
  const publishedNow = await page.request.get(`/api/stories/${publishedId}`);
  expect(((await publishedNow.json()) as { story: { isPublic: boolean } }).story.isPublic).toBe(true);
  const reading = (await (await page.request.get('/api/reading-stories')).json()) as { stories: Array<{ title: string }> };
  expect(reading.stories.map((s) => s.title)).not.toContain('Intrusa CSRF');

  // The app's own pages still work: log in through the gate (a same-origin POST from the SPA)…
  await page.request.post('/api/auth/logout');
  await page.goto(`${target}/superuser`);
  const field = page.getByLabel('Password Superuser');
  await field.fill(SUPERUSER_PASSWORD);
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: 'Area Superuser' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // …and a write the SPA sends from its own origin goes through.
  const status = await page.evaluate(
    async (id) => (await fetch(`/api/stories/${id}/unpublish`, { method: 'POST', credentials: 'include' })).status,
    publishedId,
  );
  expect(status).toBe(200);
});
