import type { Kysely } from 'kysely';
import type { ReadingSettings } from '../../shared/schemas/reading-settings';
import type { Database } from '../db/schema';

/** Stores a profile's reading settings (one row per profile, replaced on each save). */
export async function saveReadingSettings({
  db,
  userId,
  settings,
  now = new Date(),
}: {
  db: Kysely<Database>;
  userId: string;
  settings: ReadingSettings;
  now?: Date;
}): Promise<ReadingSettings> {
  const value = JSON.stringify(settings);
  const updatedAt = now.toISOString();
  await db
    .insertInto('reading_settings')
    .values({ user_id: userId, settings: value, updated_at: updatedAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings: value, updated_at: updatedAt }))
    .execute();
  return settings;
}
