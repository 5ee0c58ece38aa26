/** A piece of text read aloud as one utterance, with its place in the original text. */
export interface SentenceSpan {
  start: number;
  end: number;
  text: string;
}

/**
 * Longest utterance we hand to the browser. Chromium stops speaking after about 15 seconds of a
 * single utterance, so a long sentence without punctuation is cut at a comma or a space.
 */
export const MAX_UTTERANCE_LENGTH = 200;

const TERMINAL = /[.!?…]/;
const CLOSING = /["'»”’)\]]/;
const SPACE = /\s/;

function isSpace(ch: string | undefined): boolean {
  return ch !== undefined && SPACE.test(ch);
}

/** Where the last match of a global pattern starts, or -1. */
const lastIndex = (text: string, pattern: RegExp) => Array.from(text.matchAll(pattern)).at(-1)?.index ?? -1;

/**
 * Splits a story into sentences (at . ! ? … and at line breaks), each trimmed and never longer
 * than `maxLength`, keeping their offsets so the sentence being read can be highlighted.
 */
export function splitSentences(text: string, maxLength = MAX_UTTERANCE_LENGTH): SentenceSpan[] {
  const spans: SentenceSpan[] = [];

  /** Trims a segment and pushes it, cut before `maxLength` at a , ; or : (else at a space) when it is longer. */
  const push = (from: number, to: number) => {
    let a = from;
    let b = to;
    while (a < b && isSpace(text[a])) a += 1;
    while (b > a && isSpace(text[b - 1])) b -= 1;
    while (b - a > maxLength) {
      const window = text.slice(a, a + maxLength + 1);
      const cut = lastIndex(window, /[,;:]\s/g) + 1 || lastIndex(window.slice(1), /\s/g) + 1 || maxLength;
      let end = a + cut;
      while (end > a && isSpace(text[end - 1])) end -= 1;
      spans.push({ start: a, end, text: text.slice(a, end) });
      a += cut;
      while (a < b && isSpace(text[a])) a += 1;
    }
    if (b > a) spans.push({ start: a, end: b, text: text.slice(a, b) });
  };

  let segmentStart = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (ch === '\n') {
      push(segmentStart, i);
      segmentStart = i + 1;
      i += 1;
    } else if (TERMINAL.test(ch)) {
      let j = i + 1;
      while (j < text.length && TERMINAL.test(text[j] ?? '')) j += 1;
      while (j < text.length && CLOSING.test(text[j] ?? '')) j += 1;
      if (j >= text.length || isSpace(text[j])) {
        push(segmentStart, j);
        segmentStart = j;
      }
      i = j;
    } else {
      i += 1;
    }
  }
  push(segmentStart, text.length);
  return spans;
}
