import type { StoryStatus } from '../../../shared/schemas/story';
import { STORY_CATEGORIES, STORY_MODES, type StoryMode } from '../../../shared/story-modes';

const count = new Intl.NumberFormat('it-IT');

/** '1 storia trovata', '0 storie trovate', '5.000 storie trovate'. */
export function storiesFoundLabel(n: number): string {
  return `${count.format(n)} ${n === 1 ? 'storia trovata' : 'storie trovate'}`;
}

export const STATUS_LABELS: Record<StoryStatus, string> = { completed: 'Completata', suspended: 'Sospesa' };

export const ALL_CATEGORIES = 'all';

/** The category filter: every category by its display label (PROPP also lists free PROPP stories). */
export const CATEGORY_FILTER_OPTIONS = [{ value: ALL_CATEGORIES, label: 'Tutte le categorie' }, ...STORY_CATEGORIES.map((c) => ({ value: c.id, label: c.label }))];

export function parseCategoryFilter(value: string | null): StoryMode | null {
  return STORY_MODES.find((m) => m === value) ?? null;
}
