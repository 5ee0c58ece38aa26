import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UploadedImage } from './read-story-form';

/** Keeps an uploaded image in the `images` table; returns its id (served by GET /api/images/:id). */
export async function storeImage({ db, image, now = new Date() }: { db: Kysely<Database>; image: UploadedImage; now?: Date }): Promise<string> {
  const id = randomUUID();
  await db.insertInto('images').values({ id, mime: image.mime, data: image.data, size: image.data.length, created_at: now.toISOString() }).execute();
  return id;
}
