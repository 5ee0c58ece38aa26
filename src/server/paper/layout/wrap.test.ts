import fc from 'fast-check';
import { expect, test } from 'vitest';
import { fitText, wrapText } from './wrap';

const chars = (s: string) => Array.from(s).length * 6;

test('words stay whole; a line break starts a new line', () => {
  expect(wrapText("C'era una volta\nun drago", 60, chars)).toEqual(["C'era una", 'volta', 'un drago']);
});

test('a word longer than the line is broken, nothing is lost', () => {
  expect(wrapText('supercalifragilistichespiralidoso', 60, chars)).toEqual(['supercalif', 'ragilistic', 'hespiralid', 'oso']);
});

test('fitText picks the largest size that fits, else cuts with an ellipsis', () => {
  const at = (s: string, size: number) => Array.from(s).length * size * 0.5;
  expect(fitText('Il drago', 100, 30, [20, 12], at).size).toBe(20);
  expect(fitText('Il drago vola sopra il bosco', 100, 30, [20, 12], at).size).toBe(12);
  expect(fitText('Programmatrice', 60, 100, [20, 8], at)).toEqual({ size: 8, lines: ['Programmatrice'] });
  const cut = fitText('uno due tre quattro cinque sei sette otto nove dieci', 40, 15, [12], at);
  expect(cut.lines).toHaveLength(1);
  expect(cut.lines[0]?.endsWith('…')).toBe(true);
});

test('any text: every line fits, every character is kept in order', () => {
  fc.assert(
    fc.property(
      fc.string({ unit: fc.constantFrom('a', 'è', 'l', '’', ' ', ' ', '\n', 'W', '«', '»'), maxLength: 400 }),
      fc.integer({ min: 6, max: 300 }),
      (text, width) => {
        const lines = wrapText(text, width, chars);
        for (const line of lines) {
          expect(chars(line)).toBeLessThanOrEqual(width);
          expect(line).toBe(line.trim());
          expect(line.length).toBeGreaterThan(0);
        }
        expect(lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
      },
    ),
  );
});
