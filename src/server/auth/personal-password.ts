import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { personalPasswordProblem, PASSWORD_MESSAGES } from '../../shared/schemas/profile';
import type { Database } from '../db/schema';
import { requireUser } from '../http/access';
import { badRequest, HttpError } from '../http/errors';
import { forgetTrustedDevices, loginClientOf } from './devices';
import { checkProfilePassword } from './password-checks';
import { forgetSessionsOfUser } from './recent-sessions';
import { hashPassword, normalizeProfilePassword } from './passwords';
import { CLIENT_POLICY, clearCounter, reserveAttempt, throttled } from './throttle';
import { API_MESSAGES } from '../../shared/messages/api-messages';

/** This browser stays logged in and trusted; every other session and device must log in again. */
export interface KeptBrowser {
  keepSessionId: string;
  keepDeviceToken: string | null;
}

/** The browser of a logged-in request, kept through its password change. */
export const keptBrowserOf = (request: FastifyRequest): KeptBrowser => ({
  keepSessionId: requireUser(request).sessionId,
  keepDeviceToken: loginClientOf(request).deviceToken,
});

/**
 * Stores a child's personal password (hashed, in the normalised form logins compare) and ends
 * her sessions and trusted devices, except the browser making the change.
 */
export async function setPersonalPassword(db: Kysely<Database>, userId: string, password: string, kept: KeptBrowser): Promise<void> {
  const hash = await hashPassword(normalizeProfilePassword(password));
  await db.updateTable('users').set({ password_hash: hash, password_is_initial: 0 }).where('id', '=', userId).where('user_type', '=', 'user').execute();
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', kept.keepSessionId).execute();
  forgetSessionsOfUser(db, userId);
  await forgetTrustedDevices(db, userId, kept.keepDeviceToken);
}

export interface ChangePasswordOptions extends KeptBrowser {
  db: Kysely<Database>;
  userId: string;
  current: string;
  password: string;
  now?: Date;
}

/** 'Cambia password' from the profile menu: the current password, then the new one. */
export async function changePassword({ db, userId, current, password, now = new Date(), ...kept }: ChangePasswordOptions): Promise<void> {
  const user = await db.selectFrom('users').select(['name', 'user_type', 'password_hash', 'password_is_initial']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new HttpError(404, 'not_found', API_MESSAGES.auth.profileNotFound);
  if (user.user_type !== 'user') throw new HttpError(403, 'superuser_password_elsewhere', API_MESSAGES.auth.superuserPasswordElsewhere);
  const problem = personalPasswordProblem(password, user.name);
  if (problem) throw badRequest(problem, { password: problem });
  // Guessing the current password from an open session is throttled like a login.
  const key = `change:${userId}`;
  const reservation = await reserveAttempt(db, key, userId, CLIENT_POLICY, now);
  if (!reservation.allowed) throw throttled(reservation.blockedUntil, now);
  // The open session already holds the profile: its initial password (the name) still counts here.
  if (!(await checkProfilePassword(normalizeProfilePassword(current), user, { initialAllowed: true }))) {
    throw new HttpError(400, 'wrong_password', PASSWORD_MESSAGES.currentWrong, { fields: { current: PASSWORD_MESSAGES.currentWrong } });
  }
  await clearCounter(db, key);
  await setPersonalPassword(db, userId, password, kept);
}
