import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must start with postgres://'),
  SUPERUSER_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v && v !== '' ? v : undefined))
    .refine((v) => v === undefined || v.length >= 6, 'SUPERUSER_PASSWORD must have at least 6 characters'),
  SUPPORT_EMAIL: z.email().default('supporto@fantasmia.it'),
  TRANSLATE_PROVIDER: z.enum(['google', 'libretranslate', 'none']).default('google'),
  TRANSLATE_URL: z.string().optional(),
  /** How long one request to the translation provider may take (ms). */
  TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  AI_BASE_URL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  AI_TEXT_MODEL: z.string().optional(),
  AI_IMAGE_MODEL: z.string().optional(),
  /** PostgreSQL: longest wait for a connection before a request answers 503 (ms). */
  PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** PostgreSQL: longest statement (statement_timeout; idle-in-transaction gets twice this) (ms). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** SQLite: how long a save waits, without blocking, for another process's write lock before 503 (ms). */
  SQLITE_BUSY_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** At start, how long to wait for PostgreSQL to come up, retrying with back-off (ms). */
  DB_START_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  /** Public user (no profile): story saves per address per hour and per day. */
  PUBLIC_SAVES_PER_HOUR: z.coerce.number().int().min(1).default(60),
  PUBLIC_SAVES_PER_DAY: z.coerce.number().int().min(1).default(200),
  /** Public user's stories waiting for the superuser (not published), in total. */
  MODERATION_QUEUE_MAX: z.coerce.number().int().min(1).default(500),
  /** Largest public user's story: title, content, answers and mode state (bytes). */
  PUBLIC_STORY_MAX_BYTES: z.coerce.number().int().min(1024).default(128 * 1024),
  /**
   * Login (and profile creation) requests per client address per minute. Generous so that a class
   * behind one school router can log in together; guessing is stopped by the per-account throttle.
   */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Behind a reverse proxy (TLS): unset/false = off; `true` trusts every hop, a number trusts that
   * many hops, otherwise a comma list of proxy addresses/CIDRs (Fastify's trustProxy).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | number | string[] => {
      const t = (v ?? '').trim();
      if (t === '' || t.toLowerCase() === 'false') return false;
      if (t.toLowerCase() === 'true') return true;
      if (/^\d+$/.test(t)) return Number(t);
      return t.split(',').map((a) => a.trim()).filter(Boolean);
    }),
  /** Where the built SPA lives; defaults to dist/client beside the server bundle. */
  CLIENT_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Reads and validates the settings of DESIGN.md's runtime contract. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid settings:\n${lines}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
