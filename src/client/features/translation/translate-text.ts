import { TRANSLATION_TEXT_MAX, type TranslateRequest, type TranslateResponse, type TranslationLanguage } from '../../../shared/schemas/translation';
import { api } from '../../lib/api-client';

/**
 * Cuts a text into pieces the API accepts (≤ max characters), at paragraph breaks, then at
 * line breaks or spaces, so that joining the pieces gives back the text exactly.
 */
export function chunkForTranslation(text: string, max = TRANSLATION_TEXT_MAX): string[] {
  if (text.length <= max) return [text];
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const head = rest.slice(0, max);
    let cut = head.lastIndexOf('\n\n');
    if (cut > 0) cut += 2;
    else {
      cut = head.lastIndexOf('\n');
      if (cut > 0) cut += 1;
      else {
        cut = head.lastIndexOf(' ');
        cut = cut > 0 ? cut + 1 : max;
      }
    }
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
}

/**
 * Translates a text through POST /api/translate (the server's provider). Blank text and
 * from === to come back unchanged without a call. Throws ApiRequestError on failure.
 */
export async function translateText(text: string, from: TranslationLanguage, to: TranslationLanguage): Promise<string> {
  if (text.trim() === '' || from === to) return text;
  const translated = await Promise.all(
    chunkForTranslation(text).map(async (piece) => {
      if (piece.trim() === '') return piece;
      const body: TranslateRequest = { text: piece, from, to };
      const res = await api<TranslateResponse>('/api/translate', { method: 'POST', body });
      // Keep the paragraph break between pieces that the provider may trim.
      const trailing = /\s*$/.exec(piece)?.[0] ?? '';
      return res.text.trimEnd() + trailing;
    }),
  );
  return translated.join('');
}
