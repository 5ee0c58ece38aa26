import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryDto, StorySaveInput } from '../../../../shared/schemas/story';
import { getSession } from '../../auth/session';
import { saveStory } from './save-story';
import { storyKeys } from './story-query-keys';
import { newClientId } from '../../offline/client-id';
import { sendUnlessOffline } from '../../offline/device-queue';
import { enqueue, type OutboxEntry } from '../../offline/outbox';
import { cacheStoryAnswer } from '../../offline/api-cache';
import { queuedStory } from '../../offline/queued-story';

export type SaveOutcome = { kind: 'saved'; story: StoryDto } | { kind: 'queued'; entry: OutboxEntry };

/**
 * Saves a story, or, for a logged-in profile without the network, keeps it in the device's
 * outbox to send later. A new story gets its id here, before the first try, so the
 * try and any later send are the same story on the server.
 */
export function useSaveStoryOrQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StorySaveInput): Promise<SaveOutcome> => {
      const user = getSession()?.user ?? null;
      // The public user cannot update a story, so it cannot resend one either: no outbox for it.
      if (!user) return { kind: 'saved', story: (await saveStory(input)).story };
      const withId = { ...input, id: input.id ?? newClientId() };
      const saved = await sendUnlessOffline(() => saveStory(withId));
      if (saved) return { kind: 'saved', story: saved.story };
      const entry: OutboxEntry = { id: withId.id, profileId: user.id, input: withId, queuedAt: new Date().toISOString() };
      await enqueue(entry);
      return { kind: 'queued', entry };
    },
    onSuccess: async (outcome) => {
      const user = getSession()?.user ?? null;
      // The device's copy of the story follows the save, sent or kept: the viewer (even offline,
      // even after a reload) shows this version.
      const story =
        outcome.kind === 'saved'
          ? outcome.story
          : queuedStory(outcome.entry, user?.name ?? '', queryClient.getQueryData<{ story: StoryDto }>(storyKeys.detail(outcome.entry.id))?.story ?? null);
      queryClient.setQueryData(storyKeys.detail(story.id), { story });
      if (user) await cacheStoryAnswer(user.id, story);
      if (outcome.kind === 'saved') await queryClient.invalidateQueries({ queryKey: storyKeys.mine() });
    },
  });
}
