import { useQuery } from '@tanstack/react-query';
import { appConfigSchema, type AppConfig } from '../../../shared/schemas/app-config';
import { api } from '../../lib/api-client';

export { appConfigSchema, type AppConfig };

export const appConfigQueryKey = ['config'] as const;

/** GET /api/config: the settings the site shows (support address, which integrations are on). */
export async function fetchAppConfig(): Promise<AppConfig> {
  return appConfigSchema.parse(await api<unknown>('/api/config'));
}

export function useAppConfig() {
  return useQuery({ queryKey: appConfigQueryKey, queryFn: fetchAppConfig, staleTime: 10 * 60_000 });
}
