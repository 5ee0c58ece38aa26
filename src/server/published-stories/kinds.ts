import { READING_STORY_MESSAGES, readingStoryInputSchema, type ReadingStory } from '../../shared/schemas/reading-story';
import { SCIENCE_STORY_AUTHOR, SCIENCE_STORY_MESSAGES, scienceStoryInputSchema } from '../../shared/schemas/science-story';
import { parseInput } from '../http/errors';

/** The two kinds of story the superuser publishes for everyone to read (spec 000 §2, §5). */
export const PUBLISHED_STORY_KINDS = ['reading', 'science'] as const;
export type PublishedStoryKind = (typeof PUBLISHED_STORY_KINDS)[number];

/** A reading or science story as the API returns it (a science story always has an author). */
export type PublishedStory = ReadingStory;

/** A create or update body once parsed with its kind's shared schema. */
export interface PublishedStoryInput {
  title: string;
  content: string;
  author: string | null;
  removeImage: boolean;
}

export interface PublishedStoryKindConfig {
  /** Where its rows live: each kind keeps its own table. */
  table: 'reading_stories' | 'science_stories';
  /** '/api/reading-stories' or '/api/science-stories'. */
  url: string;
  notFoundMessage: string;
  /** The body's fields, checked with the kind's shared schema (a 400 with its messages otherwise). */
  parseInput: (fields: unknown) => PublishedStoryInput;
}

export const PUBLISHED_STORY_KIND_CONFIG: Record<PublishedStoryKind, PublishedStoryKindConfig> = {
  reading: {
    table: 'reading_stories',
    url: '/api/reading-stories',
    notFoundMessage: READING_STORY_MESSAGES.notFound,
    parseInput: (fields) => parseInput(readingStoryInputSchema, fields),
  },
  science: {
    table: 'science_stories',
    url: '/api/science-stories',
    notFoundMessage: SCIENCE_STORY_MESSAGES.notFound,
    // Science stories are created by the superuser (spec 000 §3) and have no author field.
    parseInput: (fields) => ({ ...parseInput(scienceStoryInputSchema, fields), author: SCIENCE_STORY_AUTHOR }),
  },
};
