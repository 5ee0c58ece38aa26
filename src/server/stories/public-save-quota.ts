import type { Kysely } from 'kysely';
import { PUBLIC_SAVE_MESSAGES } from '../../shared/schemas/public-save';
import type { StorySave } from '../../shared/schemas/story';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

export interface PublicSaveLimits {
  perHour: number;
  perDay: number;
  /** Stories of the public user not yet published (waiting for the superuser), in total. */
  queueMax: number;
  /** Bytes of title, content, answers and mode state of one story. */
  storyMaxBytes: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Addresses remembered at most; the oldest are forgotten first (bounded memory). */
const MAX_ADDRESSES = 20_000;

/** The bytes a public story takes, as stored. */
export function publicStoryBytes(input: StorySave): number {
  return (
    Buffer.byteLength(input.title) +
    Buffer.byteLength(input.content) +
    Buffer.byteLength(JSON.stringify(input.answers ?? [])) +
    Buffer.byteLength(input.modeState ? JSON.stringify(input.modeState) : '')
  );
}

export class PublicSaveRefused extends HttpError {
  constructor(
    status: number,
    code: string,
    message: string,
    /** Seconds until a new save may succeed, for Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(status, code, message);
  }
}

/**
 * Limits for the public user's (anonymous) story saves, so one visitor cannot fill the disk or
 * the superuser's moderation queue: per address per hour and per day, a cap on what waits for
 * moderation, and a size cap. Counted in memory (no addresses are stored in the database; a
 * restart starts the count again). Behind a proxy the address is the client's only with
 * TRUST_PROXY set.
 */
export class PublicSaveQuota {
  private readonly saves = new Map<string, number[]>();

  constructor(private readonly limits: PublicSaveLimits) {}

  /**
   * Checks a save and reserves its slot; call the returned function if the save then fails.
   * Throws 413 (too large), 429 (too many from this address) or 507 (moderation queue full).
   */
  async reserve(db: Kysely<Database>, address: string, input: StorySave, now = Date.now()): Promise<() => void> {
    if (publicStoryBytes(input) > this.limits.storyMaxBytes) throw new PublicSaveRefused(413, 'public_story_too_large', PUBLIC_SAVE_MESSAGES.tooLarge);
    this.checkRate(address, now);
    const waiting = await db
      .selectFrom('stories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('author_id', 'is', null)
      .where('is_public', '=', 0)
      .executeTakeFirstOrThrow();
    if (Number(waiting.n) >= this.limits.queueMax) throw new PublicSaveRefused(507, 'moderation_queue_full', PUBLIC_SAVE_MESSAGES.queueFull);
    // Checked again after the await: parallel saves from one address cannot slip past the limit.
    this.checkRate(address, now);
    const times = this.saves.get(address) ?? [];
    times.push(now);
    this.saves.delete(address); // re-inserted last: the map's order is least recently used first
    this.saves.set(address, times);
    this.forgetOldest();
    return () => {
      const list = this.saves.get(address);
      const i = list?.lastIndexOf(now) ?? -1;
      if (list && i >= 0) list.splice(i, 1);
    };
  }

  private checkRate(address: string, now: number): void {
    const times = (this.saves.get(address) ?? []).filter((t) => t > now - DAY_MS);
    this.saves.set(address, times);
    if (times.length >= this.limits.perDay) {
      throw new PublicSaveRefused(
        429,
        'public_save_limit',
        PUBLIC_SAVE_MESSAGES.dayLimit,
        Math.ceil((times[times.length - this.limits.perDay]! + DAY_MS - now) / 1000),
      );
    }
    const lastHour = times.filter((t) => t > now - HOUR_MS);
    if (lastHour.length >= this.limits.perHour) {
      throw new PublicSaveRefused(
        429,
        'public_save_limit',
        PUBLIC_SAVE_MESSAGES.hourLimit,
        Math.ceil((lastHour[lastHour.length - this.limits.perHour]! + HOUR_MS - now) / 1000),
      );
    }
  }

  private forgetOldest(): void {
    while (this.saves.size > MAX_ADDRESSES) {
      const oldest = this.saves.keys().next().value;
      if (oldest === undefined) break;
      this.saves.delete(oldest);
    }
  }
}
