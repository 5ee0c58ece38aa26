import { z } from 'zod';

/** Site settings the superuser changes on /superuser-settings. */
export const siteSettingsSchema = z.strictObject({
  /** Each child sets a personal password with an adult instead of keeping the name as password. */
  requirePersonalPasswords: z.boolean({ error: 'Valore non valido' }),
  /** /profiles asks for the name instead of listing every profile. */
  hideProfileList: z.boolean({ error: 'Valore non valido' }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * A new installation starts safe: the list hidden, no entering with the name as password. The
 * spec's family use (both false) is one setting away; installations that had children before keep
 * it (migration 014-secure-defaults).
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = { requirePersonalPasswords: true, hideProfileList: true };

/** 'Uso in famiglia, su un computer di casa': the spec's open list and name-as-password. */
export const FAMILY_SITE_SETTINGS: SiteSettings = { requirePersonalPasswords: false, hideProfileList: false };

/** PUT /api/admin/settings: any of the settings; the others stay as they are. */
export const updateSiteSettingsSchema = siteSettingsSchema.partial();
export type UpdateSiteSettings = z.infer<typeof updateSiteSettingsSchema>;

/**
 * GET /api/admin/integrations (superuser only): which outside services this installation sends
 * text to. `host` is where the text goes; null when the service is off.
 */
export const integrationsSchema = z.object({
  translation: z.object({
    provider: z.enum(['google', 'libretranslate', 'none']),
    host: z.string().nullable(),
  }),
});
export type Integrations = z.infer<typeof integrationsSchema>;
