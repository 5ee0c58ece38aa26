import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { imageUrl } from '../media/image-url';

/**
 * The confirm-association dialog's 'no': a generated drawing no story uses is removed. Its
 * `media_generations` row stays (the call was paid for); an image in use is never touched.
 */
export async function discardImage({ db, imageId }: { db: Kysely<Database>; imageId: string }): Promise<void> {
  const url = imageUrl(imageId) ?? '';
  await db.transaction().execute(async (trx) => {
    const generated = await trx.selectFrom('media_generations').select('id').where('media_url', '=', url).where('media_type', '=', 'image').executeTakeFirst();
    if (!generated) return;
    const used = await trx.selectFrom('stories').select('id').where('image_id', '=', imageId).executeTakeFirst();
    if (used) return;
    await trx.deleteFrom('images').where('id', '=', imageId).execute();
  });
}
