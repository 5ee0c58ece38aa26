import { sql, type Kysely } from 'kysely';

/**
 * The site settings' defaults became the safe ones (hidden list, personal passwords required).
 * An installation that already has child profiles keeps the behaviour it had: for each setting
 * with no row, the old default (`false`) is written. A fresh installation writes nothing and
 * starts with the safe defaults.
 */
export const secureDefaultsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const child = await sql<{ id: string }>`select id from users where user_type = 'user' limit 1`.execute(db);
    if (child.rows.length === 0) return;
    for (const key of ['requirePersonalPasswords', 'hideProfileList']) {
      await sql`insert into settings (key, value) values (${key}, 'false') on conflict (key) do nothing`.execute(db);
    }
  },
  async down(): Promise<void> {
    // The rows written are ordinary settings: they stay.
  },
};
