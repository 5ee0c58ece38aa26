/**
 * Text flow across pages: whole lines only (a line is never cut by a page end), no widow or
 * orphan (a paragraph split across pages leaves at least two lines on each page), and a heading
 * (keepWithNext) stays with the first lines of what follows.
 */

export interface FlowBlock {
  /** Number of lines of this paragraph (at least 1). */
  lines: number;
  /** Height of each of its lines. */
  lineHeight: number;
  /** Space above the paragraph; dropped at the top of a page. */
  spaceBefore: number;
  /** A heading: never the last thing on a page when what follows could come with it. */
  keepWithNext?: boolean;
  /** Starts a new page (a new section). */
  pageBreakBefore?: boolean;
}

/** Lines [from, to) of block `block`, at `y` from the top of the text area. */
export interface PlacedPart {
  block: number;
  from: number;
  to: number;
  y: number;
}

export type FlowPage = PlacedPart[];

/** The smallest text area `paginate` accepts: four of the tallest lines plus the largest gap. */
export function minimumCapacity(blocks: readonly FlowBlock[]): number {
  const tallest = Math.max(0, ...blocks.map((b) => b.lineHeight));
  const gap = Math.max(0, ...blocks.map((b) => b.spaceBefore));
  return 4 * tallest + gap;
}

const EPSILON = 1e-6;
const fitting = (space: number, lineHeight: number) => Math.max(0, Math.floor((space + EPSILON) / lineHeight));

/**
 * Whether block i can start in `space` (its gap included): a paragraph needs all its lines or two
 * lines on each side of the page end; a heading needs all its lines and the start of what follows.
 */
function canStart(blocks: readonly FlowBlock[], i: number, space: number): boolean {
  const b = blocks[i];
  if (!b || b.lines < 1 || b.pageBreakBefore) return true;
  const room = space - b.spaceBefore;
  const fit = fitting(room, b.lineHeight);
  if (!b.keepWithNext) return fit >= b.lines || Math.min(fit, b.lines - 2) >= 2;
  return fit >= b.lines && canStart(blocks, i + 1, room - b.lines * b.lineHeight);
}

/** Lays the blocks on pages whose text area is `capacity` high. Always returns at least one page. */
export function paginate(blocks: readonly FlowBlock[], capacity: number): FlowPage[] {
  if (capacity < minimumCapacity(blocks) - EPSILON) throw new RangeError('text area too small for the widow rules');
  const pages: FlowPage[] = [[]];
  let used = 0;
  const newPage = () => {
    pages.push([]);
    used = 0;
  };
  const place = (block: number, from: number, to: number, gap: number) => {
    const b = blocks[block];
    if (!b) return;
    const current = pages[pages.length - 1];
    current?.push({ block, from, to, y: used + gap });
    used += gap + (to - from) * b.lineHeight;
  };

  blocks.forEach((b, index) => {
    if (b.lines < 1) return;
    if (b.pageBreakBefore && used > 0) newPage();
    let from = 0;
    while (from < b.lines) {
      const atTop = used === 0;
      const gap = atTop || from > 0 ? 0 : b.spaceBefore;
      const fit = fitting(capacity - used - gap, b.lineHeight);
      const rest = b.lines - from;
      if (fit >= rest) {
        if (b.keepWithNext && !atTop && !canStart(blocks, index + 1, capacity - used - gap - rest * b.lineHeight)) {
          newPage();
          continue;
        }
        place(index, from, b.lines, gap);
        from = b.lines;
        continue;
      }
      let take = fit;
      if (rest - take < 2) take = rest - 2;
      if (take < 2 || (b.keepWithNext && !atTop)) take = 0;
      if (take <= 0) {
        if (atTop) {
          // Only reachable below minimumCapacity's guarantee.
          take = Math.max(1, Math.min(fit, rest));
        } else {
          newPage();
          continue;
        }
      }
      place(index, from, from + take, gap);
      from += take;
      newPage();
    }
  });
  return pages;
}
