import type { Selectable } from 'kysely';
import type { ScienceStory } from '../../shared/schemas/science-story';
import type { ScienceStoriesTable } from '../db/schema';
import { imageUrl } from '../media/image-url';

/** A database row as the API returns it. */
export function toScienceStory(row: Selectable<ScienceStoriesTable>): ScienceStory {
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
