import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_READING_SETTINGS, type ReadingSettings } from '../../shared/schemas/reading-settings';
import { createChild, createTestApp, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/profile/reading-settings';
const CHOSEN: ReadingSettings = {
  font: 'opendyslexic',
  uppercase: true,
  textSize: 3,
  letterSpacing: 2,
  wordSpacing: 1,
  lineSpacing: 2,
  shortLines: true,
  ruler: true,
};

test('a child starts with the normal look, saves reading settings and gets them back; another child is untouched', async () => {
  const giulia = await createChild(t.app, 'Giulia Lettrice');
  const luca = await createChild(t.app, 'Luca Lettore');
  const first = await t.app.inject({ method: 'GET', url: URL, headers: { cookie: giulia.cookie } });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ settings: DEFAULT_READING_SETTINGS });

  const put = await t.app.inject({ method: 'PUT', url: URL, headers: { cookie: giulia.cookie }, payload: CHOSEN });
  expect(put.statusCode, put.body).toBe(200);
  expect(put.json()).toEqual({ settings: CHOSEN });
  // Saved twice: the second save replaces the first.
  const again = { ...CHOSEN, font: 'lexend' as const, uppercase: false };
  expect((await t.app.inject({ method: 'PUT', url: URL, headers: { cookie: giulia.cookie }, payload: again })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: URL, headers: { cookie: giulia.cookie } })).json()).toEqual({ settings: again });
  expect((await t.app.inject({ method: 'GET', url: URL, headers: { cookie: luca.cookie } })).json()).toEqual({ settings: DEFAULT_READING_SETTINGS });
});

test.each([
  { label: 'an unknown font', body: { ...CHOSEN, font: 'comic-sans' } },
  { label: 'a size beyond the last step', body: { ...CHOSEN, textSize: 4 } },
  { label: 'a negative spacing', body: { ...CHOSEN, letterSpacing: -1 } },
  { label: 'a missing field', body: { font: 'lexend' } },
  { label: 'an extra field', body: { ...CHOSEN, color: 'red' } },
  { label: 'a string instead of a flag', body: { ...CHOSEN, ruler: 'yes' } },
])('$label is refused with 400 and nothing is saved', async ({ body }) => {
  const child = await createChild(
    t.app,
    `Bimba ${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}`,
  );
  const res = await t.app.inject({ method: 'PUT', url: URL, headers: { cookie: child.cookie }, payload: body });
  expect(res.statusCode).toBe(400);
  expect(res.json<{ error: { code: string; message: string } }>().error.code).toBe('invalid_input');
  expect((await t.app.inject({ method: 'GET', url: URL, headers: { cookie: child.cookie } })).json()).toEqual({ settings: DEFAULT_READING_SETTINGS });
});

test('a visitor without a profile can neither read nor save reading settings', async () => {
  expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'PUT', url: URL, payload: CHOSEN })).statusCode).toBe(401);
});

test('settings stored by an older version with fewer fields come back completed with the defaults', async () => {
  const child = await createChild(t.app, 'Marta Vecchia');
  await t.database.db
    .insertInto('reading_settings')
    .values({ user_id: child.id, settings: '{"font":"atkinson"}', updated_at: new Date().toISOString() })
    .execute();
  expect((await t.app.inject({ method: 'GET', url: URL, headers: { cookie: child.cookie } })).json()).toEqual({
    settings: { ...DEFAULT_READING_SETTINGS, font: 'atkinson' },
  });
});
