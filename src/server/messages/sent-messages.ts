import type { Kysely } from 'kysely';
import { SENT_MESSAGES_PAGE, UNREAD_NAMES_MAX, type SentMessagesResponse } from '../../shared/schemas/message';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { API_MESSAGES } from '../../shared/messages/api-messages';

/** The superuser's sent messages, newest first, with recipients, read count and who has not read yet. */
export async function listSentMessages({ db, page }: { db: Kysely<Database>; page: number }): Promise<SentMessagesResponse> {
  const [countRow, rows] = await Promise.all([
    db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('messages')
      .select((eb) => [
        'messages.id',
        'messages.text',
        'messages.to_all',
        'messages.created_at',
        eb
          .selectFrom('message_recipients')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('message_recipients.message_id', '=', 'messages.id')
          .as('recipients'),
        eb
          .selectFrom('message_recipients')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('message_recipients.message_id', '=', 'messages.id')
          .where('message_recipients.read_at', 'is not', null)
          .as('read_count'),
      ])
      .orderBy('messages.created_at', 'desc')
      .orderBy('messages.id', 'desc')
      .limit(SENT_MESSAGES_PAGE)
      .offset((page - 1) * SENT_MESSAGES_PAGE)
      .execute(),
  ]);
  const messages = await Promise.all(
    rows.map(async (r) => {
      const unread = await db
        .selectFrom('message_recipients')
        .innerJoin('users', 'users.id', 'message_recipients.user_id')
        .select('users.name')
        .where('message_recipients.message_id', '=', r.id)
        .where('message_recipients.read_at', 'is', null)
        .orderBy('users.name_key')
        .limit(UNREAD_NAMES_MAX)
        .execute();
      return {
        id: r.id,
        text: r.text,
        toAll: r.to_all === 1,
        createdAt: r.created_at,
        recipients: Number(r.recipients ?? 0),
        readCount: Number(r.read_count ?? 0),
        unreadNames: unread.map((u) => u.name),
      };
    }),
  );
  return { messages, total: Number(countRow?.n ?? 0), page, pageSize: SENT_MESSAGES_PAGE };
}

/** Deletes a sent message for everyone, with its recipients' rows, in one transaction. */
export async function deleteSentMessage({ db, id }: { db: Kysely<Database>; id: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('message_recipients').where('message_id', '=', id).execute();
    const gone = await trx.deleteFrom('messages').where('id', '=', id).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw notFound(API_MESSAGES.admin.messageNotFound);
  });
}
