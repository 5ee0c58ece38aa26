import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fakeTranslate, FAIL_MARKER, startFakeTranslateServer, type FakeTranslateServer } from '../../../tests/fakes/fake-translate-server';
import { CSS_GUIDE_QUESTIONS } from '../../shared/content/css-questions';
import { composeCssStory } from '../../shared/content/css-story-format';
import { PROPP_CLUSTERS } from '../../shared/content/propp-clusters';
import { WORD_BANK, WORD_BANK_LETTERS } from '../../shared/content/word-bank';
import { BOOKLET_EDITIONS, BOOKLET_FORMATS, DECK_KINDS, PAPER_MESSAGES, type BookletOptions } from '../../shared/schemas/paper';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';
import { deckOf, deckPageCount } from './decks';
import { paddedPageCount } from './layout/imposition';

let t: TestApp;
let translating: TestApp;
let fake: FakeTranslateServer;
let anna: { id: string; cookie: string };
let bruno: { id: string; cookie: string };
let superuser: string;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-paper-'));

beforeAll(async () => {
  fake = await startFakeTranslateServer();
  [t, translating] = await Promise.all([createTestApp(), createTestApp({ TRANSLATE_PROVIDER: 'google', TRANSLATE_URL: fake.url })]);
  anna = await createChild(t.app, 'Anna');
  bruno = await createChild(t.app, 'Bruno');
  superuser = await loginSuperuserCookie(t.app);
});
afterAll(async () => {
  await Promise.all([t?.close(), translating?.close()]);
  await fake?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Writes the PDF and runs a poppler tool on it. */
function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts' | 'pdfimages', pdf: Buffer, ...args: string[]): string {
  const file = path.join(folder, `${randomUUID()}.pdf`);
  fs.writeFileSync(file, pdf);
  const out = execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  fs.rmSync(file);
  return out;
}
const textOf = (pdf: Buffer, ...args: string[]) => poppler('pdftotext', pdf, ...args);

/** How many dark pixels one page has once printed (Poppler's pdftoppm, grey, 40 dpi). */
function inkOnPage(pdf: Buffer, page: number): number {
  const file = path.join(folder, `${randomUUID()}.pdf`);
  fs.writeFileSync(file, pdf);
  const pgm = execFileSync('pdftoppm', ['-gray', '-r', '40', '-f', String(page), '-l', String(page), file]);
  fs.rmSync(file);
  // A binary PGM: "P5 width height 255" then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('not a PGM');
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  for (const value of pixels) if (value < 128) dark += 1;
  return dark;
}
const squash = (text: string) => text.replace(/\s+/g, ' ');
function pageCount(pdf: Buffer): number {
  const match = /Pages:\s+(\d+)/.exec(poppler('pdfinfo', pdf));
  return Number(match?.[1]);
}
function pageSize(pdf: Buffer): string {
  return /Page size:\s+([\d.]+ x [\d.]+)/.exec(poppler('pdfinfo', pdf))?.[1] ?? '';
}
/** Every word of the text, without punctuation (what pdftotext must find). */
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}’']+/u).filter((w) => w.length > 0);

async function saveStory(cookie: string | undefined, payload: Record<string, unknown>, app = t.app): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/stories',
    headers: cookie ? { cookie } : {},
    payload: { status: 'completed', mode: 'GHOST', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ story: { id: string } }>().story.id;
}

const booklet = (id: string, cookie?: string, options: Partial<BookletOptions> = {}, app = t.app) =>
  app.inject({ method: 'GET', url: `/api/stories/${id}/booklet`, query: options as Record<string, string>, headers: cookie ? { cookie } : {} });

const sentence = (n: number) =>
  `Capitolo ${n}: c’era una volta un drago di nome Brillo, che viveva sopra la città. «Perché nessuno viene a trovarmi?» pensava. Però un giorno arrivò Giulia con le fragole, e fu subito festa.`;
const LONG_STORY = Array.from({ length: 28 }, (_, i) => sentence(i + 1)).join('\n\n');

