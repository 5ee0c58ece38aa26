import { afterAll, beforeAll, expect, test } from 'vitest';
import { fakeTranslate, startFakeTranslateServer, type FakeTranslateServer } from '../../../tests/fakes/fake-translate-server';
import { createTestApp, type TestApp } from '../../../tests/support/server/test-app';
import { translationKey } from './translate-text';

let fake: FakeTranslateServer;
let google: TestApp;
let libre: TestApp;

beforeAll(async () => {
  fake = await startFakeTranslateServer({ slowMs: 2000 });
  [google, libre] = await Promise.all([
    createTestApp({ TRANSLATE_PROVIDER: 'google', TRANSLATE_URL: fake.url, TRANSLATE_TIMEOUT_MS: '300' }),
    createTestApp({ TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: fake.url }),
  ]);
});
afterAll(async () => {
  await Promise.all([google.close(), libre.close()]);
  await fake.stop();
});

const translate = (t: TestApp, payload: object) => t.app.inject({ method: 'POST', url: '/api/translate', payload });

test('google: Italian to English and back, through the fake gtx endpoint', async () => {
  fake.reset();
  const text = "C'era una volta il drago.\n\nFine.";
  const res = await translate(google, { text, from: 'it', to: 'en' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ text: '[EN] Once upon a time the dragon.\n\n[EN] The end.' });
  expect(fake.log.map((r) => r.shape)).toEqual(['google']);
  const back = await translate(google, { text: res.json().text, from: 'en', to: 'it' });
  expect(back.json()).toEqual({ text });
});

test('libretranslate: the same through the fake POST /translate', async () => {
  fake.reset();
  const res = await translate(libre, { text: 'La principessa ride. Il bosco canta!', from: 'it', to: 'en' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().text).toBe('[EN] The princess ride. [EN] The forest canta!');
  expect(fake.log).toEqual([{ shape: 'libretranslate', from: 'it', to: 'en', text: 'La principessa ride. Il bosco canta!' }]);
});

test('a long story goes in several chunks and keeps its paragraphs and blank lines exactly', async () => {
  const paragraph = (n: number) => `Capitolo ${n}. ${'Il drago vola sopra il bosco e la principessa lo guarda. '.repeat(10).trim()}`;
  const text = `${paragraph(1)}\n\n${paragraph(2)}\n\n\n${paragraph(3)}\n${paragraph(4)}\n\n${paragraph(5)}\n\n${paragraph(6)}\n\n${paragraph(7)}`;
  for (const t of [google, libre]) {
    fake.reset();
    const res = await translate(t, { text, from: 'it', to: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const translated: string = res.json().text;
    expect(translated).toBe(fakeTranslate(text, 'it', 'en'));
    expect(translated.match(/\n+/g)).toEqual(text.match(/\n+/g));
    if (t === google) expect(fake.requests).toBeGreaterThan(1);
  }
});

test('the cache answers a repeated text without calling the provider again', async () => {
  fake.reset();
  const payload = { text: 'Il gatto dorme sul tetto.', from: 'it', to: 'en' };
  const first = await translate(google, payload);
  const second = await translate(google, payload);
  expect(second.json()).toEqual(first.json());
  expect(fake.requests).toBe(1);
  const row = await google.database.db
    .selectFrom('translations')
    .selectAll()
    .where('key', '=', translationKey('google', 'it', 'en', payload.text))
    .executeTakeFirst();
  expect(row).toMatchObject({ source_lang: 'it', target_lang: 'en', translated: '[EN] Il gatto dorme sul tetto.' });
  // Another provider has its own cache entry.
  await translate(libre, payload);
  expect(fake.requests).toBe(2);
});

test('a provider failure is 502 with the spec message, and nothing is cached', async () => {
  for (const t of [google, libre]) {
    fake.reset();
    const text = 'Questa frase fa ERRORE-TRADUZIONE.';
    const res = await translate(t, { text, from: 'it', to: 'en' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { code: 'translation_failed', message: 'Impossibile tradurre il testo', title: 'Errore traduzione' } });
    await translate(t, { text, from: 'it', to: 'en' });
    expect(fake.requests).toBe(2);
  }
});

test('a provider slower than the timeout is a 502 too', async () => {
  const started = Date.now();
  const res = await translate(google, { text: 'Un testo LENTO-TRADUZIONE.', from: 'it', to: 'en' });
  expect(res.statusCode).toBe(502);
  expect(res.json().error.message).toBe('Impossibile tradurre il testo');
  expect(Date.now() - started).toBeLessThan(1500);
});

test('blank text or the same language comes back as it is, without a call', async () => {
  fake.reset();
  for (const payload of [
    { text: '', from: 'it', to: 'en' },
    { text: '  \n ', from: 'it', to: 'en' },
    { text: 'Ciao', from: 'it', to: 'it' },
  ]) {
    const res = await translate(google, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: payload.text });
  }
  expect(fake.requests).toBe(0);
});

test('bad input is 400', async () => {
  const cases: object[] = [
    {},
    { text: 'Ciao', from: 'it' },
    { text: 'Ciao', from: 'it', to: 'fr' },
    { text: 42, from: 'it', to: 'en' },
    { text: 'x'.repeat(20_001), from: 'it', to: 'en' },
    { text: 'a\u0000b', from: 'it', to: 'en' },
  ];
  for (const payload of cases) {
    const res = await translate(google, payload);
    expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
  }
  const tooLong = await translate(google, { text: 'x'.repeat(20_001), from: 'it', to: 'en' });
  expect(tooLong.json().error.message).toBe('Il testo da tradurre è troppo lungo: al massimo 20.000 caratteri');
});

test("provider 'none' answers 503", async () => {
  const off = await createTestApp({ TRANSLATE_PROVIDER: 'none' });
  try {
    const res = await translate(off, { text: 'Ciao', from: 'it', to: 'en' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: { code: 'translation_disabled', message: 'La traduzione non è attiva su questo server' } });
  } finally {
    await off.close();
  }
});

test('translation is open to everyone and rate-limited per address', async () => {
  expect(google.routes.find((r) => r.url === '/api/translate')).toEqual({ method: 'POST', url: '/api/translate', access: 'anonymous' });
  const statuses: number[] = [];
  for (let i = 0; i < 61; i++) {
    const res = await google.app.inject({ method: 'POST', url: '/api/translate', payload: { text: 'Ciao', from: 'it', to: 'it' }, remoteAddress: '10.0.0.9' });
    statuses.push(res.statusCode);
  }
  expect(statuses.slice(0, 50).every((s) => s === 200)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});
