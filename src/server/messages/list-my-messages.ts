import type { Kysely } from 'kysely';
import type { UserMessage } from '../../shared/schemas/message';
import type { Database } from '../db/schema';

/** A profile's messages from the superuser, unread first, newest first. */
export async function listMyMessages({ db, userId }: { db: Kysely<Database>; userId: string }): Promise<UserMessage[]> {
  const rows = await db
    .selectFrom('message_recipients')
    .innerJoin('messages', 'messages.id', 'message_recipients.message_id')
    .select(['messages.id', 'messages.text', 'messages.created_at', 'message_recipients.read_at'])
    .where('message_recipients.user_id', '=', userId)
    .orderBy('messages.created_at', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({ id: r.id, text: r.text, createdAt: r.created_at, read: r.read_at !== null })).sort((a, b) => Number(a.read) - Number(b.read));
}
