import type { StoryMode } from '../../../../shared/story-modes';

/** TanStack Query keys of the story store: lists under ['stories','mine',…], one story under ['stories','detail',id]. */
export const storyKeys = {
  all: ['stories'] as const,
  mine: () => ['stories', 'mine'] as const,
  myList: (mode: StoryMode | null, q = '') => ['stories', 'mine', { mode, q }] as const,
  detail: (id: string) => ['stories', 'detail', id] as const,
};