/**
 * These tests read the PDFs back with Poppler (Debian's poppler-utils, installed by .ci/run). On a
 * machine without it they are skipped and say so, instead of failing `npm test` for a missing tool.
 */
const HAS_POPPLER = spawnSync('pdftotext', ['-v']).error === undefined;
if (!HAS_POPPLER) console.warn('paper.test.ts: pdftotext not found (apt-get install poppler-utils): booklet and deck tests skipped');

describe.skipIf(!HAS_POPPLER)('booklet', () => {
  let storyId: string;
  beforeAll(async () => {
    storyId = await saveStory(anna.cookie, { title: 'Il drago Brillo e l’amicizia', content: LONG_STORY });
  });

  for (const edition of BOOKLET_EDITIONS) {
    for (const format of BOOKLET_FORMATS) {
      test(`${edition}, ${format}: a valid PDF with every word of the story, embedded fonts and the right page count`, async () => {
        const res = await booklet(storyId, anna.cookie, { edition, format });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe('attachment; filename="libretto-il-drago-brillo-e-l-amicizia.pdf"');
        const pdf = res.rawPayload;
        const text = squash(textOf(pdf));
        const expected = edition === 'maiuscolo' ? LONG_STORY.toLocaleUpperCase('it-IT') : LONG_STORY;
        for (const word of wordsOf(expected)) expect(text).toContain(word);
        // Sentences come out whole and in order: nothing is lost or repeated between pages.
        for (let n = 1; n <= 28; n += 1) expect(text.split(edition === 'maiuscolo' ? `CAPITOLO ${n}:` : `Capitolo ${n}:`)).toHaveLength(2);
        if (edition !== 'maiuscolo' && format === 'a4') expect(text.indexOf('Capitolo 27:')).toBeLessThan(text.indexOf('Capitolo 28:'));

        const bookPages = Number(res.headers['x-booklet-pages']);
        expect(bookPages).toBeGreaterThan(2);
        if (format === 'a4') {
          expect(pageCount(pdf)).toBe(bookPages);
          expect(pageSize(pdf)).toBe('595.28 x 841.89');
        } else {
          // Two book pages on each side of an A4 landscape sheet, padded to a multiple of 4.
          expect(pageCount(pdf)).toBe(paddedPageCount(bookPages) / 2);
          expect(pageSize(pdf)).toBe('841.89 x 595.28');
          // The first side carries the back cover (left) and the cover (right).
          const first = squash(textOf(pdf, '-f', '1', '-l', '1'));
          expect(first).toContain(edition === 'maiuscolo' ? 'IL DRAGO BRILLO' : 'Il drago Brillo');
          expect(first).toContain('FantasMia');
        }

        const fonts = poppler('pdffonts', pdf)
          .split('\n')
          .slice(2)
          .filter((l) => l.trim() !== '');
        expect(fonts.length).toBeGreaterThan(0);
        for (const line of fonts) {
          expect(line).toContain('Nunito');
          expect(line).toMatch(/\byes\s+(yes|no)\s+yes\s+\d+\s+\d+\s*$/); // embedded, with a unicode map
        }
      });
    }
  }

  test('the cover carries the title, the author, the mode and the date', async () => {
    const res = await booklet(storyId, anna.cookie, { format: 'a4' });
    const cover = squash(textOf(res.rawPayload, '-f', '1', '-l', '1'));
    expect(cover).toContain('Il drago Brillo e l’amicizia');
    expect(cover).toContain('di Anna');
    expect(cover).toContain('GHOST');
    expect(cover).toMatch(/\d{1,2} \p{L}+ \d{4}/u);
  });

  test("a public user's story is signed 'Anonimo'", async () => {
    const id = await saveStory(undefined, { title: 'Storia di nessuno', content: 'Un gatto e una luna.' });
    await t.app.inject({ method: 'POST', url: `/api/stories/${id}/publish`, headers: { cookie: superuser } });
    const cover = squash(textOf((await booklet(id)).rawPayload, '-f', '1', '-l', '1'));
    expect(cover).toContain('di Anonimo');
  });

  test("emoji print as pictures, beside the story's letters", async () => {
    const words = 'Il drago rideva con la rana. Evviva la luna!';
    const withEmoji = 'Il drago 🐉 rideva 😀 con la rana 🐸. Evviva la luna 🌙! ❤️ 👩‍🚀 🇮🇹';
    const plainId = await saveStory(anna.cookie, { title: 'Il drago e la luna', content: words });
    const emojiId = await saveStory(anna.cookie, { title: 'Il drago e la luna', content: withEmoji });
    for (const edition of ['normale', 'maiuscolo'] as const) {
      const plain = await booklet(plainId, anna.cookie, { format: 'a4', edition });
      const drawn = await booklet(emojiId, anna.cookie, { format: 'a4', edition });
      expect(drawn.statusCode, drawn.body).toBe(200);
      // Every letter is there and nothing became a question mark...
      const text = squash(textOf(drawn.rawPayload, '-f', '2', '-l', '2'));
      for (const word of wordsOf(edition === 'maiuscolo' ? words.toLocaleUpperCase('it-IT') : words)) expect(text).toContain(word);
      expect(text).not.toContain('?');
      // ...and the seven pictures put ink on the page where the plain story has none.
      expect(inkOnPage(drawn.rawPayload, 2)).toBeGreaterThan(inkOnPage(plain.rawPayload, 2) + 7 * 15);
    }
  });

  test('a CSS story keeps its question and answer blocks, in order', async () => {
    const answers = CSS_GUIDE_QUESTIONS.map((_, i) => (i % 2 === 0 ? `Risposta numero ${i + 1}: gli alberi ballano il valzer.` : ''));
    const content = composeCssStory('Cosa succede se gli alberi potessero camminare?', answers);
    const id = await saveStory(anna.cookie, { title: 'Alberi in cammino', content, mode: 'CSS' });
    const text = squash(textOf((await booklet(id, anna.cookie, { format: 'a4' })).rawPayload));
    let at = text.indexOf('Cosa succede se gli alberi potessero camminare?');
    expect(at).toBeGreaterThan(0);
    CSS_GUIDE_QUESTIONS.forEach((guide, i) => {
      if (i % 2 !== 0) return;
      const q = text.indexOf(guide.question, at);
      const a = text.indexOf(`Risposta numero ${i + 1}:`, at);
      expect(q).toBeGreaterThan(at);
      expect(a).toBeGreaterThan(q);
      at = a;
    });
  });

  test("the story's image is on the cover (PNG as it is, WebP converted)", async () => {
    for (const [mime, data] of [
      [
        'image/png',
        await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ff8800' } })
          .png()
          .toBuffer(),
      ],
      [
        'image/webp',
        await sharp({ create: { width: 60, height: 40, channels: 3, background: '#0088ff' } })
          .webp()
          .toBuffer(),
      ],
    ] as const) {
      const id = await saveStory(anna.cookie, { title: 'Con disegno', content: 'Un drago disegnato.' });
      const imageId = randomUUID();
      await t.database.db.insertInto('images').values({ id: imageId, mime, data, size: data.length, created_at: new Date().toISOString() }).execute();
      await t.database.db.updateTable('stories').set({ image_id: imageId }).where('id', '=', id).execute();
      const res = await booklet(id, anna.cookie, { format: 'a4' });
      expect(res.statusCode).toBe(200);
      const images = poppler('pdfimages', res.rawPayload, '-list')
        .split('\n')
        .slice(2)
        .filter((l) => l.trim() !== '');
      expect(images.length, mime).toBe(1);
      expect(images[0]).toMatch(/^\s*1\s/); // on page 1, the cover
    }
  });

  test('access follows the story: author and superuser; others only once published', async () => {
    const id = await saveStory(anna.cookie, { title: 'Segreto', content: 'Una storia privata.' });
    expect((await booklet(id, anna.cookie)).statusCode).toBe(200);
    expect((await booklet(id, superuser)).statusCode).toBe(200);
    for (const cookie of [bruno.cookie, undefined]) {
      const res = await booklet(id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Storia non trovata' } });
    }
    await t.app.inject({ method: 'POST', url: `/api/stories/${id}/publish`, headers: { cookie: superuser } });
    for (const cookie of [bruno.cookie, undefined]) {
      const res = await booklet(id, cookie);
      expect(res.statusCode).toBe(200);
      expect(squash(textOf(res.rawPayload))).toContain('Una storia privata.');
    }
  });

  test('bad options and unknown stories are 4xx with an Italian message', async () => {
    const bad = await booklet(storyId, anna.cookie, { edition: 'gigante' as never });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(PAPER_MESSAGES.editionInvalid);
    expect((await booklet(storyId, anna.cookie, { format: 'a3' as never })).json().error.message).toBe(PAPER_MESSAGES.formatInvalid);
    expect((await booklet(storyId, anna.cookie, { language: 'klingon' as never })).json().error.message).toBe(PAPER_MESSAGES.languageInvalid);
    expect((await booklet(randomUUID(), anna.cookie)).statusCode).toBe(404);
  });

  test('English: instead of the Italian, or after it, from the translation service', async () => {
    const child = await createChild(translating.app, 'Carla');
    const content = 'Il drago vola sopra il bosco.\n\nLa principessa ride.';
    const id = await saveStory(child.cookie, { title: 'Il drago', content }, translating.app);
    const english = fakeTranslate(content, 'it', 'en');

    const only = await booklet(id, child.cookie, { language: 'inglese', format: 'a4' }, translating.app);
    expect(only.statusCode, only.body).toBe(200);
    expect(only.headers['x-booklet-translated']).toBe('1');
    const onlyText = squash(textOf(only.rawPayload));
    for (const word of wordsOf(english)) expect(onlyText).toContain(word);
    expect(onlyText).not.toContain('principessa ride');

    const both = await booklet(id, child.cookie, { language: 'entrambe', format: 'a4' }, translating.app);
    const bothText = squash(textOf(both.rawPayload));
    expect(bothText.indexOf('La principessa ride.')).toBeGreaterThan(0);
    expect(bothText.indexOf('In English')).toBeGreaterThan(bothText.indexOf('La principessa ride.'));
    for (const word of wordsOf(english)) expect(bothText).toContain(word);
  });

  test('when translation is unavailable the booklet says so and keeps the Italian', async () => {
    const failing = await saveStory(anna.cookie, { title: 'Non traducibile', content: `Il gatto dorme. ${FAIL_MARKER}` });
    const res = await booklet(failing, anna.cookie, { language: 'inglese', format: 'a4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-booklet-translated']).toBe('0');
    const text = squash(textOf(res.rawPayload));
    expect(text).toContain(squash(PAPER_MESSAGES.translationUnavailable));
    expect(text).toContain('Il gatto dorme.');
  });
});

describe.skipIf(!HAS_POPPLER)('card decks', () => {
  for (const kind of DECK_KINDS) {
    test(`${kind}: 9 cards a page with their backs, every card's title printed`, async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/decks/${kind}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="carte-${kind}.pdf"`);
      const deck = deckOf(kind);
      expect(pageCount(res.rawPayload)).toBe(deckPageCount(deck.cards.length));
      const text = squash(textOf(res.rawPayload));
      for (const card of deck.cards) {
        expect(text).toContain(squash(card.title));
        if (card.subtitle) expect(text).toContain(card.subtitle);
      }
    });
  }

  test('the decks are the content of the app: 31 Propp cards in nine coloured clusters, 12 Campbell, 26 letters', () => {
    const propp = deckOf('propp').cards;
    expect(propp).toHaveLength(31);
    expect(new Set(propp.map((c) => c.color)).size).toBe(9);
    for (const cluster of PROPP_CLUSTERS) expect(propp.some((c) => c.back === cluster.name)).toBe(true);
    expect(deckOf('campbell').cards).toHaveLength(12);
    const letters = deckOf('lettere').cards;
    expect(letters.map((c) => c.big)).toEqual([...WORD_BANK_LETTERS]);
    expect(letters[0]?.body).toContain(WORD_BANK.A[0]);
  });

  test('an unknown deck is a 400 with an Italian message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/decks/tarocchi' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PAPER_MESSAGES.deckInvalid);
  });
});
