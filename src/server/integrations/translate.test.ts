import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EN_PREFIX, fakeTranslate, startFakeTranslateServer, type FakeTranslateServer } from '../../../tests/fakes/fake-translate-server';
import {
  createTranslator,
  GOOGLE_CHUNK_MAX,
  groupIntoChunks,
  parseGoogleAnswer,
  tokenizeForTranslation,
  TranslationDisabledError,
  TranslationFailedError,
  translateInChunks,
} from './translate';

let fake: FakeTranslateServer;
beforeAll(async () => {
  fake = await startFakeTranslateServer({ slowMs: 2000 });
});
afterAll(async () => {
  await fake.stop();
});

const storyText = fc
  .array(fc.constantFrom('Il drago dorme.', 'Poi! ', 'Fine?', 'parola', ' ', '  ', '\n', '\n\n', '\n \n\t\n', 'è', 'x'.repeat(30)), { maxLength: 60 })
  .map((parts) => parts.join(''));

test('tokens join back to the exact text and no piece to translate is longer than the limit', () => {
  fc.assert(
    fc.property(storyText, fc.integer({ min: 5, max: 80 }), (text, max) => {
      const tokens = tokenizeForTranslation(text, max);
      expect(tokens.map((t) => t.text).join('')).toBe(text);
      for (const t of tokens) {
        if (t.translate) {
          expect(t.text.length).toBeLessThanOrEqual(max);
          expect(t.text).not.toContain('\n');
          expect(t.text.trim()).toBe(t.text);
        } else {
          expect(t.text.trim()).toBe('');
        }
      }
    }),
    { numRuns: 300 },
  );
});

test('a long line is cut between sentences before it is cut between words', () => {
  const line = 'Il drago dorme nel bosco. La principessa canta piano! Il vento soffia forte?';
  const tokens = tokenizeForTranslation(line, 30);
  expect(tokens.filter((t) => t.translate).map((t) => t.text)).toEqual(['Il drago dorme nel bosco.', 'La principessa canta piano!', 'Il vento soffia forte?']);
});

test('chunks hold whole pieces joined by one line break, within the limit', () => {
  expect(groupIntoChunks(['aaaa', 'bbbb', 'cc', 'dddddddd'], 9)).toEqual([['aaaa', 'bbbb'], ['cc'], ['dddddddd']]);
  expect(groupIntoChunks([], 9)).toEqual([]);
});

test('translating piece by piece with the identity gives the text back exactly', async () => {
  await fc.assert(
    fc.asyncProperty(storyText, fc.integer({ min: 5, max: 80 }), async (text, max) => {
      expect(await translateInChunks(text, max, async (chunk) => chunk)).toBe(text);
    }),
    { numRuns: 200 },
  );
});

test('when a provider merges the lines of a chunk, each line is sent again on its own', async () => {
  const sent: string[] = [];
  const merging = async (chunk: string) => {
    sent.push(chunk);
    return chunk.toUpperCase().replace(/\n/g, ' ');
  };
  const result = await translateInChunks('uno\n\ndue\n   tre', 100, merging);
  expect(result).toBe('UNO\n\nDUE\n   TRE');
  expect(sent).toEqual(['uno\ndue\ntre', 'uno', 'due', 'tre']);
});

test("google's nested-array answer is read as the join of its segments", () => {
  expect(
    parseGoogleAnswer([
      [
        ['Once upon a time. ', "C'era una volta. ", null, null, 10],
        ['The end.', 'Fine.', null],
      ],
      null,
      'it',
    ]),
  ).toBe('Once upon a time. The end.');
  expect(() => parseGoogleAnswer({ error: 'no' })).toThrow(TranslationFailedError);
  expect(() => parseGoogleAnswer([[[42]]])).toThrow(TranslationFailedError);
});

test('the google provider calls the gtx endpoint and keeps blank lines', async () => {
  const translator = createTranslator({ provider: 'google', url: fake.url });
  fake.reset();
  const text = "C'era una volta il drago.\n\n\nFine.";
  const result = await translator.translate(text, 'it', 'en');
  expect(result).toBe('[EN] Once upon a time the dragon.\n\n\n[EN] The end.');
  expect(fake.log).toEqual([{ shape: 'google', from: 'it', to: 'en', text: "C'era una volta il drago.\nFine." }]);
  expect(await translator.translate(result, 'en', 'it')).toBe(text);
});

test('the libretranslate provider posts to /translate', async () => {
  const translator = createTranslator({ provider: 'libretranslate', url: `${fake.url}/` });
  fake.reset();
  expect(await translator.translate('Il bosco.', 'it', 'en')).toBe(`${EN_PREFIX}The forest.`);
  expect(fake.log).toEqual([{ shape: 'libretranslate', from: 'it', to: 'en', text: 'Il bosco.' }]);
});

test('a long text goes in chunks of at most 1800 characters and comes back whole', async () => {
  const paragraph = 'Il drago volava sopra il bosco e cantava una canzone. '.repeat(12).trim();
  const text = Array.from({ length: 12 }, (_, i) => `${i + 1}. ${paragraph}`).join('\n\n');
  expect(text.length).toBeGreaterThan(GOOGLE_CHUNK_MAX * 3);
  fake.reset();
  const translator = createTranslator({ provider: 'google', url: fake.url });
  const result = await translator.translate(text, 'it', 'en');
  expect(fake.requests).toBeGreaterThanOrEqual(4);
  for (const entry of fake.log) expect(entry.text.length).toBeLessThanOrEqual(GOOGLE_CHUNK_MAX);
  expect(result).toBe(fakeTranslate(text, 'it', 'en'));
  expect(result.split('\n\n')).toHaveLength(12);
});

test('a provider error or a slow provider is a TranslationFailedError', async () => {
  const google = createTranslator({ provider: 'google', url: fake.url, timeoutMs: 300 });
  await expect(google.translate('ERRORE-TRADUZIONE', 'it', 'en')).rejects.toBeInstanceOf(TranslationFailedError);
  const started = Date.now();
  await expect(google.translate('LENTO-TRADUZIONE', 'it', 'en')).rejects.toThrow(/timed out after 300 ms/);
  expect(Date.now() - started).toBeLessThan(1500);
  const nowhere = createTranslator({ provider: 'libretranslate', url: 'http://127.0.0.1:9' });
  await expect(nowhere.translate('Ciao', 'it', 'en')).rejects.toBeInstanceOf(TranslationFailedError);
});

test("provider 'none' refuses", async () => {
  await expect(createTranslator({ provider: 'none' }).translate('Ciao', 'it', 'en')).rejects.toBeInstanceOf(TranslationDisabledError);
});
