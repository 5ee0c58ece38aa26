import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * Nunito (rounded and easy to read for children), self-hosted from the @fontsource/nunito npm
 * package: the WOFF files are read from node_modules once, never downloaded at run time.
 * (fontkit subsets WOFF; its WOFF2 subsetting fails, so WOFF it is.)
 */
const require = createRequire(import.meta.url);
const WEIGHTS = { regular: 400, bold: 700, black: 900 } as const;
export type FontWeight = keyof typeof WEIGHTS;

const cache = new Map<FontWeight, Buffer>();

function fontBytes(weight: FontWeight): Buffer {
  let bytes = cache.get(weight);
  if (!bytes) cache.set(weight, (bytes = readFileSync(require.resolve(`@fontsource/nunito/files/nunito-latin-${WEIGHTS[weight]}-normal.woff`))));
  return bytes;
}

export interface PaperFonts {
  regular: PDFFont;
  bold: PDFFont;
  black: PDFFont;
}

/** Embeds the three weights (subset: only the letters used end up in the file). */
export async function embedPaperFonts(doc: PDFDocument): Promise<PaperFonts> {
  doc.registerFontkit(fontkit);
  const [regular, bold, black] = await Promise.all((Object.keys(WEIGHTS) as FontWeight[]).map((w) => doc.embedFont(fontBytes(w), { subset: true })));
  if (!regular || !bold || !black) throw new Error('font embedding failed');
  return { regular, bold, black };
}

/** The code points a font draws, read once per font. */
const charsets = new WeakMap<PDFFont, Set<number>>();

function charsetOf(font: PDFFont): Set<number> {
  let known = charsets.get(font);
  if (!known) charsets.set(font, (known = new Set(font.getCharacterSet())));
  return known;
}

/**
 * Emoji a child typed into her story print as pictures: their outlines are read from Noto Emoji
 * (the monochrome face, self-hosted by @fontsource/noto-emoji, whose "emoji" file holds every emoji
 * with the ligatures that make one picture of a flag, a family or a thumb with a skin tone) and
 * drawn as vector paths, so no font file has to survive subsetting.
 */
const EMOJI_FILE = require.resolve('@fontsource/noto-emoji/files/noto-emoji-emoji-400-normal.woff');
/** Joiners and presentation selectors: they shape an emoji but never call for one alone. */
const EMOJI_CONTROLS = new Set([0x200d, 0xfe0e, 0xfe0f]);
let emojiFace: Font | null = null;

/** The emoji face, read once. */
export function emojiFont(): Font {
  emojiFace ??= fontkit.create(readFileSync(EMOJI_FILE)) as Font;
  return emojiFace;
}

/** A piece of a line: letters in a font, or one emoji drawn from its outlines. */
export type Run = { text: string; font: PDFFont; emoji?: false } | { text: string; emoji: true };

const graphemes = new Intl.Segmenter('it', { granularity: 'grapheme' });

/**
 * The text as it will print, in runs: the main font where it has the letters, one run per emoji
 * (the whole sequence, so the face's ligatures make one picture of it), and `printable`'s
 * replacements for the rest.
 */
export function printableRuns(text: string, font: PDFFont): Run[] {
  const known = charsetOf(font);
  const runs: Run[] = [];
  let letters = '';
  const flush = () => {
    if (letters !== '') runs.push({ text: letters, font });
    letters = '';
  };
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    const codes = Array.from(segment, (c) => c.codePointAt(0) ?? 0);
    if (
      codes.some((c) => !known.has(c) && !EMOJI_CONTROLS.has(c)) &&
      /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u.test(segment) &&
      emojiFont().hasGlyphForCodePoint(codes[0] ?? 0)
    ) {
      flush();
      runs.push({ text: segment, emoji: true });
    } else {
      letters += printable(segment, font);
    }
  }
  flush();
  return runs;
}

/**
 * The text with what the font cannot draw replaced: typographic quotes and dashes stay (Nunito's
 * Latin set has them), letters with marks outside it lose the mark (ł → l is not a mark, so '?'),
 * control characters go, and emoji too unless the document has an emoji font (`printableRuns`).
 */
export function printable(text: string, font: PDFFont): string {
  const known = charsetOf(font);
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n') {
      out += char;
    } else if (char === '\t') {
      out += ' ';
    } else if (known.has(code)) {
      out += char;
    } else {
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      const baseCode = base.codePointAt(0) ?? 0;
      if (base.length > 0 && base !== char && known.has(baseCode)) out += base;
      else if (code >= 0x20 && !/\p{Extended_Pictographic}|\p{Cc}|\p{Cf}|\p{Cs}|\p{Co}|\p{Cn}|\p{M}/u.test(char)) out += '?';
    }
  }
  return out;
}
