import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';

export const appConfigSchema = z.object({
  supportEmail: z.string(),
  translation: z.boolean(),
  /** Which AI helpers the site has (GET /api/config). */
  ai: z.object({ text: z.boolean(), images: z.boolean() }),
  /** The AI service's host, for the privacy notice; null when AI is off. */
  aiProvider: z.string().nullable().default(null),
  /** Site settings (issue 11): personal passwords at consent, hidden profile list. */
  requirePersonalPasswords: z.boolean().default(false),
  hideProfileList: z.boolean().default(false),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const appConfigQueryKey = ['config'] as const;

/** GET /api/config: the settings the site shows (support address, which integrations are on). */
export async function fetchAppConfig(): Promise<AppConfig> {
  return appConfigSchema.parse(await api<unknown>('/api/config'));
}

export function useAppConfig() {
  return useQuery({ queryKey: appConfigQueryKey, queryFn: fetchAppConfig, staleTime: 10 * 60_000 });
}
