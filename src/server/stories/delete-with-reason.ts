import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { deletedStoryMessage } from '../../shared/messages/moderation';
import { STORY_MESSAGES } from '../../shared/schemas/story';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';

/**
 * The teacher deletes a story and tells its author why: the child receives a message naming the
 * story and the reason. One transaction: no message without the deletion, no silent deletion. A
 * visitor's 'Anonimo' story has nobody to tell.
 */
export async function deleteStoryWithReason({
  db,
  senderId,
  id,
  reason,
  now = new Date(),
}: {
  db: Kysely<Database>;
  senderId: string;
  id: string;
  reason: string;
  now?: Date;
}): Promise<{ messaged: boolean }> {
  return db.transaction().execute(async (trx) => {
    const story = await trx.selectFrom('stories').select(['id', 'title', 'author_id']).where('id', '=', id).executeTakeFirst();
    if (!story) throw notFound(STORY_MESSAGES.notFound);
    await trx.deleteFrom('stories').where('id', '=', id).execute();
    const author =
      story.author_id === null
        ? undefined
        : await trx.selectFrom('users').select('id').where('id', '=', story.author_id).where('user_type', '=', 'user').executeTakeFirst();
    if (!author) return { messaged: false };
    const messageId = randomUUID();
    await trx
      .insertInto('messages')
      .values({ id: messageId, sender_id: senderId, text: deletedStoryMessage(story.title, reason), to_all: 0, created_at: now.toISOString() })
      .execute();
    await trx.insertInto('message_recipients').values({ message_id: messageId, user_id: author.id, read_at: null }).execute();
    return { messaged: true };
  });
}
