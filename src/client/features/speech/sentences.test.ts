import fc from 'fast-check';
import { expect, test } from 'vitest';
import { splitSentences } from './sentences';

const texts = (text: string) => splitSentences(text).map((s) => s.text);

test('splits at full stops, question and exclamation marks and line breaks', () => {
  expect(texts('C’era una volta un drago. Era buono! Lo sapevi?\nFine')).toEqual(['C’era una volta un drago.', 'Era buono!', 'Lo sapevi?', 'Fine']);
});

test('keeps ellipses, closing quotes and decimals with their sentence', () => {
  expect(texts('Disse: «Vieni qui!» E poi... silenzio. Costava 3.50 euro.')).toEqual(['Disse: «Vieni qui!»', 'E poi...', 'silenzio.', 'Costava 3.50 euro.']);
});

test('ignores blank lines and surrounding spaces', () => {
  expect(texts('  \n\n Prima riga.  \n\n\n Seconda riga  ')).toEqual(['Prima riga.', 'Seconda riga']);
  expect(splitSentences('   \n ')).toEqual([]);
});

test('offsets point at the sentence in the original text', () => {
  const text = 'Uno. Due!\nTre?';
  for (const span of splitSentences(text)) expect(text.slice(span.start, span.end)).toBe(span.text);
});

test('cuts a long sentence without punctuation at a comma or a space, never above the limit', () => {
  const long = Array.from({ length: 80 }, (_, i) => `parola${i}`).join(' ');
  const spans = splitSentences(long, 50);
  expect(spans.length).toBeGreaterThan(1);
  for (const s of spans) {
    expect(s.text.length).toBeLessThanOrEqual(50);
    expect(s.text).not.toMatch(/^\s|\s$/);
  }
  expect(splitSentences('a, b, c, d, e, f, g', 8).map((s) => s.text)).toEqual(['a, b, c,', 'd, e, f,', 'g']);
});

test('any text: spans are ordered, inside the text, bounded, and cover every visible character', () => {
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '.', '!', '?', '\n', ',', '…', '»') }), fc.integer({ min: 5, max: 40 }), (text, max) => {
      const spans = splitSentences(text, max);
      let last = 0;
      for (const s of spans) {
        expect(s.start).toBeGreaterThanOrEqual(last);
        expect(s.end).toBeGreaterThan(s.start);
        expect(s.end - s.start).toBeLessThanOrEqual(max);
        expect(text.slice(s.start, s.end)).toBe(s.text);
        last = s.end;
      }
      const visible = (t: string) => t.replace(/\s/g, '');
      expect(spans.map((s) => visible(s.text)).join('')).toBe(visible(text));
    }),
  );
});
