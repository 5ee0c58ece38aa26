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
const SOFT_BREAK = /[,;:]/;

function isSpace(ch: string | undefined): boolean {
  return ch !== undefined && SPACE.test(ch);
}

/**
 * Splits a story into sentences (at . ! ? … and at line breaks), each trimmed and never longer
 * than `maxLength`, keeping their offsets so the sentence being read can be highlighted.
 */
export function splitSentences(text: string, maxLength = MAX_UTTERANCE_LENGTH): SentenceSpan[] {
  const spans: SentenceSpan[] = [];

  const pushChunked = (from: number, to: number) => {
    let a = from;
    while (to - a > maxLength) {
      const window = text.slice(a, a + maxLength + 1);
      let cut = -1;
      for (let k = window.length - 1; k > 0; k -= 1) {
        if (SOFT_BREAK.test(window[k - 1] ?? '') && isSpace(window[k])) {
          cut = k;
          break;
        }
      }
      if (cut <= 0) {
        for (let k = window.length - 1; k > 0; k -= 1) {
          if (isSpace(window[k])) {
            cut = k;
            break;
          }
        }
      }
      if (cut <= 0) cut = maxLength;
      let b = a + cut;
      while (b > a && isSpace(text[b - 1])) b -= 1;
      spans.push({ start: a, end: b, text: text.slice(a, b) });
      a += cut;
      while (a < to && isSpace(text[a])) a += 1;
    }
    if (to > a) spans.push({ start: a, end: to, text: text.slice(a, to) });
  };

  const push = (from: number, to: number) => {
    let a = from;
    let b = to;
    while (a < b && isSpace(text[a])) a += 1;
    while (b > a && isSpace(text[b - 1])) b -= 1;
    if (b > a) pushChunked(a, b);
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
