import type { Kysely } from 'kysely';
import { AI_MESSAGES } from '../../shared/schemas/ai';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { currentCount, giveBack, reserveSlot } from '../limits/rate-counters';
import type { AiProvider } from '../integrations/ai';
import type { StoryCaller } from '../stories/story-access';

type AiCaller = Pick<StoryCaller, 'id' | 'isSuperuser'>;

/** What every call to the provider receives from its route. */
export interface AiCallOptions<Input> {
  db: Kysely<Database>;
  provider: AiProvider;
  caller: StoryCaller;
  input: Input;
  cost: number;
  dailyLimit: number;
  signal?: AbortSignal;
}

interface AiGuardOptions {
  db: Kysely<Database>;
  provider: AiProvider;
  caller: AiCaller;
  kind: 'text' | 'image';
  /** Text calls one profile may make per day; images the site may make per day. */
  limit: number;
  now?: Date;
}

/** Media types that count as text calls. */
const TEXT_MEDIA_TYPES = ['text', 'poem'] as const;

/** Local midnight of `now`, as the ISO text the timestamps are compared with. */
function startOfDay(now: Date): string {
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

/** Generations made today: a profile's text calls, or (userId null) the whole site's images. */
async function madeToday(db: Kysely<Database>, userId: string | null, now: Date): Promise<number> {
  let query = db
    .selectFrom('media_generations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', startOfDay(now));
  if (userId === null) query = query.where('media_type', '=', 'image');
  else query = query.where('user_id', '=', userId).where('media_type', 'in', [...TEXT_MEDIA_TYPES]);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** Text calls this profile made or has under way today (the day's counter counts calls in flight too). */
export async function textCallsUsed(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  const [done, reserved] = await Promise.all([madeToday(db, userId, now), currentCount(db, `ai:text:${startOfDay(now)}`, userId, now)]);
  return Math.max(done, reserved);
}

/** Local midnight after `now`: when the day's AI counters end. */
function endOfDay(now: Date): Date {
  const d = new Date(now);
  d.setHours(24, 0, 0, 0);
  return d;
}

/**
 * Everything that must hold before a request may leave for the provider: AI configured, the
 * adult's AI consent (law 132/2025 art. 4(4)), and a slot under the day's limit, taken in the
 * database in one conditional upsert before the provider is called, so parallel requests (on any
 * instance) cannot pass the limit together. Throws the refusal to show.
 *
 * A call that fails gives its slot back: the limit counts the answers a child received (as
 * `media_generations` records them, and as 'textCallsLeft' shows them), a provider that is down
 * must not use up a child's day, and the routes' per-minute limit bounds how fast failures repeat.
 */
export async function reserveAiCall({ db, provider, caller, kind, limit, now = new Date() }: AiGuardOptions): Promise<{ giveBack: () => Promise<void> }> {
  const enabled = kind === 'text' ? provider.textEnabled : provider.imagesEnabled;
  if (!enabled) throw new HttpError(403, 'ai_not_configured', kind === 'text' ? AI_MESSAGES.notConfigured : AI_MESSAGES.notConfiguredImages);
  if (!(await hasAiConsent(db, caller))) throw new HttpError(403, 'ai_consent_required', AI_MESSAGES.consentRequired, { title: AI_MESSAGES.consentTitle });
  const day = startOfDay(now);
  const reserved = await reserveSlot(db, {
    // Text calls are counted per profile, images for the whole site; the day is in the key.
    scope: `ai:${kind}:${day}`,
    subject: kind === 'text' ? caller.id : 'site',
    windowMs: endOfDay(now).getTime() - now.getTime(),
    limit,
    now,
    seed: () => madeToday(db, kind === 'text' ? caller.id : null, now),
  });
  if (!reserved.allowed) throw new HttpError(429, 'ai_limit', kind === 'text' ? AI_MESSAGES.textLimit(limit) : AI_MESSAGES.imageLimit(limit));
  // Giving back is best effort: the failure being reported matters more than a slot lost.
  return { giveBack: () => giveBack(db, reserved).catch(() => undefined) };
}
