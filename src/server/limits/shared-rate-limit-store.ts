import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { countHit } from './rate-counters';

/** What @fastify/rate-limit passes to `child` for a route: its method and URL name the counter. */
const routeParamsSchema = z.object({
  routeInfo: z.object({ method: z.union([z.string(), z.array(z.string())]).optional(), url: z.string().optional() }).optional(),
});

function scopeOf(routeOptions: unknown): string {
  const parsed = routeParamsSchema.safeParse(routeOptions);
  const info = parsed.success ? parsed.data.routeInfo : undefined;
  if (!info?.url) return 'http';
  const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
  return `http:${method} ${info.url}`;
}

/**
 * A store for @fastify/rate-limit that keeps each route's counts in the database (table
 * `rate_counters`), so a per-route limit holds for all app instances on one PostgreSQL together.
 */
export function sharedRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly scope = 'http',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(db, { scope: this.scope, subject: key, windowMs: timeWindow }).then(
        ({ count, expiresAt }) => callback(null, { current: count, ttl: Math.max(0, Date.parse(expiresAt) - Date.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new SharedRateLimitStore({}, scopeOf(routeOptions));
    }
  }
  return SharedRateLimitStore;
}
