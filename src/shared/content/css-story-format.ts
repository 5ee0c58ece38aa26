/**
 * The text of a "Cosa Succede se..." story (spec 001 §3, CSS content format): the initial
 * question first, then each answered guide question followed by its answer, every block
 * separated by a blank line. Composing, the viewer's blocks and parsing live here, so that the
 * editor and the story viewer read the same format.
 */
import { CSS_GUIDE_QUESTIONS } from './css-questions';
import { asBlock, joinBlocks } from './text-blocks';

const PREFIX = 'cosa succede se';

/**
 * The child's free question as the story's first line: kept as written when it already starts
 * with 'cosa succede se' (any case), otherwise 'Cosa succede se {lowercased text}?'. A question
 * mark the child typed at the end is not doubled.
 */
export function wrapCssQuestion(text: string): string {
  const trimmed = text.trim();
  if (trimmed.toLowerCase().startsWith(PREFIX)) return trimmed;
  const body = trimmed.replace(/[\s?]+$/u, '').toLowerCase();
  return `Cosa succede se ${body}?`;
}

/** One empty answer per guide question. */
export function emptyCssAnswers(): string[] {
  return CSS_GUIDE_QUESTIONS.map(() => '');
}

/** How many guide questions have an answer. */
export function countCssAnswers(answers: readonly string[]): number {
  return answers.filter((answer) => answer.trim().length > 0).length;
}

/** The story text: the question, then each answered guide question and its answer. */
export function composeCssStory(question: string, answers: readonly string[]): string {
  const blocks = [question];
  CSS_GUIDE_QUESTIONS.forEach((guide, index) => {
    const answer = asBlock(answers[index] ?? '');
    if (answer.length > 0) blocks.push(guide.question, answer);
  });
  return joinBlocks(blocks);
}

export interface CssStoryPart {
  /** The guide question as written in the text. */
  question: string;
  answer: string;
}

export interface ParsedCssStory {
  question: string;
  /** One answer per guide question ('' when not answered). */
  answers: string[];
  /** Question and answer pairs in the order of the text (for display). */
  parts: CssStoryPart[];
}

/** Where a guide question stands in the list (any case, spaces around ignored), or -1. */
function guideIndex(text: string): number {
  const wanted = text.trim().toLowerCase();
  return CSS_GUIDE_QUESTIONS.findIndex((guide) => guide.question.toLowerCase() === wanted);
}

/** A block of a CSS story's text with its offsets in the text (for the read-aloud highlight). */
export interface CssTextBlock {
  /** 'question': the story's first question; 'guide': a guide question; 'answer': the child's text. */
  kind: 'question' | 'guide' | 'answer';
  start: number;
  end: number;
}

const BLANK_LINES = /\n[ \t]*\n(?:[ \t]*\n)*/g;

/** The offsets of text[start, end) without the white space around it, or null when nothing is left. */
function trimmedRange(text: string, start: number, end: number): { start: number; end: number } | null {
  let a = start;
  let b = end;
  while (a < b && /\s/.test(text[a] ?? '')) a += 1;
  while (b > a && /\s/.test(text[b - 1] ?? '')) b -= 1;
  return b > a ? { start: a, end: b } : null;
}

/** The text split at blank lines, each block trimmed, with offsets. */
function blockRanges(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  let from = 0;
  for (const match of text.matchAll(BLANK_LINES)) {
    const block = trimmedRange(text, from, match.index);
    if (block) out.push(block);
    from = match.index + match[0].length;
  }
  const last = trimmedRange(text, from, text.length);
  if (last) out.push(last);
  return out;
}

/**
 * The blocks of a CSS story as the viewer shows them and the editor reads them (spec 001 §2,
 * formatting step): the first block is the question; then each guide question and its answer
 * are distinct blocks. A block whose first line is a guide question and goes on is split into
 * the question and its answer.
 */
export function cssStoryBlocks(content: string): CssTextBlock[] {
  const out: CssTextBlock[] = [];
  blockRanges(content).forEach((block, index) => {
    if (index === 0) {
      out.push({ kind: 'question', ...block });
      return;
    }
    const text = content.slice(block.start, block.end);
    if (guideIndex(text) >= 0) {
      out.push({ kind: 'guide', ...block });
      return;
    }
    const newline = text.indexOf('\n');
    if (newline > 0 && guideIndex(text.slice(0, newline)) >= 0) {
      const guide = trimmedRange(content, block.start, block.start + newline);
      const answer = trimmedRange(content, block.start + newline + 1, block.end);
      if (guide) out.push({ kind: 'guide', ...guide });
      if (answer) out.push({ kind: 'answer', ...answer });
      return;
    }
    out.push({ kind: 'answer', ...block });
  });
  return out;
}

/**
 * Reads a CSS story text back into its question and answers, from the same blocks the viewer
 * shows (cssStoryBlocks). The first block is the initial question; a guide question opens that
 * question, the blocks after it are its answer. An answer that comes before any guide question
 * is treated as the answer of the next unanswered guide question, so no text is ever lost.
 */
export function parseCssStory(content: string): ParsedCssStory {
  const text = content.replace(/\r\n?/g, '\n');
  const answers = emptyCssAnswers();
  const parts: CssStoryPart[] = [];
  let question = '';
  let current = -1;
  let currentPart: CssStoryPart | null = null;
  for (const { kind, start, end } of cssStoryBlocks(text)) {
    const block = text.slice(start, end);
    if (kind === 'question') {
      question = block;
      continue;
    }
    if (kind === 'guide') {
      current = guideIndex(block);
      currentPart = { question: block, answer: answers[current] ?? '' };
      parts.push(currentPart);
      continue;
    }
    if (current < 0 || currentPart === null) {
      const free = answers.findIndex((answer) => answer.length === 0);
      current = free >= 0 ? free : answers.length - 1;
      const guide = CSS_GUIDE_QUESTIONS[current];
      currentPart = { question: guide ? guide.question : '', answer: answers[current] ?? '' };
      parts.push(currentPart);
    }
    const previous = answers[current] ?? '';
    const next = previous.length > 0 ? `${previous}\n${block}` : block;
    answers[current] = next;
    currentPart.answer = next;
  }
  return { question, answers, parts };
}
