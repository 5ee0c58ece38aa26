import { z } from 'zod';

/** Site settings the superuser changes on /superuser-settings (issue 11). */
export const siteSettingsSchema = z.strictObject({
  /** Each child sets a personal password with an adult instead of keeping the name as password. */
  requirePersonalPasswords: z.boolean({ error: 'Valore non valido' }),
  /** /profiles asks for the name instead of listing every profile. */
  hideProfileList: z.boolean({ error: 'Valore non valido' }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = { requirePersonalPasswords: false, hideProfileList: false };

/** PUT /api/admin/settings: any of the settings; the others stay as they are. */
export const updateSiteSettingsSchema = siteSettingsSchema.partial();
export type UpdateSiteSettings = z.infer<typeof updateSiteSettingsSchema>;
