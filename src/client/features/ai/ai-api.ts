import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  aiImageResponseSchema,
  aiStatusSchema,
  aiTextResponseSchema,
  type AiImageInput,
  type AiImageResponse,
  type AiImproveInput,
  type AiPoemInput,
  type AiStatus,
  type AiTextResponse,
} from '../../../shared/schemas/ai';
import type { StoryResponse } from '../../../shared/schemas/story';
import { api } from '../../lib/api-client';
import { storyKeys } from '../stories/api/story-query-keys';

export const aiStatusQueryKey = ['ai', 'status'] as const;

/** GET /api/ai/status: whether AI is on, and whether this profile has the adult's AI consent. */
export function useAiStatus() {
  return useQuery({
    queryKey: aiStatusQueryKey,
    queryFn: async (): Promise<AiStatus> => aiStatusSchema.parse(await api<unknown>('/api/ai/status')),
    staleTime: 30_000,
  });
}

export async function improveStoryText(input: AiImproveInput, signal?: AbortSignal): Promise<AiTextResponse> {
  return aiTextResponseSchema.parse(await api<unknown>('/api/ai/improve', { method: 'POST', body: input, ...(signal ? { signal } : {}) }));
}

export async function writeStoryPoem(input: AiPoemInput, signal?: AbortSignal): Promise<AiTextResponse> {
  return aiTextResponseSchema.parse(await api<unknown>('/api/ai/poem', { method: 'POST', body: input, ...(signal ? { signal } : {}) }));
}

export async function generateStoryImage(input: AiImageInput, signal?: AbortSignal): Promise<AiImageResponse> {
  return aiImageResponseSchema.parse(await api<unknown>('/api/ai/images', { method: 'POST', body: input, ...(signal ? { signal } : {}) }));
}

/** After any AI call: the day's remaining calls, the costs, the archive's image column. */
export function useAfterAiCall() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: aiStatusQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'media-cost'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'archive'] }),
    ]);
  };
}

export function useAssociateImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, storyId }: { imageId: string; storyId: string }) =>
      api<StoryResponse>(`/api/ai/images/${encodeURIComponent(imageId)}/associate`, { method: 'POST', body: { storyId } }),
    onSuccess: async ({ story }) => {
      queryClient.setQueryData(storyKeys.detail(story.id), { story });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'archive'] });
      await queryClient.invalidateQueries({ queryKey: storyKeys.mine() });
    },
  });
}

export function discardImage(imageId: string): Promise<unknown> {
  return api<unknown>(`/api/ai/images/${encodeURIComponent(imageId)}/discard`, { method: 'POST' });
}
