import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { parseReadingSettings, READING_SETTINGS_MESSAGES, type ReadingSettings, type ReadingSettingsResponse } from '../../../shared/reading-settings';
import { api, errorMessage } from '../../lib/api-client';
import { readPreference, writePreference } from '../../lib/local-preferences';
import { readingSettingsCacheKey } from './reading-style';

const URL = '/api/profile/reading-settings';
export const readingSettingsKey = (userId: string | null) => ['reading-settings', userId] as const;

/** The logged-in child's reading settings (none for the superuser or a visitor); the server is the truth. */
export function useReadingSettings(userId: string | null) {
  return useQuery({
    queryKey: readingSettingsKey(userId),
    queryFn: async () => {
      const { settings } = await api<ReadingSettingsResponse>(URL);
      if (userId) writePreference(readingSettingsCacheKey(userId), settings);
      return settings;
    },
    // The last settings this browser saw for the profile, while the server's answer arrives: a reload does not flash the normal look.
    placeholderData: () => (userId ? (readPreference(readingSettingsCacheKey(userId), parseReadingSettings) ?? undefined) : undefined),
    enabled: userId !== null,
    staleTime: Infinity,
  });
}

/** Saves a change; the screen shows it at once and goes back if the server refuses. */
export function useSaveReadingSettings(userId: string | null) {
  const queryClient = useQueryClient();
  const key = readingSettingsKey(userId);
  return useMutation({
    mutationFn: (settings: ReadingSettings) => api<ReadingSettingsResponse>(URL, { method: 'PUT', body: settings }),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ReadingSettings>(key);
      queryClient.setQueryData(key, settings);
      if (userId) writePreference(readingSettingsCacheKey(userId), settings);
      return { previous };
    },
    onError: (error, _settings, context) => {
      if (context?.previous) {
        queryClient.setQueryData(key, context.previous);
        if (userId) writePreference(readingSettingsCacheKey(userId), context.previous);
      }
      toast.error(READING_SETTINGS_MESSAGES.saveFailed, { description: errorMessage(error) });
    },
  });
}
