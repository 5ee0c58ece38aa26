import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { READING_SETTINGS_MESSAGES, type ReadingSettings, type ReadingSettingsResponse } from '../../../shared/schemas/reading-settings';
import { api, errorMessage } from '../../lib/api-client';

const URL = '/api/profile/reading-settings';
export const readingSettingsKey = (userId: string | null) => ['reading-settings', userId] as const;

/** The logged-in child's reading settings (none for the superuser or a visitor). */
export function useReadingSettings(userId: string | null) {
  return useQuery({
    queryKey: readingSettingsKey(userId),
    queryFn: async () => (await api<ReadingSettingsResponse>(URL)).settings,
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
      return { previous };
    },
    onError: (error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(READING_SETTINGS_MESSAGES.saveFailed, { description: errorMessage(error) });
    },
  });
}
