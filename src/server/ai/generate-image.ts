import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AI_MESSAGES, findUnsafeWords, type aiImageSchema, type AiImageResponse } from '../../shared/schemas/ai';
import { HttpError, notFound } from '../http/errors';
import { detectImageType } from '../media/detect-image-type';
import { AiError } from '../integrations/ai';
import { imageUrl } from '../media/image-url';
import { reserveAiCall, type AiCallOptions } from './ai-guard';
import { aiFailure } from './ai-failure';
import { moderate } from './moderate';
import { imagePrompt } from './prompts';
import { recordGeneration } from './record-generation';

/**
 * A drawing for a stored story (spec 001 §4 image flow; the superuser only, spec 001 §6). The
 * prompt is built here from the story; the day's slot is taken first (given back when no image
 * comes), then the word filter and, when on, the provider's moderation run. The image is kept in
 * `images` (not yet linked: the confirm-association dialog decides) and the generation is
 * recorded with its cost.
 */
export async function generateImage({
  db,
  provider,
  caller,
  input,
  cost,
  dailyLimit,
  signal,
  now = new Date(),
}: AiCallOptions<z.output<typeof aiImageSchema>> & { now?: Date }): Promise<AiImageResponse> {
  const story = await db.selectFrom('stories').selectAll().where('id', '=', input.storyId).executeTakeFirst();
  if (!story) throw notFound(AI_MESSAGES.storyNotFound);
  if (story.content.trim() === '') throw new HttpError(400, 'invalid_input', AI_MESSAGES.noContent);
  const reservation = await reserveAiCall({ db, provider, caller, kind: 'image', limit: dailyLimit, now });
  const prompt = imagePrompt({ title: story.title, content: story.content, style: input.style, comment: input.comment });
  const id = randomUUID();
  const url = imageUrl(id) ?? '';
  try {
    if (findUnsafeWords(`${story.title}\n${story.content}\n${input.comment}`).length > 0) throw new HttpError(422, 'ai_unsafe', AI_MESSAGES.unsafe);
    let data: Buffer;
    try {
      await moderate(provider, prompt, AI_MESSAGES.unsafe, signal);
      data = await provider.image({ prompt, signal });
    } catch (error) {
      throw aiFailure(error, 'image', caller.isSuperuser);
    }
    const mime = detectImageType(data);
    if (mime === null || mime === 'image/gif') {
      throw aiFailure(new AiError('invalid', 200, 'the answer is not a PNG, JPEG or WebP image'), 'image', caller.isSuperuser);
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('images').values({ id, mime, data, size: data.length, created_at: now.toISOString() }).execute();
      await recordGeneration({ db: trx, type: 'image', style: input.style, cost, userId: caller.id, storyId: story.id, mediaUrl: url, now });
    });
  } catch (error) {
    await reservation.giveBack();
    throw error;
  }
  return { imageId: id, imageUrl: url, style: input.style, cost };
}
