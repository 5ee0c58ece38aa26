/**
 * Stories made of blocks (Campbell cards, CSS questions and answers, word-series pieces) are
 * stored as one text whose blocks are separated by a blank line; splitOnBlankLines
 * (src/shared/story-text.ts) reads them back. These helpers write them.
 */
import { splitOnBlankLines } from '../story-text';

/** One block: trimmed, with any blank line inside it folded into a single line break. */
export function asBlock(text: string): string {
  return splitOnBlankLines(text).join('\n');
}

/** Blocks joined by one blank line; empty blocks are left out. */
export function joinBlocks(blocks: readonly string[]): string {
  return blocks
    .map((block) => asBlock(block))
    .filter((block) => block.length > 0)
    .join('\n\n');
}
