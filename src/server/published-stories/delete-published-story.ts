import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { deleteImage } from '../media/delete-image';
import { PUBLISHED_STORY_KIND_CONFIG, type PublishedStoryKind } from './kinds';

export interface DeletePublishedStoryOptions {
  db: Kysely<Database>;
  kind: PublishedStoryKind;
  id: string;
}

/** Removes a reading or science story and its image. */
export async function deletePublishedStory({ db, kind, id }: DeletePublishedStoryOptions): Promise<void> {
  const { table, notFoundMessage } = PUBLISHED_STORY_KIND_CONFIG[kind];
  const current = await db.selectFrom(table).select(['id', 'image_id']).where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound(notFoundMessage);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom(table).where('id', '=', id).execute();
    await deleteImage({ db: trx, id: current.image_id });
  });
}
