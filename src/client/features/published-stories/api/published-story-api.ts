import type { ReadingStory, StoryListSort } from '../../../../shared/schemas/reading-story';
import type { ScienceStory } from '../../../../shared/schemas/science-story';

/** The two kinds of story the superuser publishes: reading stories and science stories. */
export type PublishedStoryKind = 'reading' | 'science';

/** A story of the given kind as the API returns it (a science story always has an author). */
export type PublishedStoryOf<K extends PublishedStoryKind> = { reading: ReadingStory; science: ScienceStory }[K];

/** '/api/reading-stories' or '/api/science-stories', and the story at `id` under it. */
export const publishedStoryUrl = (kind: PublishedStoryKind, id?: string) =>
  id === undefined ? `/api/${kind}-stories` : `/api/${kind}-stories/${encodeURIComponent(id)}`;

/** TanStack Query keys, one family per kind: every mutation of a kind invalidates `all(kind)`. */
export const publishedStoryKeys = {
  all: (kind: PublishedStoryKind) => [`${kind}-stories`] as const,
  list: (kind: PublishedStoryKind, sort: StoryListSort) => [`${kind}-stories`, 'list', sort] as const,
  detail: (kind: PublishedStoryKind, id: string) => [`${kind}-stories`, 'detail', id] as const,
};
