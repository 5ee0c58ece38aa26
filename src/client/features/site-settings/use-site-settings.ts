import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { siteSettingsSchema, type SiteSettings, type UpdateSiteSettings } from '../../../shared/schemas/settings';
import { api } from '../../lib/api-client';
import { appConfigQueryKey } from '../entrance/use-app-config';

export const siteSettingsKey = ['admin', 'settings'] as const;
const responseSchema = z.object({ settings: siteSettingsSchema });

export function useSiteSettings() {
  return useQuery({
    queryKey: siteSettingsKey,
    queryFn: async () => responseSchema.parse(await api<unknown>('/api/admin/settings')).settings,
  });
}

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: UpdateSiteSettings): Promise<SiteSettings> =>
      responseSchema.parse(await api<unknown>('/api/admin/settings', { method: 'PUT', body: patch })).settings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(siteSettingsKey, settings);
      await queryClient.invalidateQueries({ queryKey: appConfigQueryKey });
    },
  });
}
