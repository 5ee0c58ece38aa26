import { cssStoryBlocks } from '../../shared/content/css-story-format';
import type { BookletParagraph } from './booklet-pdf';

/**
 * The paragraphs of a story's text. A CSS story keeps its blocks: the first question, each guide
 * question and the child's answer (the viewer's formatting step). Other stories: every line is a
 * paragraph; a blank line opens a new block with more space above.
 */
export function storyParagraphs(content: string, mode: string): BookletParagraph[] {
  const text = content.replace(/\r\n?/g, '\n');
  if (mode === 'CSS') {
    return cssStoryBlocks(text).flatMap((block): BookletParagraph[] => {
      const slice = text.slice(block.start, block.end);
      if (block.kind === 'question') return [{ kind: 'question', text: slice.replace(/\s+/g, ' ') }];
      if (block.kind === 'guide') return [{ kind: 'guide', text: slice.replace(/\s+/g, ' ') }];
      return plainParagraphs(slice);
    });
  }
  return plainParagraphs(text);
}

function plainParagraphs(text: string): BookletParagraph[] {
  const out: BookletParagraph[] = [];
  let blank = true;
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      blank = true;
      continue;
    }
    out.push({ kind: 'body', text: line.trim(), newBlock: blank && out.length > 0 });
    blank = false;
  }
  return out;
}

/**
 * A translated CSS story: the translator keeps blank lines, so its blocks line up with the
 * original's and keep their kind; if they do not line up, the text is printed as plain paragraphs.
 */
export function translatedCssParagraphs(original: string, translated: string): BookletParagraph[] {
  const source = storyParagraphs(original, 'CSS');
  const kinds = cssStoryBlocks(original.replace(/\r\n?/g, '\n')).map((b) => b.kind);
  const blocks = translated
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((b) => b.trim())
    .filter((b) => b !== '');
  if (blocks.length !== kinds.length || source.length === 0) return storyParagraphs(translated, 'PLAIN');
  return blocks.flatMap((block, i): BookletParagraph[] => {
    const kind = kinds[i];
    if (kind === 'question' || kind === 'guide') return [{ kind, text: block.replace(/\s+/g, ' ') }];
    return plainParagraphs(block).map((p, j) => (j === 0 ? { ...p, newBlock: false } : p));
  });
}
