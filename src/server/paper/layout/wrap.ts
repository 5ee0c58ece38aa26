/** Word wrapping for the PDF layouts: pure, with the width of a text given by the caller. */

export type Measure = (text: string) => number;

/** Breaks one word wider than the line into pieces that fit (at least one character each). */
function breakWord(word: string, maxWidth: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of Array.from(word)) {
    if (piece !== '' && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * The lines of a paragraph that fit in `maxWidth`: words are kept whole where they fit; a word
 * longer than a line is broken (like overflow-wrap: anywhere). A line break in the text starts a
 * new line. Runs of spaces become one space; an empty text gives no lines.
 */
export function wrapText(text: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const hardLine of text.split('\n')) {
    const words = hardLine.split(/\s+/u).filter((w) => w !== '');
    let line = '';
    for (const word of words) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (measure(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      if (measure(word) <= maxWidth) {
        line = word;
      } else {
        const pieces = breakWord(word, maxWidth, measure);
        line = pieces.pop() ?? '';
        lines.push(...pieces);
      }
    }
    if (line !== '') lines.push(line);
  }
  return lines;
}

/**
 * The largest size (from `sizes`, largest first) at which the text wraps, every word whole, into
 * `maxHeight`; the smallest size when none does (then the lines are cut to
 * `maxLines`, the last one ending with '…').
 */
export function fitText(
  text: string,
  maxWidth: number,
  maxHeight: number,
  sizes: readonly number[],
  measureAt: (text: string, size: number) => number,
  lineHeight = 1.25,
): { size: number; lines: string[] } {
  const words = text.split(/\s+/u).filter((w) => w !== '');
  for (const size of sizes) {
    // A size that would break a word in two is too big.
    if (words.some((w) => measureAt(w, size) > maxWidth)) continue;
    const lines = wrapText(text, maxWidth, (s) => measureAt(s, size));
    if (lines.length * size * lineHeight <= maxHeight + 1e-6) return { size, lines };
  }
  const size = sizes[sizes.length - 1] ?? 8;
  const maxLines = Math.max(1, Math.floor(maxHeight / (size * lineHeight)));
  const lines = wrapText(text, maxWidth, (s) => measureAt(s, size));
  if (lines.length <= maxLines) return { size, lines };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return { size, lines: kept };
}
