import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_STYLE_PREFERENCE } from '../../shared/constants';
import { foldText } from '../../shared/fold-text';
import { AUTH_MESSAGES } from '../../shared/schemas/api-error';
import { profileNameKey, type CreateProfile } from '../../shared/schemas/profile';
import { isUniqueViolation } from '../db/db-errors';
import type { Database, User } from '../db/schema';
import { HttpError } from '../http/errors';
import { API_MESSAGES } from '../../shared/messages/api-messages';

export interface CreateProfileOptions {
  db: Kysely<Database>;
  input: CreateProfile;
  /** 'superuser' for 'Nuovo profilo' and the CSV import of /superuser-users. */
  enrolledBy?: 'superuser' | null;
  now?: Date;
}

/** A new child's row, waiting for consent. */
export function newProfileRow(input: CreateProfile, enrolledBy: 'superuser' | null, now: Date): User {
  return {
    id: randomUUID(),
    name: input.name,
    name_key: profileNameKey(input.name),
    name_fold: foldText(input.name),
    email: input.email,
    age: input.age,
    gender: input.gender,
    // The initial password is the name: nothing secret to hash (see checkProfilePassword).
    password_hash: '',
    password_is_initial: 1,
    user_type: 'user',
    style_preference: DEFAULT_STYLE_PREFERENCE,
    consent_at: null,
    consent_by: null,
    consent_recorded_by: null,
    ai_consent_at: null,
    ai_consent_by: null,
    voice_consent_at: null,
    voice_consent_by: null,
    created_at: now.toISOString(),
    last_access: null,
    enrolled_by: enrolledBy,
    group_id: null,
  };
}

/**
 * Creates a child profile. Its initial password is its name (spec 000 §2), so no hash is stored
 * until a personal password is chosen. Names and emails are unique case-insensitively.
 */
export async function createProfile({ db, input, enrolledBy = null, now = new Date() }: CreateProfileOptions): Promise<User> {
  const nameKey = profileNameKey(input.name);
  const clash = await db
    .selectFrom('users')
    .select(['name_key', 'email'])
    .where((eb) => eb.or([eb('name_key', '=', nameKey), ...(input.email ? [eb('email', '=', input.email)] : [])]))
    .executeTakeFirst();
  if (clash?.name_key === nameKey) throw new HttpError(409, 'name_taken', AUTH_MESSAGES.nameTaken, { fields: { name: AUTH_MESSAGES.nameTaken } });
  if (clash) throw new HttpError(409, 'email_taken', API_MESSAGES.profile.emailTaken, { fields: { email: API_MESSAGES.profile.emailTaken } });

  const user = newProfileRow(input, enrolledBy, now);
  try {
    await db.insertInto('users').values(user).execute();
  } catch (error) {
    // Two creations racing for one name: the unique index decides.
    if (isUniqueViolation(error)) throw new HttpError(409, 'name_taken', AUTH_MESSAGES.nameTaken, { fields: { name: AUTH_MESSAGES.nameTaken } });
    throw error;
  }
  return user;
}
