import type { StoryStatus, StorySummaryDto } from '../../../shared/schemas/story';
import { STORY_CATEGORIES, STORY_MODES, storyModeLabel, type StoryMode } from '../../../shared/story-modes';
import { t } from '../../i18n/it/archive';

/** '1 storia trovata', '0 storie trovate', '5.000 storie trovate'. */
export function storiesFoundLabel(n: number): string {
  return t('archive.archiveLabels.storieTrovate', { count: n });
}

/** The story's mode, as 'Storia della classe · {mode}' for a story the class wrote together. */
export function modeLabel(story: Pick<StorySummaryDto, 'mode' | 'classStory'>): string {
  const mode = storyModeLabel(story.mode);
  return story.classStory ? t('archive.shared.storiaDellaClasse', { value: mode }) : mode;
}

export const STATUS_LABELS: Record<StoryStatus, string> = { completed: t('archive.archiveLabels.completata'), suspended: t('archive.archiveLabels.sospesa') };

export const ALL_CATEGORIES = 'all';

/** The category filter: every category by its display label (PROPP also lists free PROPP stories). */
export const CATEGORY_FILTER_OPTIONS = [
  { value: ALL_CATEGORIES, label: t('archive.shared.tutteLeCategorie') },
  ...STORY_CATEGORIES.map((c) => ({ value: c.id, label: c.label })),
];

export function parseCategoryFilter(value: string | null): StoryMode | null {
  return STORY_MODES.find((m) => m === value) ?? null;
}
