import fc from 'fast-check';
import { expect, test } from 'vitest';
import { imposeSaddleStitch, paddedPageCount } from './imposition';

test('a 4-page booklet is one sheet: 4|1 on the front, 2|3 on the back', () => {
  expect(imposeSaddleStitch(3)).toEqual([{ sheet: 1, front: { left: 4, right: 1 }, back: { left: 2, right: 3 } }]);
});

test('an 8-page booklet: the outer sheet carries 8|1 and 2|7, the inner 6|3 and 4|5', () => {
  expect(imposeSaddleStitch(8)).toEqual([
    { sheet: 1, front: { left: 8, right: 1 }, back: { left: 2, right: 7 } },
    { sheet: 2, front: { left: 6, right: 3 }, back: { left: 4, right: 5 } },
  ]);
});

test('invalid page counts are refused', () => {
  expect(() => paddedPageCount(-1)).toThrow(RangeError);
  expect(() => paddedPageCount(2.5)).toThrow(RangeError);
});

test('any page count: padded to a multiple of 4, every page placed exactly once, on the right sheet and side', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 500 }), (pages) => {
      const n = paddedPageCount(pages);
      expect(n % 4).toBe(0);
      expect(n).toBeGreaterThanOrEqual(Math.max(pages, 4));
      expect(n - Math.max(pages, 1)).toBeLessThan(4);
      const sheets = imposeSaddleStitch(pages);
      expect(sheets).toHaveLength(n / 4);
      const seen = new Map<number, string>();
      for (const s of sheets) {
        const k = s.sheet;
        expect(s.front).toEqual({ left: n - 2 * k + 2, right: 2 * k - 1 });
        expect(s.back).toEqual({ left: 2 * k, right: n - 2 * k + 1 });
        for (const [side, half, page] of [
          ['front', 'left', s.front.left],
          ['front', 'right', s.front.right],
          ['back', 'left', s.back.left],
          ['back', 'right', s.back.right],
        ] as const) {
          expect(seen.has(page)).toBe(false);
          seen.set(page, `${k}-${side}-${half}`);
        }
        // Folded, the two halves of each side face each other: their page numbers add up to n+1.
        expect(s.front.left + s.front.right).toBe(n + 1);
        expect(s.back.left + s.back.right).toBe(n + 1);
      }
      expect([...seen.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      // Page 1 is the front cover: the right half of the outer sheet's front.
      expect(seen.get(1)).toBe('1-front-right');
      expect(seen.get(n)).toBe('1-front-left');
    }),
  );
});
