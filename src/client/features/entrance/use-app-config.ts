import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';

const appConfigSchema = z.object({
  supportEmail: z.string(),
  translation: z.boolean(),
  ai: z.boolean(),
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
