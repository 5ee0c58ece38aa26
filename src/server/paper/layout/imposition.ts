/**
 * Saddle-stitch imposition: two book pages on each side of a landscape sheet, printed on both
 * sides, folded in half and stapled. Pages are numbered from 1; 0 never appears.
 */

export interface SheetSide {
  /** The book page on the left half of this side. */
  left: number;
  /** The book page on the right half. */
  right: number;
}

export interface Sheet {
  /** 1-based sheet number, outermost first. */
  sheet: number;
  front: SheetSide;
  back: SheetSide;
}

/** The page count padded to a multiple of 4 (at least 4): a folded sheet carries four pages. */
export function paddedPageCount(pages: number): number {
  if (!Number.isInteger(pages) || pages < 0) throw new RangeError(`invalid page count ${pages}`);
  return Math.max(4, Math.ceil(pages / 4) * 4);
}

/**
 * The sheets of a booklet of `pages` pages: the count is padded to n (a multiple of 4), and sheet k
 * carries (n−2k+2, 2k−1) on the front and (2k, n−2k+1) on the back.
 */
export function imposeSaddleStitch(pages: number): Sheet[] {
  const n = paddedPageCount(pages);
  const sheets: Sheet[] = [];
  for (let k = 1; k <= n / 4; k += 1) {
    sheets.push({
      sheet: k,
      front: { left: n - 2 * k + 2, right: 2 * k - 1 },
      back: { left: 2 * k, right: n - 2 * k + 1 },
    });
  }
  return sheets;
}
