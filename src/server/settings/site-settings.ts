import type { Kysely } from 'kysely';
import { DEFAULT_SITE_SETTINGS, type SiteSettings, type UpdateSiteSettings } from '../../shared/schemas/settings';
import type { Database } from '../db/schema';

const KEYS = Object.keys(DEFAULT_SITE_SETTINGS) as (keyof SiteSettings)[];

/** The site settings, each stored as a row of `settings` ('true' / 'false'); missing rows are defaults. */
export async function getSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', KEYS).execute();
  const settings: SiteSettings = { ...DEFAULT_SITE_SETTINGS };
  for (const row of rows) settings[row.key as keyof SiteSettings] = row.value === 'true';
  return settings;
}

export async function updateSiteSettings(db: Kysely<Database>, patch: UpdateSiteSettings): Promise<SiteSettings> {
  await db.transaction().execute(async (trx) => {
    for (const key of KEYS) {
      const value = patch[key];
      if (value === undefined) continue;
      await trx
        .insertInto('settings')
        .values({ key, value: String(value) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(value) }))
        .execute();
    }
  });
  return getSiteSettings(db);
}
