import type { StoryListSort } from '../../../../shared/schemas/reading-story';

/** TanStack Query keys of reading stories: every mutation invalidates `all`. */
export const readingStoryKeys = {
  all: ['reading-stories'] as const,
  list: (sort: StoryListSort) => ['reading-stories', 'list', sort] as const,
  detail: (id: string) => ['reading-stories', 'detail', id] as const,
};
