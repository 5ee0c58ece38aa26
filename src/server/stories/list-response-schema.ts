import type { StoryListResponse, StorySummaryDto } from '../../shared/schemas/story';

/**
 * The JSON schema of GET /api/stories's 200 answer. Fastify compiles it into a serializer
 * (fast-json-stringify) that writes the 50 items of a page about twice as fast as JSON.stringify
 * (issue 16). The `satisfies` clauses make TypeScript refuse a schema that misses a field of the
 * DTO: a field absent here would be dropped from the answer silently.
 */
const string = { type: 'string' } as const;
const boolean = { type: 'boolean' } as const;
const integer = { type: 'integer' } as const;

const summaryProperties = {
  id: string,
  title: string,
  status: string,
  mode: string,
  language: string,
  authorName: string,
  isPublic: boolean,
  hasImage: boolean,
  createdAt: string,
  updatedAt: string,
  classStory: boolean,
} satisfies Record<keyof StorySummaryDto, unknown>;

const listProperties = {
  stories: {
    type: 'array',
    items: {
      type: 'object',
      properties: summaryProperties,
      required: ['id', 'title', 'status', 'mode', 'language', 'authorName', 'isPublic', 'hasImage', 'createdAt', 'updatedAt'],
    },
  },
  total: integer,
  page: integer,
  pageSize: integer,
} satisfies Record<keyof StoryListResponse, unknown>;

export const storyListResponseSchema = {
  200: { type: 'object', properties: listProperties, required: ['stories', 'total', 'page', 'pageSize'] },
} as const;
