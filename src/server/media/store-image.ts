import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UploadedImage } from './read-story-form';

export interface StoreImageOptions {
  db: Kysely<Database>;
  image: UploadedImage;
  now?: Date;
}

/** Keeps an uploaded image in the `images` table; returns its id (served by GET /api/images/:id). */
export async function storeImage({ db, image, now = new Date() }: StoreImageOptions): Promise<string> {
  const id = randomUUID();
  await db.insertInto('images').values({ id, mime: image.mime, data: image.data, size: image.data.length, created_at: now.toISOString() }).execute();
  return id;
}
