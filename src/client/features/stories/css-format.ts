import { CSS_GUIDE_QUESTIONS } from '../../../shared/content/css-questions';

/** A block of a story's text with its offsets in the text (for the read-aloud highlight). */
export interface TextBlock {
  /** 'question': the CSS story's first question; 'guide': a guide question; 'answer': the child's text. */
  kind: 'question' | 'guide' | 'answer';
  start: number;
  end: number;
}

const BLANK_LINES = /\n[ \t]*\n(?:[ \t]*\n)*/g;
const GUIDES = new Set(CSS_GUIDE_QUESTIONS.map((g) => g.question.trim().toLowerCase()));

const isGuide = (line: string) => GUIDES.has(line.trim().toLowerCase());

function trimmed(text: string, start: number, end: number): { start: number; end: number } | null {
  let a = start;
  let b = end;
  while (a < b && /\s/.test(text[a] ?? '')) a += 1;
  while (b > a && /\s/.test(text[b - 1] ?? '')) b -= 1;
  return b > a ? { start: a, end: b } : null;
}

/** The text split at blank lines, each block trimmed, with offsets. */
export function blocksOf(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let from = 0;
  for (const match of text.matchAll(BLANK_LINES)) {
    const block = trimmed(text, from, match.index);
    if (block) out.push(block);
    from = match.index + match[0].length;
  }
  const last = trimmed(text, from, text.length);
  if (last) out.push(last);
  return out;
}

/**
 * The formatting step of a "Cosa Succede se..." story (spec 001 §2): the first block is the
 * question; then each guide question and its answer are shown as distinct blocks. A block whose
 * first line is a guide question and goes on is split into the question and its answer.
 */
export function formatCssContent(content: string): TextBlock[] {
  const out: TextBlock[] = [];
  blocksOf(content).forEach((block, index) => {
    if (index === 0) {
      out.push({ kind: 'question', ...block });
      return;
    }
    const text = content.slice(block.start, block.end);
    if (isGuide(text)) {
      out.push({ kind: 'guide', ...block });
      return;
    }
    const newline = text.indexOf('\n');
    if (newline > 0 && isGuide(text.slice(0, newline))) {
      const guide = trimmed(content, block.start, block.start + newline);
      const answer = trimmed(content, block.start + newline + 1, block.end);
      if (guide) out.push({ kind: 'guide', ...guide });
      if (answer) out.push({ kind: 'answer', ...answer });
      return;
    }
    out.push({ kind: 'answer', ...block });
  });
  return out;
}
