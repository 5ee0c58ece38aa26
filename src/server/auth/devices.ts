import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readCookie, setOwnCookie } from '../http/request-security';
import { newSecret } from './secrets';

/** The long-lived httpOnly cookie naming this browser; `__Host-` when it arrived over HTTPS. */
const DEVICE_COOKIE = 'fm_device';
const DEVICE_DAYS = 365;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(`device:${token}`).digest('hex');
}

/** Who is knocking: the address and, when the browser sent one, its device token. */
export interface LoginClient {
  address: string;
  deviceToken: string | null;
}

export function loginClientOf(request: FastifyRequest): LoginClient {
  const token = readCookie(request, DEVICE_COOKIE) ?? null;
  return { address: request.ip, deviceToken: token && TOKEN_PATTERN.test(token) ? token : null };
}

/** The device's hash when this browser is trusted by the account (it logged in here before). */
export async function trustedDeviceHash(db: Kysely<Database>, client: LoginClient, userId: string): Promise<string | null> {
  if (!client.deviceToken) return null;
  const hash = hashDeviceToken(client.deviceToken);
  const row = await db.selectFrom('trusted_devices').select('token_hash').where('token_hash', '=', hash).where('user_id', '=', userId).executeTakeFirst();
  return row ? hash : null;
}

/**
 * After a successful login: this browser becomes trusted by the account (only the token's hash is
 * stored) and keeps its cookie for a year. A browser shared by a class is trusted by each child
 * who logged in on it.
 */
export async function trustDevice(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, userId: string, now = new Date()): Promise<void> {
  const token = loginClientOf(request).deviceToken ?? newSecret();
  const nowIso = now.toISOString();
  await db
    .insertInto('trusted_devices')
    .values({ token_hash: hashDeviceToken(token), user_id: userId, created_at: nowIso, last_used_at: nowIso })
    .onConflict((oc) => oc.columns(['token_hash', 'user_id']).doUpdateSet({ last_used_at: nowIso }))
    .execute();
  setOwnCookie(reply, DEVICE_COOKIE, token, DEVICE_DAYS * 24 * 3600);
}

/** A new password: every browser must prove it again (except the one making the change). */
export async function forgetTrustedDevices(db: Kysely<Database>, userId: string, keepToken: string | null = null): Promise<void> {
  let query = db.deleteFrom('trusted_devices').where('user_id', '=', userId);
  if (keepToken) query = query.where('token_hash', '<>', hashDeviceToken(keepToken));
  await query.execute();
}
