import { z } from 'zod';
import { API_MESSAGES } from '../messages/api-messages';
import { DECK_KINDS, DECK_LABELS, deckUrl, type DeckKind } from '../paper-decks';
export { DECK_KINDS, DECK_LABELS, deckUrl, type DeckKind };

/** Stories on paper: the booklet of a story and the printable card decks. */

export const BOOKLET_EDITIONS = ['normale', 'maiuscolo', 'colorare'] as const;
export type BookletEdition = (typeof BOOKLET_EDITIONS)[number];

export const BOOKLET_FORMATS = ['a5', 'a4'] as const;
export type BookletFormat = (typeof BOOKLET_FORMATS)[number];

export const BOOKLET_LANGUAGES = ['italiano', 'inglese', 'entrambe'] as const;
export type BookletLanguage = (typeof BOOKLET_LANGUAGES)[number];

export const PAPER_MESSAGES = API_MESSAGES.paper;

export const BOOKLET_EDITION_LABELS: Record<BookletEdition, string> = {
  normale: 'Normale',
  maiuscolo: 'STAMPATO MAIUSCOLO',
  colorare: 'Da colorare',
};

export const BOOKLET_FORMAT_LABELS: Record<BookletFormat, string> = {
  a5: 'Libretto A5 da piegare (fogli A4)',
  a4: 'Pagine A4 in ordine',
};

export const BOOKLET_LANGUAGE_LABELS: Record<BookletLanguage, string> = {
  italiano: 'Italiano',
  inglese: 'Inglese',
  entrambe: 'Italiano e poi inglese',
};

/** Query of GET /api/stories/:id/booklet; every option has a default, so a bare link works. */
export const bookletQuerySchema = z.object({
  edition: z.enum(BOOKLET_EDITIONS, { error: PAPER_MESSAGES.editionInvalid }).default('normale'),
  format: z.enum(BOOKLET_FORMATS, { error: PAPER_MESSAGES.formatInvalid }).default('a5'),
  language: z.enum(BOOKLET_LANGUAGES, { error: PAPER_MESSAGES.languageInvalid }).default('italiano'),
  /** A QR on the cover that opens the child's voice, when the story has recordings. */
  voiceQr: z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
    .transform((v) => v === true || v === '1' || v === 'true')
    .optional(),
});
export type BookletOptionsInput = z.input<typeof bookletQuerySchema>;
export type BookletOptions = z.output<typeof bookletQuerySchema>;

/** Params of GET /api/decks/:deck. */
export const deckParamsSchema = z.object({
  deck: z.enum(DECK_KINDS, { error: PAPER_MESSAGES.deckInvalid }),
});

/** The URL that downloads a story's booklet with these options. */
export function bookletUrl(storyId: string, options: BookletOptions): string {
  const query = new URLSearchParams({ edition: options.edition, format: options.format, language: options.language });
  if (options.voiceQr) query.set('voiceQr', '1');
  return `/api/stories/${encodeURIComponent(storyId)}/booklet?${query.toString()}`;
}

/** A file name from a title: lower case ASCII words joined by '-', never empty. */
export function paperFileName(prefix: string, title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${prefix}${slug ? `-${slug}` : ''}.pdf`;
}
