import type { Selectable } from 'kysely';
import type { ReadingStory } from '../../shared/schemas/reading-story';
import type { ReadingStoriesTable } from '../db/schema';
import { imageUrl } from '../media/image-url';

/** A database row as the API returns it. */
export function toReadingStory(row: Selectable<ReadingStoriesTable>): ReadingStory {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    author: row.author,
    imageId: row.image_id,
    imageUrl: imageUrl(row.image_id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Reading stories are unique by title, ignoring case and surrounding spaces. */
export function titleKey(title: string): string {
  return title.trim().toLocaleLowerCase('it-IT');
}
