import type { Kysely } from 'kysely';
import { DEFAULT_READING_SETTINGS, readingSettingsSchema, type ReadingSettings } from '../../shared/schemas/reading-settings';
import type { Database } from '../db/schema';

/** A profile's reading settings; the defaults when it never saved any (or what was stored no longer fits). */
export async function getReadingSettings({ db, userId }: { db: Kysely<Database>; userId: string }): Promise<ReadingSettings> {
  const row = await db.selectFrom('reading_settings').select('settings').where('user_id', '=', userId).executeTakeFirst();
  if (!row) return DEFAULT_READING_SETTINGS;
  let stored: unknown;
  try {
    stored = JSON.parse(row.settings);
  } catch {
    return DEFAULT_READING_SETTINGS;
  }
  const parsed = readingSettingsSchema.safeParse({ ...DEFAULT_READING_SETTINGS, ...(typeof stored === 'object' ? stored : {}) });
  return parsed.success ? parsed.data : DEFAULT_READING_SETTINGS;
}
