import { isIP, isIPv4 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const NAME_THE_PROXY =
  "Name the proxy's address(es) or CIDR (a proxy on the same machine: TRUST_PROXY=127.0.0.1) or how many proxies stand in front of FantasMia (TRUST_PROXY=1).";

/**
 * Trusting every hop makes the leftmost X-Forwarded-For address, which the client writes itself,
 * the client's address: anyone could step around the login, save and lock limits, or lock the
 * teacher out in her name.
 */
export const TRUST_EVERY_HOP_REFUSED = `true is refused: it trusts every hop, so the leftmost X-Forwarded-For address, which the client writes itself, would count as the client's address and every per-address limit (logins, public saves, the superuser lock) could be dodged. ${NAME_THE_PROXY}`;

/** The proxy ranges proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, an address/prefix (CIDR), an IPv4 address/netmask, or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIPv4(range);
}

/** Unset or blank means "not set". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must start with postgres://'),
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
  /** Any OpenAI-compatible API (OpenAI, Ollama, LocalAI, vLLM): e.g. https://api.openai.com/v1. */
  AI_BASE_URL: optionalText.refine((v) => v === undefined || /^https?:\/\//.test(v), 'AI_BASE_URL must start with http:// or https://'),
  AI_API_KEY: optionalText,
  /** The AI service's name as families read it on the consent page ('OpenAI', 'il server della scuola'). */
  AI_PROVIDER_NAME: optionalText.refine((v) => v === undefined || v.length <= 80, 'AI_PROVIDER_NAME must be at most 80 characters'),
  AI_TEXT_MODEL: optionalText,
  AI_IMAGE_MODEL: optionalText,
  AI_IMAGE_SIZE: z
    .string()
    .regex(/^\d{2,5}x\d{2,5}$/, 'AI_IMAGE_SIZE must look like 1024x1024')
    .default('1024x1024'),
  /** What one image / one text call costs in euro (recorded in media_generations.cost). */
  AI_IMAGE_COST_EUR: z.coerce.number().min(0).max(1000).default(0),
  AI_TEXT_COST_EUR: z.coerce.number().min(0).max(1000).default(0),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Wait before the one retry after a 429 or 5xx (ms); a Retry-After up to 10 s wins. */
  AI_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  AI_MODERATION: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Text calls (improvements and poems) one profile may make per day. */
  AI_TEXT_CALLS_PER_DAY: z.coerce.number().int().min(0).max(100_000).default(20),
  /** Drawings the whole site may make per day. */
  AI_IMAGES_PER_DAY: z.coerce.number().int().min(0).max(100_000).default(50),
  /** PostgreSQL: longest wait for a connection before a request answers 503 (ms). */
  PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** PostgreSQL: connections in the pool (default: two per core, at least 4). */
  PG_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  /** PostgreSQL: longest statement (statement_timeout; idle-in-transaction gets twice this) (ms). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** SQLite: how long a save waits, without blocking, for another process's write lock before 503 (ms). */
  SQLITE_BUSY_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** At start, how long to wait for PostgreSQL to come up, retrying with back-off (ms). */
  DB_START_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  /**
   * Login (and profile creation) requests per client address per minute. Generous so that a class
   * behind one school router can log in together; guessing is stopped by the per-account throttle.
   */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /** Largest backup file a restore from the settings screen accepts (MB). */
  BACKUP_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(4096).default(200),
  /** Space all the children's voice recordings may take together (MB); default VOICE_LIMITS.siteBytesDefault (4 GiB). */
  VOICE_SITE_LIMIT_MB: z.coerce.number().int().min(1).max(1_048_576).default(4096),
  /** Public user (no profile): story saves per address per hour and per day. */
  PUBLIC_SAVES_PER_HOUR: z.coerce.number().int().min(1).default(60),
  PUBLIC_SAVES_PER_DAY: z.coerce.number().int().min(1).default(200),
  /** Public user's stories waiting for the superuser (not published), in total. */
  MODERATION_QUEUE_MAX: z.coerce.number().int().min(1).default(500),
  /** Largest public user's story: title, content, answers and mode state (bytes). */
  PUBLIC_STORY_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(128 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Behind a reverse proxy (TLS): unset/false/0 = off; a number trusts that many proxies in front
   * of the server, otherwise a comma list of the proxies' addresses/CIDRs. `true` is refused.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): false | number | string[] => {
      const t = (v ?? '').trim();
      if (t === '' || t.toLowerCase() === 'false' || /^0+$/.test(t)) return false;
      if (t.toLowerCase() === 'true') {
        ctx.addIssue({ code: 'custom', message: TRUST_EVERY_HOP_REFUSED });
        return z.NEVER;
      }
      if (/^\d+$/.test(t)) return Number(t);
      const list = t
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      const wrong = list.filter((a) => !isProxyAddress(a));
      if (wrong.length > 0) {
        ctx.addIssue({ code: 'custom', message: `${wrong.join(', ')}: not an IP address or CIDR. ${NAME_THE_PROXY}` });
        return z.NEVER;
      }
      return list;
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
