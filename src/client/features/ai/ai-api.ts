import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { z } from 'zod';
import {
  aiImageResponseSchema,
  aiStatusSchema,
  aiTextResponseSchema,
  type AiImageInput,
  type AiImageResponse,
  type AiImproveInput,
  type AiPoemInput,
  type AiTextResponse,
} from '../../../shared/schemas/ai';
import type { StoryResponse } from '../../../shared/schemas/story';
import { api } from '../../lib/api-client';
import { storyKeys } from '../stories/api/story-query-keys';
import { aiBlock } from './ai-availability';

const aiStatusQueryKey = ['ai', 'status'] as const;

/** A POST to an AI route that 'Annulla' can cancel, its answer checked by the schema. */
const aiPost =
  <I, O>(path: string, schema: z.ZodType<O>) =>
  async (input: I, signal: AbortSignal): Promise<O> =>
    schema.parse(await api<unknown>(path, { method: 'POST', body: input, signal }));

export const improveStoryText = aiPost<AiImproveInput, AiTextResponse>('/api/ai/improve', aiTextResponseSchema);
export const writeStoryPoem = aiPost<AiPoemInput, AiTextResponse>('/api/ai/poem', aiTextResponseSchema);
export const generateStoryImage = aiPost<AiImageInput, AiImageResponse>('/api/ai/images', aiImageResponseSchema);

/**
 * What each AI dialog does around its call: the AI status (GET /api/ai/status: whether AI is on, and
 * whether this profile has the adult's AI consent), whether AI may run here (`block`), the call with
 * a signal that `abort` ('Annulla', closing) cancels, and after it the day's remaining calls, the
 * costs and the archive's image column refreshed.
 */
export function useAiCall(kind: 'text' | 'image') {
  const status = useQuery({
    queryKey: aiStatusQueryKey,
    queryFn: async () => aiStatusSchema.parse(await api<unknown>('/api/ai/status')),
    staleTime: 30_000,
  });
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const call = async <R>(request: (signal: AbortSignal) => Promise<R>): Promise<R> => {
    controller.current = new AbortController();
    try {
      return await request(controller.current.signal);
    } finally {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: aiStatusQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'media-cost'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'archive'] }),
      ]);
    }
  };
  return { status, block: aiBlock(status.data, kind), call, abort: () => controller.current?.abort() };
}

export type AiCall = ReturnType<typeof useAiCall>;

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
