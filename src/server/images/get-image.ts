import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { imageUrl } from '../media/image-url';
import { canReadStory, type StoryCaller } from '../stories/story-access';

export interface GetImageOptions {
  db: Kysely<Database>;
  caller: StoryCaller | null;
  id: string;
}

export interface StoredImage {
  mime: string;
  data: Buffer;
  /** Everyone may see it (a reading/science story or a published story): a browser may cache it. */
  isPublic: boolean;
}

export const IMAGE_NOT_FOUND = 'Immagine non disponibile';

/** Image types a browser shows inline; anything else is sent as a plain download. */
const SAFE_MIME = /^image\/(png|jpeg|gif|webp|avif)$/;

/**
 * A stored image, for whoever may read what it illustrates: reading and science stories are
 * for everyone; a story's image follows the story (author, superuser, or anyone once published).
 * An image linked to nothing readable is 'not found', so ids reveal nothing.
 */
export async function getImage({ db, caller, id }: GetImageOptions): Promise<StoredImage> {
  const [reading, science, stories] = await Promise.all([
    db.selectFrom('reading_stories').select('id').where('image_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('science_stories').select('id').where('image_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('stories').select(['author_id', 'is_public']).where('image_id', '=', id).execute(),
  ]);
  const isPublic = reading !== undefined || science !== undefined || stories.some((s) => s.is_public === 1);
  let readable = isPublic || stories.some((s) => canReadStory(caller, s));
  // A drawing just generated and not yet linked: only the superuser (who made it) may preview it.
  if (!readable && caller?.isSuperuser) {
    readable =
      (await db
        .selectFrom('media_generations')
        .select('id')
        .where('media_url', '=', imageUrl(id) ?? '')
        .where('media_type', '=', 'image')
        .executeTakeFirst()) !== undefined;
  }
  if (!readable) throw notFound(IMAGE_NOT_FOUND);
  const image = await db.selectFrom('images').select(['mime', 'data']).where('id', '=', id).executeTakeFirst();
  if (!image) throw notFound(IMAGE_NOT_FOUND);
  return { mime: SAFE_MIME.test(image.mime) ? image.mime : 'application/octet-stream', data: Buffer.from(image.data), isPublic };
}
