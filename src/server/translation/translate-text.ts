import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TRANSLATION_MESSAGES, type TranslateRequest } from '../../shared/schemas/translation';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { TranslationDisabledError, type Translator } from '../integrations/translate';

export interface TranslateTextOptions {
  db: Kysely<Database>;
  translator: Translator;
  input: TranslateRequest;
  /** Told why a provider failed (the caller only hears 'Impossibile tradurre il testo'). */
  onProviderError?: (error: unknown) => void;
  now?: Date;
}

/** The cache key of a translation: sha256 of provider|from|to|text. */
export function translationKey(provider: string, from: string, to: string, text: string): string {
  return createHash('sha256').update(`${provider}|${from}|${to}|${text}`).digest('hex');
}

/**
 * Translates Italian ⇄ English through the configured provider (spec 001 §7), remembering every
 * result in the database so the same text never costs a second call. Blank text, or the same
 * language on both sides, comes back as it is.
 */
export async function translateText({ db, translator, input, onProviderError, now = new Date() }: TranslateTextOptions): Promise<string> {
  const { text, from, to } = input;
  if (translator.provider === 'none') throw new HttpError(503, 'translation_disabled', TRANSLATION_MESSAGES.disabled);
  if (from === to || text.trim() === '') return text;

  const key = translationKey(translator.provider, from, to, text);
  const cached = await db.selectFrom('translations').select('translated').where('key', '=', key).executeTakeFirst();
  if (cached) return cached.translated;

  let translated: string;
  try {
    translated = await translator.translate(text, from, to);
  } catch (error) {
    if (error instanceof TranslationDisabledError) throw new HttpError(503, 'translation_disabled', TRANSLATION_MESSAGES.disabled);
    onProviderError?.(error);
    throw new HttpError(502, 'translation_failed', TRANSLATION_MESSAGES.failed, { title: TRANSLATION_MESSAGES.errorTitle });
  }
  await db
    .insertInto('translations')
    .values({ key, source_lang: from, target_lang: to, translated, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return translated;
}
