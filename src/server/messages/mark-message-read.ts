import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { API_MESSAGES } from '../../shared/messages/api-messages';

/** Marks one of the caller's messages read; someone else's message is not found. */
export async function markMessageRead({
  db,
  userId,
  messageId,
  now = new Date(),
}: {
  db: Kysely<Database>;
  userId: string;
  messageId: string;
  now?: Date;
}): Promise<void> {
  const row = await db.selectFrom('message_recipients').select('read_at').where('user_id', '=', userId).where('message_id', '=', messageId).executeTakeFirst();
  if (!row) throw new HttpError(404, 'not_found', API_MESSAGES.admin.messageNotFound);
  if (row.read_at === null) {
    await db.updateTable('message_recipients').set({ read_at: now.toISOString() }).where('user_id', '=', userId).where('message_id', '=', messageId).execute();
  }
}
