import { z } from 'zod';

/** GET /api/config: what the site shows to everyone (support address, which integrations are on, site settings). */
export const appConfigSchema = z.object({
  supportEmail: z.string(),
  translation: z.boolean(),
  /** Which AI helpers the site has. */
  ai: z.object({ text: z.boolean(), images: z.boolean() }),
  /** The AI service's host, for the privacy notice; null when AI is off. */
  aiProvider: z.string().nullable().default(null),
  /** Site settings: personal passwords at consent, hidden profile list. */
  requirePersonalPasswords: z.boolean().default(false),
  hideProfileList: z.boolean().default(false),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
