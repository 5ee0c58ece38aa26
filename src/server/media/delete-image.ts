import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Removes an image a story no longer uses (replaced, removed, or its story deleted). */
export async function deleteImage({ db, id }: { db: Kysely<Database>; id: string | null }): Promise<void> {
  if (!id) return;
  await db.deleteFrom('images').where('id', '=', id).execute();
}
