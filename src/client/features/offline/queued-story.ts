import type { StoryDto } from '../../../shared/schemas/story';
import type { OutboxEntry } from './outbox';

/**
 * The story as the device has it while it waits in the outbox: the saved fields over the copy the
 * device already had of it (an update keeps its creation date, author and image), or, for a story
 * the server has never seen, a new one by its author.
 */
export function queuedStory(entry: OutboxEntry, authorName: string, known: StoryDto | null): StoryDto {
  const { input } = entry;
  return {
    id: entry.id,
    title: input.title,
    content: input.content,
    status: input.status,
    mode: input.mode,
    language: input.language ?? known?.language ?? 'italian',
    category: input.category !== undefined ? input.category : (known?.category ?? null),
    answers: input.answers ?? known?.answers ?? [],
    modeState: input.modeState !== undefined ? input.modeState : (known?.modeState ?? null),
    authorId: known?.authorId ?? entry.profileId,
    authorName: known?.authorName ?? authorName,
    isPublic: known?.isPublic ?? false,
    publishedAt: known?.publishedAt ?? null,
    imageUrl: known?.imageUrl ?? null,
    createdAt: known?.createdAt ?? entry.queuedAt,
    updatedAt: entry.queuedAt,
  };
}
