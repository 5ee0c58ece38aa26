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
      'style_preference',
      'consent_at',
      'consent_by',
      'ai_consent_at',
      'ai_consent_by',
      'voice_consent_at',
      'voice_consent_by',
      'created_at',
      'last_access',
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
    .select(['messages.text', 'messages.created_at', 'message_recipients.read_at'])
    .where('message_recipients.user_id', '=', userId)
    .orderBy('messages.created_at')
    .execute();
  // The child's voice, the audio itself included.
  const recordings = await db
    .selectFrom('recordings')
    .select(['story_id', 'page', 'mime', 'duration_ms', 'created_at', 'data'])
    .where('author_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      age: user.age,
      gender: user.gender,
      stylePreference: user.style_preference,
      consentAt: user.consent_at,
      consentBy: user.consent_by,
      aiConsentAt: user.ai_consent_at,
      aiConsentBy: user.ai_consent_by,
      voiceConsentAt: user.voice_consent_at ?? null,
      voiceConsentBy: user.voice_consent_by ?? null,
      createdAt: user.created_at,
      lastAccess: user.last_access,
      // Whether a login card is active, and since when (never its secret or code).
      loginCardIssuedAt: card?.issued_at ?? null,
    },
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
    messages: messages.map((m) => ({ text: m.text, createdAt: m.created_at, readAt: m.read_at })),
    recordings: recordings.map((r) => ({
      storyId: r.story_id,
      page: r.page,
      mime: r.mime,
      durationMs: r.duration_ms,
      createdAt: r.created_at,
      dataBase64: Buffer.from(r.data).toString('base64'),
    })),
  };
}
