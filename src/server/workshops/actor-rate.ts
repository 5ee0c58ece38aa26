import type { Kysely } from 'kysely';
import { SOCKET_MESSAGES_PER_WINDOW, SOCKET_WINDOW_MS } from '../../shared/schemas/workshop';
import type { Database } from '../db/schema';
import { countHit } from '../limits/rate-counters';

/**
 * How many actions one person may send to one workshop per window, over all their sockets. Each
 * socket has its own count besides (hub.ts), which stops a flood before it reaches this one.
 * Answers true when this action is one too many.
 */
export type ActorRate = (workshopId: string, userId: string) => Promise<boolean>;

/** Counted in this process's memory: enough where the server is one process (SQLite always is). */
export function memoryActorRate(now: () => number = Date.now): ActorRate {
  const recent = new Map<string, number[]>();
  return async (workshopId, userId) => {
    const key = `${workshopId}:${userId}`;
    const at = now();
    const times = (recent.get(key) ?? []).filter((t) => at - t < SOCKET_WINDOW_MS);
    times.push(at);
    if (times.length === 1) {
      // Forget keys whose window has ended, so the map stays as small as the live workshops.
      for (const [k, list] of recent) if (list.every((t) => at - t >= SOCKET_WINDOW_MS)) recent.delete(k);
    }
    recent.set(key, times);
    return times.length > SOCKET_MESSAGES_PER_WINDOW;
  };
}

/** Counted in the database: one count for every app instance on one PostgreSQL. */
export function sharedActorRate(db: Kysely<Database>): ActorRate {
  return async (workshopId, userId) => {
    const hit = await countHit(db, { scope: `socket:${workshopId}`, subject: userId, windowMs: SOCKET_WINDOW_MS });
    return hit.count > SOCKET_MESSAGES_PER_WINDOW;
  };
}
