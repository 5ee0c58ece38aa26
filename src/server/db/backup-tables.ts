/**
 * Which tables a backup carries. Kept beside the migrations: a migration that adds a
 * table must add it to exactly one of these lists, or `backup-tables.test.ts` fails.
 *
 * BACKUP_TABLES is in insertion order: a table comes after every table its foreign keys point to
 * (a restore inserts in this order inside one transaction).
 */
export const BACKUP_TABLES = [
  'groups',
  'users',
  'images',
  'stories',
  // The children's voices: after stories and users, which they belong to.
  'recordings',
  'reading_stories',
  'science_stories',
  'messages',
  'message_recipients',
  'media_generations',
  'settings',
  'reading_settings',
  'workshops',
  'workshop_participants',
  'workshop_events',
  // Hashes only; a restored installation keeps the printed cards working.
  'login_cards',
] as const;

/**
 * Tables a backup leaves out on purpose: sessions, login throttles and trusted-device tokens (tied
 * to browsers and to security state, not to the school's content), caches, the health probe and
 * Kysely's own. A name here that a given version does not have is harmless.
 */
export const EXCLUDED_TABLES = [
  'sessions',
  'login_attempts',
  'login_throttles',
  'trusted_devices',
  // Family letters' secrets: a restored site prints new letters rather than carry secrets in a file.
  'family_letters',
  'translations',
  'health_probe',
  'rate_counters',
  'kysely_migration',
  'kysely_migration_lock',
] as const;

export type BackupTable = (typeof BACKUP_TABLES)[number];
