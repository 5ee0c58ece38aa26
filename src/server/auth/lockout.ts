import { sql, type Kysely } from 'kysely';
import { LOCKOUT_MINUTES, MAX_LOGIN_ATTEMPTS } from '../../shared/constants';
import type { Database } from '../db/schema';

export type AttemptReservation = { allowed: true; attempt: number } | { allowed: false; lockedUntil: string | null };

/**
 * Takes one of the MAX_LOGIN_ATTEMPTS tries before the password is checked, in a single
 * conditional UPDATE, so parallel wrong attempts cannot get more than five tries between them.
 * An expired lock starts a fresh count.
 */
export async function reserveAttempt(db: Kysely<Database>, userId: string, now = new Date()): Promise<AttemptReservation> {
  const nowIso = now.toISOString();
  const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000).toISOString();
  await db.insertInto('login_attempts').values({ user_id: userId, attempts: 0, locked_until: null }).onConflict((oc) => oc.column('user_id').doNothing()).execute();

  const expired = sql<boolean>`(locked_until is not null and locked_until <= ${nowIso})`;
  const row = await db
    .updateTable('login_attempts')
    .set({
      attempts: sql`case when ${expired} then 1 else attempts + 1 end`,
      // The try that reaches the limit locks at once; a success later clears it.
      locked_until: sql`case when ${expired} then null when attempts + 1 >= ${MAX_LOGIN_ATTEMPTS} then ${lockUntil} else locked_until end`,
    })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('attempts', '<', MAX_LOGIN_ATTEMPTS), expired]))
    .returning(['attempts'])
    .executeTakeFirst();
  if (row) return { allowed: true, attempt: row.attempts };
  const current = await db.selectFrom('login_attempts').select('locked_until').where('user_id', '=', userId).executeTakeFirst();
  return { allowed: false, lockedUntil: current?.locked_until ?? null };
}

/** A successful login resets the count. */
export async function resetAttempts(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('login_attempts').set({ attempts: 0, locked_until: null }).where('user_id', '=', userId).execute();
}
