/**
 * The text of a "Cosa Succede se..." story (spec 001 §3, CSS content format): the initial
 * question first, then each answered guide question followed by its answer, every block
 * separated by a blank line. Composing and parsing live here so that the editor and the story
 * viewer read the same format.
 */
import { CSS_GUIDE_QUESTIONS } from './css-questions';
import { splitOnBlankLines } from '../story-text';
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

function guideIndex(block: string): number {
  const wanted = block.trim().toLowerCase();
  return CSS_GUIDE_QUESTIONS.findIndex((guide) => guide.question.toLowerCase() === wanted);
}

/**
 * Reads a CSS story text back into its question and answers. The first block is the initial
 * question; a block equal to a guide question (any case) opens that question, the blocks after
 * it are its answer. A block that is not a guide question and comes before any guide question
 * is treated as the answer of the next unanswered guide question, so no text is ever lost.
 */
export function parseCssStory(content: string): ParsedCssStory {
  const blocks = splitOnBlankLines(content);
  const [question = '', ...rest] = blocks;
  const answers = emptyCssAnswers();
  const parts: CssStoryPart[] = [];
  let current = -1;
  let currentPart: CssStoryPart | null = null;
  for (const block of rest) {
    const index = guideIndex(block);
    if (index >= 0) {
      current = index;
      currentPart = { question: block, answer: answers[index] ?? '' };
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
