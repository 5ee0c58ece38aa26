import { READING_STORY_DEFAULT_AUTHOR, type ReadingStory } from '../../../shared/schemas/reading-story';
import { formatDate } from '../../lib/format-date';
import type { PublishedStoryKind } from './api/published-story-api';
import { t } from '../../i18n/it/published-stories';

export const updatedOn = (story: ReadingStory) => t('publishedStories.shared.aggiornataIl', { date: formatDate(story.updatedAt) });
export const createdOn = (story: ReadingStory) => t('publishedStories.shared.pubblicataIl', { date: formatDate(story.createdAt) });

/**
 * A reading story as the reader shows it, with its author ('di {author}') and last update; a science
 * story with its publication date only ('Pubblicata il 21/11/2026').
 */
export function readerStory(kind: PublishedStoryKind, s: ReadingStory) {
  return kind === 'science'
    ? { title: s.title, content: s.content, author: null, dateLabel: createdOn(s) }
    : { title: s.title, content: s.content, author: s.author ?? READING_STORY_DEFAULT_AUTHOR, dateLabel: updatedOn(s) };
}
