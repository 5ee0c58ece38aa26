import { z } from 'zod';
import { formatInteger } from '../format-number';
import { API_MESSAGES } from '../messages/api-messages';
import { STORY_LANGUAGES } from './story';

/** Text improvement styles (spec 001 §9): id sent to the API → label shown. */
export const AI_TEXT_STYLES = ['ironico', 'fantasy', 'semplice', 'fantasioso'] as const;
export type AiTextStyle = (typeof AI_TEXT_STYLES)[number];
export const AI_TEXT_STYLE_LABELS: Record<AiTextStyle, string> = {
  ironico: 'Ironico',
  fantasy: 'Fantasy',
  semplice: 'Semplice e leggero',
  fantasioso: 'Fantasioso',
};

/** Drawing styles (spec 001 §9) plus 'Da colorare': black line art on white, for printing. */
export const AI_IMAGE_STYLES = ['Fumetto', 'Fotografico', 'Astratto', 'Manga', 'Acquarello', 'Carboncino', 'Da colorare'] as const;
export type AiImageStyle = (typeof AI_IMAGE_STYLES)[number];

/** Spec 001 §9 limits. */
export const AI_IMPROVE_MIN_LINES = 5;
export const AI_IMPROVE_MAX_LINES = 35;
export const AI_POEM_MAX_LINES = 10;
export const AI_TEMPERATURE = 0.7;
/** Longest story text sent to the provider (characters). */
export const AI_INPUT_MAX = 20_000;
export const AI_COMMENT_MAX = 300;

/** Italian messages of spec 001 §6, §8 and of the AI rules the spec leaves to us. */
export const AI_MESSAGES = API_MESSAGES.ai;

const hasNoNul = (v: string) => !v.includes('\u0000');
const idSchema = z.string().trim().min(1).max(100);

const aiTitleSchema = z.string().max(200, 'Il titolo è troppo lungo').refine(hasNoNul, 'Testo non valido').default('');
const aiContentSchema = z
  .string({ error: AI_MESSAGES.noContent })
  .max(AI_INPUT_MAX, `La storia è troppo lunga per l'intelligenza artificiale: al massimo ${formatInteger(AI_INPUT_MAX)} caratteri`)
  .refine(hasNoNul, 'Testo non valido')
  .refine((v) => v.trim() !== '', AI_MESSAGES.noContent);

/** POST /api/ai/improve: the text to improve (from the viewer or a mode's final screen). */
export const aiImproveSchema = z.object({
  storyId: idSchema.optional(),
  title: aiTitleSchema,
  content: aiContentSchema,
  language: z.enum(STORY_LANGUAGES).default('italian'),
  style: z.enum(AI_TEXT_STYLES, { error: AI_MESSAGES.styleInvalid }),
});
export type AiImproveInput = z.input<typeof aiImproveSchema>;

/** POST /api/ai/poem: the same text, without a style. */
export const aiPoemSchema = aiImproveSchema.omit({ style: true });
export type AiPoemInput = z.input<typeof aiPoemSchema>;

/** POST /api/ai/images: a drawing for a stored story (superuser only). */
export const aiImageSchema = z.object({
  storyId: idSchema,
  style: z.enum(AI_IMAGE_STYLES, { error: AI_MESSAGES.styleInvalid }),
  comment: z.string().max(AI_COMMENT_MAX, `Il commento può avere al massimo ${AI_COMMENT_MAX} caratteri`).refine(hasNoNul, 'Testo non valido').default(''),
});
export type AiImageInput = z.input<typeof aiImageSchema>;

/** POST /api/ai/images/:id/associate and /discard. */
export const aiImageIdParamsSchema = z.object({ id: idSchema });
export const aiAssociateSchema = z.object({ storyId: idSchema });

/** PUT /api/admin/users/:id/ai-consent (the superuser, at the adult's request). */
export const aiConsentUpdateSchema = z.object({
  consent: z.boolean({ error: 'Valore non valido' }),
  adultName: z.string().trim().max(60).default(''),
});

export const aiTextResponseSchema = z.object({ text: z.string(), cost: z.number() });
export type AiTextResponse = z.infer<typeof aiTextResponseSchema>;

export const aiImageResponseSchema = z.object({
  imageId: z.string(),
  imageUrl: z.string(),
  style: z.string(),
  cost: z.number(),
});
export type AiImageResponse = z.infer<typeof aiImageResponseSchema>;

/** GET /api/ai/status: what the AI controls may do for the caller. */
export const aiStatusSchema = z.object({
  text: z.boolean(),
  images: z.boolean(),
  /** The adult's AI consent (always true for the superuser). */
  consent: z.boolean(),
  loggedIn: z.boolean(),
  superuser: z.boolean(),
  textCallsLeft: z.number().nullable(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

/** Famous characters that may make a drawing or an improvement fail (spec 001 §8 copyright warning). */
export const FAMOUS_CHARACTERS = [
  'Cenerentola',
  'Biancaneve',
  'Pollicino',
  'Cappuccetto Rosso',
  'Pinocchio',
  'Peter Pan',
  'Topolino',
  'Paperino',
  'Harry Potter',
  'Elsa',
  'Aladdin',
  'Spider-Man',
  'Superman',
  'Batman',
  'Pikachu',
  'Winnie',
  'Cinderella',
  'Snow White',
  'Little Red Riding Hood',
  'Mickey Mouse',
] as const;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The famous names a text mentions (whole words, any case). */
export function findFamousCharacters(text: string): string[] {
  return FAMOUS_CHARACTERS.filter((name) => new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'iu').test(text));
}

/**
 * Words that stop a drawing before any request leaves the server (spec 001 §8): violence,
 * weapons, death, in Italian and English. Matched as word starts, so plurals and feminines count.
 */
export const BLOCKED_WORD_STEMS = [
  // Italian
  'violen',
  'arma',
  'armi',
  'fucil',
  'pistol',
  'spada',
  'spade',
  'coltell',
  'pugnal',
  'bomba',
  'bombe',
  'mort',
  'morire',
  'morì',
  'uccid',
  'uccis',
  'ammazz',
  'battagli',
  'guerr',
  'sangu',
  'insanguin',
  'cadaver',
  'sparar',
  'spara',
  'sparò',
  'ferit',
  'tortur',
  'decapit',
  'massacr',
  'strage',
  'omicid',
  'suicid',
  'droga',
  'nudo',
  'nuda',
  // English
  'violence',
  'violent',
  'weapon',
  'gun',
  'rifle',
  'pistol',
  'sword',
  'knife',
  'knives',
  'bomb',
  'dead',
  'death',
  'die',
  'dying',
  'kill',
  'murder',
  'battle',
  'war',
  'blood',
  'bloody',
  'corpse',
  'shoot',
  'torture',
  'suicide',
  'naked',
] as const;

/** Stems that must match a whole word (they begin too many innocent words). */
const WHOLE_WORDS = new Set([
  'arma',
  'armi',
  'spada',
  'spade',
  'bomba',
  'bombe',
  'nudo',
  'nuda',
  'gun',
  'die',
  'war',
  'dead',
  'spara',
  'sparò',
  'morì',
  'strage',
  'droga',
]);

/** The unsuitable words a text contains (as found in it), for the word filter of drawings. */
export function findUnsafeWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const found = new Set<string>();
  for (const word of words) {
    for (const stem of BLOCKED_WORD_STEMS) {
      if (WHOLE_WORDS.has(stem) ? word === stem : word.startsWith(stem)) found.add(word);
    }
  }
  return [...found];
}
