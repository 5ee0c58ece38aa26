import type { Kysely } from 'kysely';
import type { SessionResponse, SessionUser } from '../../shared/schemas/profile';
import type { Database } from '../db/schema';
import type { AuthUser } from '../http/access';

export async function countUnreadMessages(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('message_recipients')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The adult allowed this child to record her voice; never for the superuser. */
export async function hasVoiceConsent(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select(['voice_consent_at', 'user_type']).where('id', '=', userId).executeTakeFirst();
  return row !== undefined && row.user_type === 'user' && row.voice_consent_at != null;
}

export async function toSessionUser(db: Kysely<Database>, user: Pick<AuthUser, 'id' | 'name' | 'isSuperuser'>): Promise<SessionUser> {
  const [unreadMessages, voiceConsent] = await Promise.all([countUnreadMessages(db, user.id), user.isSuperuser ? false : hasVoiceConsent(db, user.id)]);
  return { id: user.id, name: user.name, isSuperuser: user.isSuperuser, unreadMessages, voiceConsent };
}

/** What GET /api/session answers for the request's user. */
export async function describeSession(db: Kysely<Database>, user: AuthUser | null): Promise<SessionResponse> {
  if (!user) return { user: null, pendingConsent: null };
  if (user.sessionKind === 'consent') return { user: null, pendingConsent: { id: user.id, name: user.name } };
  // A restricted 'password' session (no login gives one out) opens nothing: as logged out.
  if (user.sessionKind === 'password') return { user: null, pendingConsent: null };
  return { user: await toSessionUser(db, user), pendingConsent: null };
}
