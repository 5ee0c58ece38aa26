import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { imageUrl } from '../media/image-url';
import { parseJson } from '../stories/story-dto';

/** Everything stored about one child, for the right of access (GDPR art. 15). No password hash. */
export async function exportUserData({ db, userId, now = new Date() }: { db: Kysely<Database>; userId: string; now?: Date }) {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'age',
      'gender',
      'style_preference as stylePreference',
      'consent_at as consentAt',
      'consent_by as consentBy',
      'ai_consent_at as aiConsentAt',
      'ai_consent_by as aiConsentBy',
      'voice_consent_at as voiceConsentAt',
      'voice_consent_by as voiceConsentBy',
      'created_at as createdAt',
      'last_access as lastAccess',
    ])
    .where('id', '=', userId)
    .where('user_type', '=', 'user')
    .executeTakeFirst();
  if (!user) throw new HttpError(404, 'not_found', ADMIN_MESSAGES.userNotFound);
  const card = await db.selectFrom('login_cards').select('issued_at').where('user_id', '=', userId).executeTakeFirst();
  const stories = await db.selectFrom('stories').selectAll().where('author_id', '=', userId).orderBy('created_at').execute();
  const messages = await db
    .selectFrom('message_recipients')
    .innerJoin('messages', 'messages.id', 'message_recipients.message_id')
    .select(['messages.text', 'messages.created_at as createdAt', 'message_recipients.read_at as readAt'])
    .where('message_recipients.user_id', '=', userId)
    .orderBy('messages.created_at')
    .execute();
  // The child's voice, the audio itself included.
  const recordings = await db
    .selectFrom('recordings')
    .select(['story_id as storyId', 'page', 'mime', 'duration_ms as durationMs', 'created_at as createdAt', 'data'])
    .where('author_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    exportedAt: now.toISOString(),
    // Whether a login card is active, and since when (never its secret or code).
    profile: { ...user, loginCardIssuedAt: card?.issued_at ?? null },
    stories: stories.map((s) => ({
      id: s.id,
      title: s.title,
      content: s.content,
      status: s.status,
      mode: s.mode,
      language: s.language,
      category: s.category,
      answers: parseJson(s.answers),
      modeState: parseJson(s.mode_state),
      isPublic: s.is_public === 1,
      publishedAt: s.published_at,
      imageUrl: imageUrl(s.image_id),
      createdAt: s.created_at,
      updatedAt: s.updated_at,
    })),
    messages,
    recordings: recordings.map(({ data, ...r }) => ({ ...r, dataBase64: Buffer.from(data).toString('base64') })),
  };
}
