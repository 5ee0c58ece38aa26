import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { sendMessageSchema } from '../../shared/schemas/message';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

export interface SendMessageOptions {
  db: Kysely<Database>;
  senderId: string;
  input: z.output<typeof sendMessageSchema>;
  now?: Date;
}

/**
 * Stores the superuser's message with one unread row per recipient: every child profile when
 * sent to all, otherwise the selected ones (which must all exist). One transaction.
 */
export async function sendMessage({ db, senderId, input, now = new Date() }: SendMessageOptions): Promise<{ id: string; recipients: number }> {
  return db.transaction().execute(async (trx) => {
    let recipientIds: string[];
    if (input.toAll) {
      recipientIds = (await trx.selectFrom('users').select('id').where('user_type', '=', 'user').execute()).map((u) => u.id);
    } else {
      const wanted = [...new Set(input.recipientIds)];
      const found = await trx.selectFrom('users').select('id').where('user_type', '=', 'user').where('id', 'in', wanted).execute();
      if (found.length !== wanted.length)
        throw new HttpError(400, 'invalid_input', ADMIN_MESSAGES.userNotFound, { fields: { recipientIds: ADMIN_MESSAGES.userNotFound } });
      recipientIds = found.map((u) => u.id);
    }
    if (recipientIds.length === 0)
      throw new HttpError(400, 'invalid_input', ADMIN_MESSAGES.selectRecipient, { fields: { recipientIds: ADMIN_MESSAGES.selectRecipient } });
    const id = randomUUID();
    await trx
      .insertInto('messages')
      .values({ id, sender_id: senderId, text: input.text, to_all: input.toAll ? 1 : 0, created_at: now.toISOString() })
      .execute();
    // Insert in chunks: SQLite caps the number of bound parameters per statement.
    for (let i = 0; i < recipientIds.length; i += 300) {
      const chunk = recipientIds.slice(i, i + 300);
      await trx
        .insertInto('message_recipients')
        .values(chunk.map((userId) => ({ message_id: id, user_id: userId, read_at: null })))
        .execute();
    }
    return { id, recipients: recipientIds.length };
  });
}
