import type { Kysely } from 'kysely';
import { PUBLIC_SAVE_MESSAGES } from '../../shared/schemas/public-save';
import type { StorySave } from '../../shared/schemas/story';
import type { Database } from '../db/schema';
import type { Env } from '../env';
import { HttpError, ThrottledError } from '../http/errors';
import { secondsUntil } from '../auth/throttle';
import { giveBack, reserveSlot } from '../limits/rate-counters';

/** The limits of env.ts (each described there). */
type PublicSaveLimits = Pick<Env, 'PUBLIC_SAVES_PER_HOUR' | 'PUBLIC_SAVES_PER_DAY' | 'MODERATION_QUEUE_MAX' | 'PUBLIC_STORY_MAX_BYTES'>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The bytes a public story takes, as stored. */
function publicStoryBytes(input: StorySave): number {
  return (
    Buffer.byteLength(input.title) +
    Buffer.byteLength(input.content) +
    Buffer.byteLength(JSON.stringify(input.answers ?? [])) +
    Buffer.byteLength(input.modeState ? JSON.stringify(input.modeState) : '')
  );
}

/**
 * Limits for the public user's (anonymous) story saves, so one visitor cannot fill the disk or
 * the superuser's moderation queue: per address per hour and per day, a cap on what waits for
 * moderation, and a size cap. Counted in the database (limits/rate-counters.ts), so every app
 * instance on one PostgreSQL shares the count; the address is kept only as a hash, and only until
 * its window ends. A window starts at an address's first save. Behind a proxy the address is the
 * client's only with TRUST_PROXY set.
 */
export class PublicSaveQuota {
  constructor(private readonly limits: PublicSaveLimits) {}

  /**
   * Checks a save and reserves its slot; call the returned function if the save then fails.
   * Throws 413 (too large), 429 (too many from this address) or 507 (moderation queue full).
   */
  async reserve(db: Kysely<Database>, address: string, input: StorySave, now = Date.now()): Promise<() => Promise<void>> {
    if (publicStoryBytes(input) > this.limits.PUBLIC_STORY_MAX_BYTES) throw new HttpError(413, 'public_story_too_large', PUBLIC_SAVE_MESSAGES.tooLarge);
    const at = new Date(now);
    const day = await reserveSlot(db, { scope: 'public-save:day', subject: address, windowMs: DAY_MS, limit: this.limits.PUBLIC_SAVES_PER_DAY, now: at });
    if (!day.allowed) throw new ThrottledError(secondsUntil(day.expiresAt, at), 429, 'public_save_limit', PUBLIC_SAVE_MESSAGES.dayLimit);
    const hour = await reserveSlot(db, { scope: 'public-save:hour', subject: address, windowMs: HOUR_MS, limit: this.limits.PUBLIC_SAVES_PER_HOUR, now: at });
    if (!hour.allowed) {
      await giveBack(db, day);
      throw new ThrottledError(secondsUntil(hour.expiresAt, at), 429, 'public_save_limit', PUBLIC_SAVE_MESSAGES.hourLimit);
    }
    const release = async () => {
      await giveBack(db, hour);
      await giveBack(db, day);
    };
    const waiting = await db
      .selectFrom('stories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('author_id', 'is', null)
      .where('is_public', '=', 0)
      .executeTakeFirstOrThrow();
    if (Number(waiting.n) >= this.limits.MODERATION_QUEUE_MAX) {
      await release();
      throw new HttpError(507, 'moderation_queue_full', PUBLIC_SAVE_MESSAGES.queueFull);
    }
    return release;
  }
}
