import { describe, expect, test } from 'vitest';
import { VOICE_MAX_PAGES, voicePages } from './voice-pages';

describe('voicePages', () => {
  test('one page per paragraph, with offsets into the text', () => {
    const text = 'C’era una volta un drago.\n\nViveva in un castello.\n \n\nFine.';
    const pages = voicePages(text);
    expect(pages.map((p) => p.text)).toEqual(['C’era una volta un drago.', 'Viveva in un castello.', 'Fine.']);
    for (const p of pages) expect(text.slice(p.start, p.end)).toBe(p.text);
    expect(pages.map((p) => p.index)).toEqual([0, 1, 2]);
  });

  test('a single block of lines is paged by line', () => {
    expect(voicePages('Uno\nDue\r\nTre').map((p) => p.text)).toEqual(['Uno', 'Due', 'Tre']);
  });

  test('an empty story has no page', () => {
    expect(voicePages('  \n\n ')).toEqual([]);
  });

  test('a very long story is capped, the last page takes the rest', () => {
    const text = Array.from({ length: VOICE_MAX_PAGES + 5 }, (_, i) => `Paragrafo ${i}`).join('\n\n');
    const pages = voicePages(text);
    expect(pages).toHaveLength(VOICE_MAX_PAGES);
    expect(pages.at(-1)?.text.endsWith(`Paragrafo ${VOICE_MAX_PAGES + 4}`)).toBe(true);
    expect(pages.at(-1)?.text.startsWith(`Paragrafo ${VOICE_MAX_PAGES - 1}`)).toBe(true);
  });
});
