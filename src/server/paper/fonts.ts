import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
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
  if (!bytes) {
    bytes = readFileSync(require.resolve(`@fontsource/nunito/files/nunito-latin-${WEIGHTS[weight]}-normal.woff`));
    cache.set(weight, bytes);
  }
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

/**
 * The text with what the font cannot draw replaced: typographic quotes and dashes stay (Nunito's
 * Latin set has them), letters with marks outside it lose the mark (ł → l is not a mark, so '?'),
 * control characters and emoji go.
 */
const charsets = new WeakMap<PDFFont, Set<number>>();

export function printable(text: string, font: PDFFont): string {
  let known = charsets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    charsets.set(font, known);
  }
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
