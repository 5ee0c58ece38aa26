import type { StoryListSort } from '../../shared/schemas/reading-story';
import type { ReadingStoriesTable } from '../db/schema';
import { imageUrl } from '../media/image-url';

/** The columns reading and science stories share (science stories always have an author). */
export type PublishedStoryRow<Author extends string | null> = Omit<ReadingStoriesTable, 'title_key' | 'author'> & { author: Author };

/** A reading or science story's database row as the API returns it. */
export function toPublishedStory<Author extends string | null>(row: PublishedStoryRow<Author>) {
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

const collator = new Intl.Collator('it-IT', { sensitivity: 'base', numeric: true });

/** By title (readers, spec 000 §2) or newest first (the superuser's lists); sorts in place. */
export function sortPublishedStories<S extends { title: string; createdAt: string }>(stories: S[], sort: StoryListSort): S[] {
  if (sort === 'newest') return stories.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || collator.compare(a.title, b.title));
  return stories.sort((a, b) => collator.compare(a.title, b.title) || a.createdAt.localeCompare(b.createdAt));
}
