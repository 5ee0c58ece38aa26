import type { Kysely } from 'kysely';
import { READING_STORY_MESSAGES } from '../../shared/schemas/reading-story';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

/** Reading stories are unique by title, ignoring case and surrounding spaces. */
export function titleKey(title: string): string {
  return title.trim().toLocaleLowerCase('it-IT');
}

export const duplicateTitle = () =>
  new HttpError(409, 'duplicate_title', READING_STORY_MESSAGES.duplicateTitle, { fields: { title: READING_STORY_MESSAGES.duplicateTitle } });

export interface EnsureUniqueTitleOptions {
  db: Kysely<Database>;
  key: string;
  /** The story being edited, which may keep its own title. */
  exceptId?: string;
}

/** 409 'Esiste già una storia con questo titolo' when another story has the title (any case). */
export async function ensureUniqueTitle({ db, key, exceptId }: EnsureUniqueTitleOptions): Promise<void> {
  let query = db.selectFrom('reading_stories').select('id').where('title_key', '=', key);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw duplicateTitle();
}
