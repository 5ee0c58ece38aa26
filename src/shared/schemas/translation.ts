import { z } from 'zod';
import { API_MESSAGES } from '../messages/api-messages';

export const TRANSLATION_LANGUAGES = ['it', 'en'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export const TRANSLATION_TEXT_MAX = 20_000;

/** Italian strings of spec 001 §8 about translation. */
export const TRANSLATION_MESSAGES = API_MESSAGES.translation;

const languageSchema = z.enum(TRANSLATION_LANGUAGES, { error: TRANSLATION_MESSAGES.languageInvalid });

/** Body of POST /api/translate. Blank text, or from equal to to, comes back unchanged. */
export const translateRequestSchema = z.object({
  text: z
    .string({ error: TRANSLATION_MESSAGES.textRequired })
    .max(TRANSLATION_TEXT_MAX, TRANSLATION_MESSAGES.tooLong)
    .refine((v) => !v.includes('\u0000'), TRANSLATION_MESSAGES.invalidCharacters),
  from: languageSchema,
  to: languageSchema,
});
export type TranslateRequest = z.infer<typeof translateRequestSchema>;

export const translateResponseSchema = z.object({ text: z.string() });
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

/** The translation language of a story language. */
export const toTranslationLanguage = (language: 'italian' | 'english'): TranslationLanguage => (language === 'english' ? 'en' : 'it');
