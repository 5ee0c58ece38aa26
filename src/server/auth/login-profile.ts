import type { Kysely } from 'kysely';
import { AUTH_MESSAGES } from '../../shared/schemas/api-error';
import type { Database, User } from '../db/schema';
import type { LoginClient } from './devices';
import { HttpError } from '../http/errors';
import { API_MESSAGES } from '../../shared/messages/api-messages';
import { countedAttempt } from './counted-attempt';
import { checkNoAccount, checkProfilePassword } from './password-checks';
import { getSiteSettings } from '../settings/site-settings';
import { normalizeProfilePassword } from './passwords';
import { unknownTarget } from './throttle';
import { findProfileByTypedName, type TypedNameMatch } from './find-profile-by-name';

export interface LoginProfileOptions {
  db: Kysely<Database>;
  input: { profileId?: string | undefined; name?: string | undefined; email?: string | undefined; password: string };
  client: LoginClient;
  now?: Date;
}

/** The profile chosen by id, typed by name (accents aside, see findProfileByTypedName) or by email. */
async function findProfile(db: Kysely<Database>, input: LoginProfileOptions['input']): Promise<TypedNameMatch> {
  if (input.profileId) {
    const user = await db.selectFrom('users').selectAll().where('user_type', '=', 'user').where('id', '=', input.profileId).executeTakeFirst();
    return { user, unknown: unknownTarget({ kind: 'id', value: input.profileId }) };
  }
  if (input.name?.trim()) return findProfileByTypedName(db, input.name);
  const email = (input.email ?? '').trim().toLowerCase();
  const user = await db.selectFrom('users').selectAll().where('user_type', '=', 'user').where('email', '=', email).executeTakeFirst();
  return { user, unknown: unknownTarget({ kind: 'email', value: email }) };
}

/**
 * Checks a child profile's password: by chosen profile, by name or by email, comparing
 * case-insensitively after trimming (spec 000 §5). A typed name may leave out its accents. The
 * superuser logs in through its own door.
 *
 * A name (email, id) that matches no profile goes through the very same steps, counters and
 * answers as a real one, with a dummy hash of the same cost: status, message, Retry-After and
 * time never tell which names exist.
 *
 * Counted before it is checked (auth/counted-attempt.ts), on the same counters as a card's words.
 */
export async function loginProfile({ db, input, client, now = new Date() }: LoginProfileOptions): Promise<User> {
  const match = await findProfile(db, input);
  const password = normalizeProfilePassword(input.password);
  // While personal passwords are required, the initial password (the name) opens nothing.
  const { requirePersonalPasswords } = await getSiteSettings(db);
  const user = await countedAttempt({
    db,
    ...match,
    client,
    now,
    check: (lane) =>
      match.user ? checkProfilePassword(password, match.user, { initialAllowed: !requirePersonalPasswords, lane }) : checkNoAccount(password, lane),
    wrong: new HttpError(401, 'wrong_password', AUTH_MESSAGES.wrongPassword, { title: API_MESSAGES.http.errorTitle }),
    waitMessage: AUTH_MESSAGES.wrongPasswordWait,
  });
  await db.updateTable('users').set({ last_access: now.toISOString() }).where('id', '=', user.id).execute();
  return user;
}
