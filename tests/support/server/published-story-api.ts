import { expect } from 'vitest';
import { z } from 'zod';
import type { TestApp } from './test-app';

export interface PublishedStoryApiOptions<S> {
  /** '/api/reading-stories' or '/api/science-stories'. */
  url: string;
  /** The story as the API returns it. */
  schema: z.ZodType<S>;
  /** The text of a story made with createOk when the test does not care. */
  defaultContent: string;
  /** The test app and the superuser's cookie, once beforeAll has made them. */
  context: () => { t: TestApp; superuser: string };
}

/** What the reading and science story API tests do again and again: create a story, count the stored images. */
export function publishedStoryApi<S>({ url, schema, defaultContent, context }: PublishedStoryApiOptions<S>) {
  const responseSchema = z.object({ story: schema });

  /** POST a story (JSON or multipart) as the superuser, or with the given cookie. */
  const create = (payload: Record<string, unknown> | FormData, cookie = context().superuser) =>
    context().t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  /** POST a story as the superuser and expect 201. */
  const createOk = async (title: string, content = defaultContent): Promise<S> => {
    const res = await create({ title, content });
    expect(res.statusCode, res.body).toBe(201);
    return responseSchema.parse(res.json()).story;
  };

  /** How many images are stored. */
  const imageCount = async (): Promise<number> => {
    const { db } = context().t.database;
    const row = await db
      .selectFrom('images')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  return { create, createOk, imageCount };
}
