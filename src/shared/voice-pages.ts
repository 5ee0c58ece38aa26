/**
 * The pages a child records her voice on: the story's paragraphs (blocks separated by a blank
 * line), or its lines when the story has a single block of several lines. Each page keeps its
 * offsets in the story's text, so 'Ascolta la mia voce' lights up the page being played with the
 * same highlight as read-aloud. A long story is capped at VOICE_MAX_PAGES: the last page takes the
 * rest of the text.
 */
export interface VoicePage {
  /** 0-based; the recording's `page`. */
  index: number;
  /** Offsets of the page in the story's text (end exclusive). */
  start: number;
  end: number;
  text: string;
}

export const VOICE_MAX_PAGES = 40;

interface Span {
  start: number;
  end: number;
}

function spans(text: string, separator: RegExp): Span[] {
  const out: Span[] = [];
  let from = 0;
  const push = (start: number, end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const trail = raw.length - raw.trimEnd().length;
    if (raw.trim() !== '') out.push({ start: start + lead, end: end - trail });
  };
  for (const m of text.matchAll(separator)) {
    push(from, m.index);
    from = m.index + m[0].length;
  }
  push(from, text.length);
  return out;
}

export function voicePages(content: string): VoicePage[] {
  let parts = spans(content, /\r?\n[ \t]*\r?\n(?:[ \t]*\r?\n)*/g);
  if (parts.length === 1) {
    const lines = spans(content, /\r?\n/g);
    if (lines.length > 1) parts = lines;
  }
  if (parts.length > VOICE_MAX_PAGES) {
    const last = parts[parts.length - 1] as Span;
    parts = [...parts.slice(0, VOICE_MAX_PAGES - 1), { start: (parts[VOICE_MAX_PAGES - 1] as Span).start, end: last.end }];
  }
  return parts.map((p, index) => ({ index, start: p.start, end: p.end, text: content.slice(p.start, p.end) }));
}
