import type { Kysely } from 'kysely';
import { AI_MESSAGES } from '../../shared/schemas/ai';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { AiProvider } from '../integrations/ai';

export interface AiCaller {
  id: string;
  isSuperuser: boolean;
}

export interface AiGuardOptions {
  db: Kysely<Database>;
  provider: AiProvider;
  caller: AiCaller;
  kind: 'text' | 'image';
  /** Text calls one profile may make per day; images the site may make per day. */
  limit: number;
  now?: Date;
}

/** Media types that count as text calls. */
export const TEXT_MEDIA_TYPES = ['text', 'poem'] as const;

/** Local midnight of `now`, as the ISO text the timestamps are compared with. */
export function startOfDay(now: Date): string {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.toISOString();
}

/** True when the adult gave the separate AI consent for this profile (the superuser needs none). */
export async function hasAiConsent(db: Kysely<Database>, caller: AiCaller): Promise<boolean> {
  if (caller.isSuperuser) return true;
  const row = await db.selectFrom('users').select('ai_consent_at').where('id', '=', caller.id).executeTakeFirst();
  return Boolean(row?.ai_consent_at);
}

/** Text calls this profile made today. */
export async function textCallsToday(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('media_generations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('media_type', 'in', [...TEXT_MEDIA_TYPES])
    .where('created_at', '>=', startOfDay(now))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Images the whole site made today. */
export async function imagesToday(db: Kysely<Database>, now: Date): Promise<number> {
  const row = await db
    .selectFrom('media_generations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('media_type', '=', 'image')
    .where('created_at', '>=', startOfDay(now))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Everything that must hold before a request may leave for the provider: AI configured, the
 * adult's AI consent (law 132/2025 art. 4(4)), the day's limit. Throws the refusal to show.
 */
export async function assertAiAllowed({ db, provider, caller, kind, limit, now = new Date() }: AiGuardOptions): Promise<void> {
  const enabled = kind === 'text' ? provider.textEnabled : provider.imagesEnabled;
  if (!enabled) throw new HttpError(403, 'ai_not_configured', kind === 'text' ? AI_MESSAGES.notConfigured : AI_MESSAGES.notConfiguredImages);
  if (!(await hasAiConsent(db, caller))) throw new HttpError(403, 'ai_consent_required', AI_MESSAGES.consentRequired, { title: AI_MESSAGES.consentTitle });
  if (kind === 'text') {
    if ((await textCallsToday(db, caller.id, now)) >= limit) throw new HttpError(429, 'ai_limit', AI_MESSAGES.textLimit(limit));
  } else if ((await imagesToday(db, now)) >= limit) {
    throw new HttpError(429, 'ai_limit', AI_MESSAGES.imageLimit(limit));
  }
}
