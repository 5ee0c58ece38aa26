import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newSecret } from './secrets';

/**
 * The stored form of a secret. A plain SHA-256 is enough: with 256 random bits nobody can find a
 * secret from its hash, and a login looks the card up by it (unique index) without a slow hash.
 */
export function hashCardSecret(secret: string): string {
  return createHash('sha256').update(`card:${secret}`).digest('hex');
}

const CODE_KEY_SETTING = 'login_card_code_key';

/**
 * The installation's key for the typed codes, created on first use and kept in `settings`.
 *
 * Why HMAC and not bcrypt: a code has about 31 bits, so no hash makes a stolen database safe for
 * long, while bcrypt at the spec's cost (~80 ms on the single hashing slot of a 2-core school
 * server) would take more than a minute to print a school's 1,000 cards and would keep the
 * children's logins waiting meanwhile. A keyed HMAC costs microseconds, a stolen hash is useless
 * without the key, the throttle bounds online guessing exactly as for passwords, and a card that
 * may have leaked is made useless by printing a new one ('Ristampa').
 */
export async function cardCodeKey(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('settings')
    .values({ key: CODE_KEY_SETTING, value: newSecret() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', CODE_KEY_SETTING).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

/** The stored form of a child's normalised code: bound to the child, so equal codes never match each other. */
export function hashCardCode(key: Buffer, userId: string, normalizedCode: string): string {
  return createHmac('sha256', key).update(`${userId}\n${normalizedCode}`).digest('hex');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
