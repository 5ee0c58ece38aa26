/** The story modes of spec 001 §1–2 as data. */

export const STORY_MODES = ['GHOST', 'PROPP', 'PROPP_FREE', 'AIROTS', 'PAROLE_CHIAMANO', 'CAMPBELL', 'CSS', 'PROFESSION'] as const;
export type StoryMode = (typeof STORY_MODES)[number];

export interface StoryCategory {
  /** The mode saved on the story. PROPP covers both PROPP and PROPP_FREE. */
  id: Exclude<StoryMode, 'PROPP_FREE'>;
  label: string;
  stars: 1 | 2 | 3 | 4 | 5;
  route: string;
}

/** The seven categories of the chooser, in order of difficulty (spec 001 §1–2). */
export const STORY_CATEGORIES: readonly StoryCategory[] = [
  { id: 'PROFESSION', label: 'Cosa farei se...', stars: 1, route: '/profession-story' },
  { id: 'CSS', label: 'Cosa Succede se...', stars: 2, route: '/css-editor' },
  { id: 'GHOST', label: 'GHOST', stars: 3, route: '/ghost-editor' },
  { id: 'PAROLE_CHIAMANO', label: 'Una Parola, Tante Storie', stars: 4, route: '/parole-chiamano' },
  { id: 'AIROTS', label: 'AIROTS', stars: 4, route: '/airots-editor' },
  { id: 'CAMPBELL', label: 'Carte di Campbell', stars: 5, route: '/campbell-editor' },
  { id: 'PROPP', label: 'PROPP', stars: 5, route: '/propp-mode-selector' },
];

/** Display label of a story mode (archives, viewer). */
export function storyModeLabel(mode: string): string {
  if (mode === 'PROPP_FREE') return 'PROPP (libero)';
  return STORY_CATEGORIES.find((c) => c.id === mode)?.label ?? mode;
}
