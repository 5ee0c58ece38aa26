import type { StoryListSort } from '../../../../shared/schemas/reading-story';

/** TanStack Query keys of science stories: every mutation invalidates `all`. */
export const scienceStoryKeys = {
  all: ['science-stories'] as const,
  list: (sort: StoryListSort) => ['science-stories', 'list', sort] as const,
  detail: (id: string) => ['science-stories', 'detail', id] as const,
};
