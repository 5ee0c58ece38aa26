import { cssStoryBlocks, type CssTextBlock } from '../../../shared/content/css-story-format';

/** A block of a story's text with its offsets in the text (for the read-aloud highlight). */
export type TextBlock = CssTextBlock;

/**
 * The formatting step of a "Cosa Succede se..." story (spec 001 §2): the question, then each
 * guide question and its answer as distinct blocks — the same blocks the CSS editor reads back
 * (src/shared/content/css-story-format.ts).
 */
export function formatCssContent(content: string): TextBlock[] {
  return cssStoryBlocks(content);
}
