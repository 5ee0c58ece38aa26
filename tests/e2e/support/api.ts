import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export const SUPERUSER_PASSWORD = process.env.E2E_SUPERUSER_PASSWORD ?? 'e2e-superuser-pass';

/** A profile name no other test uses (letters only, 2–50 characters). */
export function uniqueName(prefix = 'Bimbo'): string {
  const letters = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8);
  return `${prefix} ${letters}`;
}

/**
 * Creates a consented child profile through the API, in the page's own cookie jar, so the page
 * is logged in as that child. Returns its id and name (its password equals its name).
 */
export async function createChildAndLogin(page: Page, name = uniqueName()): Promise<{ id: string; name: string }> {
  const request: APIRequestContext = page.request;
  const created = await request.post('/api/profiles', { data: { name, age: 9 } });
  expect(created.status(), await created.text()).toBe(201);
  const consent = await request.post('/api/auth/consent', { data: { adultName: 'Maestra Lucia', accepted: true } });
  expect(consent.status(), await consent.text()).toBe(200);
  const body = (await created.json()) as { profile: { id: string; name: string } };
  return body.profile;
}

/** Logs the page's cookie jar in as the superuser through the API. */
export async function loginSuperuser(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/superuser', { data: { password: SUPERUSER_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
}
