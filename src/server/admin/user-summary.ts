import type { AdminUser } from '../../shared/schemas/admin';
import type { UsersTable } from '../db/schema';

/** The user columns every superuser list of profiles selects (never the password hash). */
export const USER_SUMMARY_COLUMNS = [
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
  'users.voice_consent_at',
  'users.voice_consent_by',
  'users.group_id',
] as const;

type Unprefixed<Column> = Column extends `users.${infer Name}` ? Name : never;
type SummaryRow = Pick<UsersTable, Unprefixed<(typeof USER_SUMMARY_COLUMNS)[number]>>;

/** A row with those columns (and its story count) as the API's `AdminUser`. */
export function toAdminUser(r: SummaryRow & { story_count: number | string | null }): AdminUser & { groupId: string | null } {
  return {
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
    voiceConsentAt: r.voice_consent_at ?? null,
    voiceConsentBy: r.voice_consent_by ?? null,
    groupId: r.group_id ?? null,
  };
}
