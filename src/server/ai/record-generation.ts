import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface RecordGenerationOptions {
  db: Kysely<Database>;
  type: 'image' | 'text' | 'poem';
  style: string | null;
  cost: number;
  userId: string;
  storyId: string | null;
  /** Where a generated image is served; empty for text. */
  mediaUrl?: string;
  now?: Date;
}

/** One `media_generations` row per successful call: what, in which style, what it cost, who, when. */
export async function recordGeneration({ db, type, style, cost, userId, storyId, mediaUrl = '', now = new Date() }: RecordGenerationOptions): Promise<void> {
  await db
    .insertInto('media_generations')
    .values({
      id: randomUUID(),
      story_id: storyId,
      user_id: userId,
      media_type: type,
      media_url: mediaUrl,
      media_style: style,
      cost,
      created_at: now.toISOString(),
    })
    .execute();
}
