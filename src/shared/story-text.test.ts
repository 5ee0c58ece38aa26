import fc from 'fast-check';
import { expect, test } from 'vitest';
import { collapseBlankLines, splitOnBlankLines } from './story-text';

test('three or more line breaks become exactly one blank line', () => {
  expect(collapseBlankLines('Cosa succede se piove?\n\n\n\nPiove cioccolata.')).toBe('Cosa succede se piove?\n\nPiove cioccolata.');
  expect(collapseBlankLines('a\n\n\nb\n\n\n\n\n\nc')).toBe('a\n\nb\n\nc');
});

test('lines with only spaces or tabs count as blank', () => {
  expect(collapseBlankLines('a\n   \n\t\n  \nb')).toBe('a\n\nb');
  expect(collapseBlankLines('a\n \nb')).toBe('a\n\nb');
});

test('single line breaks, one blank line and the text of each line stay as they are', () => {
  expect(collapseBlankLines('uno\ndue\n\ntre')).toBe('uno\ndue\n\ntre');
  expect(collapseBlankLines('  rientro\n\n  ancora  ')).toBe('  rientro\n\n  ancora  ');
  expect(collapseBlankLines('')).toBe('');
});

test('windows line breaks are normalised before collapsing', () => {
  expect(collapseBlankLines('a\r\n\r\n\r\nb\r\nc')).toBe('a\n\nb\nc');
});

test('the result never has two blank lines in a row and collapsing twice changes nothing', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom('a', 'b', ' ', '\t', '\n', '\r\n', 'è')).map((parts) => parts.join('')),
      (text) => {
        const once = collapseBlankLines(text);
        expect(once).not.toMatch(/\n[ \t]*\n[ \t]*\n/);
        expect(collapseBlankLines(once)).toBe(once);
        // No visible character is added or lost.
        expect(once.replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
      },
    ),
    { numRuns: 300 },
  );
});

test('paragraphs split on blank lines, trimmed, without empty ones', () => {
  expect(splitOnBlankLines('\n\nDomanda?\n\n\n  Risposta uno  \n \nRisposta\ndue\n\n')).toEqual(['Domanda?', 'Risposta uno', 'Risposta\ndue']);
  expect(splitOnBlankLines('   ')).toEqual([]);
});
