import type { Kysely } from 'kysely';
import { personalPasswordProblem, PASSWORD_MESSAGES } from '../../shared/schemas/profile';
import type { Database } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { getSiteSettings } from '../settings/site-settings';
import { hashPassword, normalizeProfilePassword } from './passwords';
import { API_MESSAGES } from '../../shared/messages/api-messages';

export interface GiveConsentOptions {
  db: Kysely<Database>;
  userId: string;
  adultName: string;
  /** The personal password the adult chose (required while the site requires one). */
  password?: string | undefined;
  /** The separate, optional consent to the AI helpers (law 132/2025 art. 4(4)). */
  aiConsent?: boolean | undefined;
  /** The separate, optional consent to recording the child's voice. */
  voiceConsent?: boolean | undefined;
  now?: Date;
}

/**
 * Records who accepted the terms for a profile and when (spec 000 §1), from the consent session
 * of the browser that created it. Only once: a profile that already has its consent answers 409
 * and nothing changes, its password included. With requirePersonalPasswords on, the adult also
 * sets the child's personal password here.
 */
export async function giveConsent({
  db,
  userId,
  adultName,
  password,
  aiConsent = false,
  voiceConsent = false,
  now = new Date(),
}: GiveConsentOptions): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'password_is_initial', 'consent_at', 'enrolled_by'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new HttpError(404, 'not_found', API_MESSAGES.auth.profileNotFound);
  if (user.consent_at !== null) throw new HttpError(409, 'consent_already_given', API_MESSAGES.auth.consentAlreadyGiven);
  // A profile the superuser enrolled gets its consent from the superuser or the family letter.
  if (user.enrolled_by === 'superuser') throw new HttpError(403, 'consent_pending', API_MESSAGES.auth.consentPendingEnrolled);
  let hash: string | undefined;
  if (password === undefined) {
    const { requirePersonalPasswords } = await getSiteSettings(db);
    if (requirePersonalPasswords && user.password_is_initial === 1) throw badRequest(PASSWORD_MESSAGES.required, { password: PASSWORD_MESSAGES.required });
  } else {
    const problem = personalPasswordProblem(password, user.name);
    if (problem) throw badRequest(problem, { password: problem });
    hash = await hashPassword(normalizeProfilePassword(password));
  }
  // Consent and password in one statement, only while the consent is missing: of two racing
  // calls only one records anything.
  const claimed = await db
    .updateTable('users')
    .set({
      consent_at: now.toISOString(),
      consent_by: adultName,
      consent_recorded_by: 'session',
      last_access: now.toISOString(),
      ...(aiConsent ? { ai_consent_at: now.toISOString(), ai_consent_by: adultName } : {}),
      ...(voiceConsent ? { voice_consent_at: now.toISOString(), voice_consent_by: adultName } : {}),
      ...(hash === undefined ? {} : { password_hash: hash, password_is_initial: 0 }),
    })
    .where('id', '=', userId)
    .where('user_type', '=', 'user')
    .where('consent_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(409, 'consent_already_given', API_MESSAGES.auth.consentAlreadyGiven);
}
