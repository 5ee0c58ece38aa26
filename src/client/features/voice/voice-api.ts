import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryVoiceDto, VoiceLinkStoryDto } from '../../../shared/schemas/voice';
import { api } from '../../lib/api-client';
import { putRecording } from '../offline/recording-outbox';
import { storyKeys } from '../stories/api/story-query-keys';

/** Under the story's own key: refreshing a story refreshes its voice too. */
export const voiceKeys = {
  story: (storyId: string) => [...storyKeys.detail(storyId), 'voice'] as const,
  link: (storyId: string, k: string) => ['voice-link', storyId, k] as const,
};

const recordingsPath = (storyId: string) => `/api/stories/${encodeURIComponent(storyId)}/recordings`;

/** GET /api/stories/:id/recordings: the pages recorded and what the caller may do with them. */
export function useStoryVoice(storyId: string, enabled = true) {
  return useQuery({
    queryKey: voiceKeys.story(storyId),
    queryFn: ({ signal }) => api<StoryVoiceDto>(recordingsPath(storyId), { signal }),
    enabled,
  });
}

/** GET /api/voice-links/:storyId?k=: the story a booklet's QR opens, for anyone holding the link. */
export function useVoiceLink(storyId: string, k: string) {
  return useQuery({
    queryKey: voiceKeys.link(storyId, k),
    queryFn: ({ signal }) => api<VoiceLinkStoryDto>(`/api/voice-links/${encodeURIComponent(storyId)}${k ? `?k=${encodeURIComponent(k)}` : ''}`, { signal }),
    retry: false,
  });
}

/** After any change: the story's recordings, the story itself and the lists (their hasVoice). */
function useRefreshVoice() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      // Every story query: this one, its recordings (under it) and the child's lists.
      queryClient.invalidateQueries({ queryKey: storyKeys.all }),
      // The class's archive (Storie della classe) shows hasVoice too.
      queryClient.invalidateQueries({ queryKey: ['admin', 'archive'] }),
    ]);
}

export function useUploadRecording(storyId: string) {
  const refresh = useRefreshVoice();
  return useMutation({
    mutationFn: ({ page, audio, clientId }: { page: number; audio: Blob; clientId: string }) => putRecording(storyId, page, audio, clientId),
    onSuccess: refresh,
  });
}

export function useDeleteRecording(storyId: string) {
  const refresh = useRefreshVoice();
  return useMutation({
    mutationFn: (page: number) => api<null>(`${recordingsPath(storyId)}/${page}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useDeleteAllRecordings(storyId: string) {
  const refresh = useRefreshVoice();
  return useMutation({
    mutationFn: () => api<null>(recordingsPath(storyId), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
