import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';

/**
 * The superuser records or withdraws one of the adult's separate consents for a profile, the AI
 * helpers' or the child's voice, at the adult's request: the date and who asked are kept.
 * Withdrawing the voice's keeps the recordings already made: the adult asks the superuser to
 * delete them, or the child does.
 */
export async function setSeparateConsent({
  db,
  userId,
  kind,
  consent,
  adultName,
  now = new Date(),
}: {
  db: Kysely<Database>;
  userId: string;
  kind: 'ai' | 'voice';
  consent: boolean;
  /** Who asked (the adult). */
  adultName: string;
  now?: Date;
}): Promise<{ at: string | null; by: string | null }> {
  const at = consent ? now.toISOString() : null;
  const by = consent ? adultName || "Superuser, su richiesta dell'adulto" : null;
  const values = kind === 'ai' ? { ai_consent_at: at, ai_consent_by: by } : { voice_consent_at: at, voice_consent_by: by };
  const result = await db.updateTable('users').set(values).where('id', '=', userId).where('user_type', '=', 'user').executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(ADMIN_MESSAGES.userNotFound);
  return { at, by };
}
