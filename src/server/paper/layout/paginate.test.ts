import fc from 'fast-check';
import { expect, test } from 'vitest';
import { minimumCapacity, paginate, type FlowBlock } from './paginate';

const block = (lines: number, extra: Partial<FlowBlock> = {}): FlowBlock => ({ lines, lineHeight: 10, spaceBefore: 5, ...extra });

test('a paragraph that does not fit moves at least two lines to the next page (no widow)', () => {
  // 10 lines fit a page; 9 lines are used; the next paragraph of 3 lines cannot leave 1 line alone.
  const pages = paginate([block(9), block(3)], 100);
  expect(pages).toHaveLength(2);
  expect(pages[1]).toEqual([{ block: 1, from: 0, to: 3, y: 0 }]);
});

test('a long paragraph splits leaving at least two lines at the end', () => {
  const pages = paginate([block(11)], 100);
  expect(pages.map((p) => p.map((part) => part.to - part.from))).toEqual([[9], [2]]);
});

test('a heading is never left alone at the bottom of a page', () => {
  const pages = paginate([block(8), block(1, { keepWithNext: true }), block(5)], 100);
  expect(pages[1]?.[0]).toMatchObject({ block: 1, y: 0 });
});

test('a page break before a section starts a new page', () => {
  const pages = paginate([block(2), block(2, { pageBreakBefore: true })], 100);
  expect(pages).toHaveLength(2);
});

test('a text area smaller than four lines is refused', () => {
  expect(() => paginate([block(3)], 30)).toThrow(RangeError);
});

const blockArb = fc.record({
  lines: fc.integer({ min: 1, max: 80 }),
  lineHeight: fc.constantFrom(12, 14.5, 19.5, 24, 30),
  spaceBefore: fc.constantFrom(0, 4, 9.75, 20),
  keepWithNext: fc.boolean(),
  pageBreakBefore: fc.boolean(),
});

test('any text: every line placed once and in order, no page overflows, no widow or orphan, headings kept with what follows', () => {
  fc.assert(
    fc.property(fc.array(blockArb, { minLength: 0, maxLength: 40 }), fc.integer({ min: 0, max: 600 }), (blocks, extra) => {
      const capacity = minimumCapacity(blocks) + extra;
      const pages = paginate(blocks, capacity);
      expect(pages.length).toBeGreaterThanOrEqual(1);

      // Every line exactly once, in order.
      const flat = pages.flat();
      const expected: string[] = [];
      blocks.forEach((b, i) => {
        for (let l = 0; l < b.lines; l += 1) expected.push(`${i}:${l}`);
      });
      const placed: string[] = [];
      for (const part of flat) for (let l = part.from; l < part.to; l += 1) placed.push(`${part.block}:${l}`);
      expect(placed).toEqual(expected);

      pages.forEach((page, p) => {
        // Whole lines only: the last line ends inside the text area, parts do not overlap.
        let bottom = 0;
        for (const part of page) {
          const b = blocks[part.block];
          if (!b) throw new Error('unknown block');
          expect(part.y).toBeGreaterThanOrEqual(bottom - 1e-6);
          bottom = part.y + (part.to - part.from) * b.lineHeight;
          expect(bottom).toBeLessThanOrEqual(capacity + 1e-6);
        }
        // A heading ends a page only when it opened it, or nothing fits after it on any page.
        const last = page[page.length - 1];
        const next = last ? blocks[last.block + 1] : undefined;
        if (last && blocks[last.block]?.keepWithNext && next && p < pages.length - 1 && !next.pageBreakBefore) {
          expect(page).toHaveLength(1);
        }
        if (p > 0 && page.length > 0) expect(page[0]?.y).toBe(0);
      });

      // A paragraph split across pages keeps at least two lines on every page (no widow, no orphan).
      blocks.forEach((_b, i) => {
        const parts = flat.filter((part) => part.block === i);
        if (parts.length > 1) for (const part of parts) expect(part.to - part.from).toBeGreaterThanOrEqual(2);
      });
    }),
    { numRuns: 300 },
  );
});
