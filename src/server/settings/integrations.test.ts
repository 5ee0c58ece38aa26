import { afterAll, describe, expect, test } from 'vitest';
import { integrationsSchema } from '../../shared/schemas/settings';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { describeIntegrations } from './describe-integrations';

// The superuser sees which translation service the story texts go to; nobody
// else learns the address (it may be a machine inside the school).

describe('GET /api/admin/integrations', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });

  test('the superuser gets the translation provider and its host; a child and a visitor do not', async () => {
    const t = await createTestApp({ TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: 'http://10.0.0.5:5000' });
    apps.push(t);
    const su = await loginSuperuserCookie(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/integrations', headers: { cookie: su } });
    expect(res.statusCode, res.body).toBe(200);
    expect(integrationsSchema.parse(res.json())).toEqual({ translation: { provider: 'libretranslate', host: '10.0.0.5:5000' } });

    const child = await createChild(t.app, 'Lia Verdi');
    const asChild = await t.app.inject({ method: 'GET', url: '/api/admin/integrations', headers: { cookie: child.cookie } });
    expect(asChild.statusCode).toBe(403);
    expect(asChild.body).not.toContain('10.0.0.5');
    expect(asChild.json().error.code).toBe('forbidden');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/integrations' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('10.0.0.5');
    // The public config says only whether translation is on, never where it goes.
    const config = await t.app.inject({ method: 'GET', url: '/api/config', headers: { cookie: child.cookie } });
    expect(config.json()).toMatchObject({ translation: true });
    expect(config.body).not.toContain('10.0.0.5');
    expect(config.body).not.toContain('libretranslate');
  });

  test('off says so, with no host', async () => {
    const t = await createTestApp({ TRANSLATE_PROVIDER: 'none' });
    apps.push(t);
    const su = await loginSuperuserCookie(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/integrations', headers: { cookie: su } });
    expect(res.json()).toEqual({ translation: { provider: 'none', host: null } });
  });
});

test('the default provider sends the texts to Google', () => {
  expect(describeIntegrations({ TRANSLATE_PROVIDER: 'google', TRANSLATE_URL: undefined })).toEqual({
    translation: { provider: 'google', host: 'translate.googleapis.com' },
  });
  expect(describeIntegrations({ TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: undefined })).toEqual({
    translation: { provider: 'libretranslate', host: '127.0.0.1:5000' },
  });
});
