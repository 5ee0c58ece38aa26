import type { Kysely } from 'kysely';
import type { AdminUser } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';

/** The profiles of /superuser-users with their story counts; never a password. */
export async function listUsers({ db }: { db: Kysely<Database> }): Promise<AdminUser[]> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.name',
      'users.email',
      'users.age',
      'users.password_is_initial',
      'users.created_at',
      'users.last_access',
      'users.consent_at',
      'users.consent_by',
      'users.consent_recorded_by',
      'users.ai_consent_at',
      'users.ai_consent_by',
      'users.group_id',
      eb.selectFrom('stories').select((e) => e.fn.countAll<number>().as('n')).whereRef('stories.author_id', '=', 'users.id').as('story_count'),
    ])
    .where('users.user_type', '=', 'user')
    .orderBy('users.name_key')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    shortId: r.id.slice(0, 8),
    email: r.email,
    age: r.age,
    passwordIsInitial: r.password_is_initial === 1,
    storyCount: Number(r.story_count ?? 0),
    createdAt: r.created_at,
    lastAccess: r.last_access,
    consentAt: r.consent_at,
    consentBy: r.consent_by,
    consentBySuperuser: r.consent_recorded_by === 'superuser',
    aiConsentAt: r.ai_consent_at,
    aiConsentBy: r.ai_consent_by,
    groupId: r.group_id ?? null,
  }));
}
