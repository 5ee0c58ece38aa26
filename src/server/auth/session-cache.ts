import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { AuthUser } from '../http/access';

/**
 * A short-lived, in-process cache of resolved sessions, keyed by the token's hash (the
 * session lookup ran on every API request). Kept safe by three rules:
 * - every statement that writes the `sessions` or `users` table (logout, password change or
 *   reset, user deletion, an expired session removed, a restore, a rename…) empties the cache,
 *   before it runs and again after, whichever module sends it: this plugin sees every query the
 *   app's Kysely instance (and its transactions) sends;
 * - a lookup that was running while such a write happened is not stored (generation check);
 * - an entry lives `ttlMs` at most and its session's `expires_at` is checked on every hit, so a
 *   write by another process (the superuser CLI) or a commit that follows its statement late
 *   (PostgreSQL, another connection) is seen within `ttlMs`.
 */
export const SESSION_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES = 5_000;
const WATCHED_TABLES = new Set(['sessions', 'users']);
const WATCHED_IN_SQL = /\b(sessions|users)\b/i;

interface Entry {
  user: AuthUser;
  expiresAt: string;
  storedAt: number;
}

function tableNames(node: unknown, names: string[], depth = 0): void {
  if (!node || typeof node !== 'object' || depth > 8) return;
  const n = node as OperationNode & { table?: { identifier?: { name?: string } } };
  if (n.kind === 'TableNode' && typeof n.table?.identifier?.name === 'string') {
    names.push(n.table.identifier.name);
    return;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const v of value) tableNames(v, names, depth + 1);
    else if (value && typeof value === 'object') tableNames(value, names, depth + 1);
  }
}

/** True when the statement may change a session or a user (unknown statements count as yes). */
export function touchesSessions(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'SelectQueryNode':
      return false;
    case 'InsertQueryNode':
    case 'UpdateQueryNode':
    case 'DeleteQueryNode':
    case 'MergeQueryNode': {
      const target =
        node.kind === 'InsertQueryNode' ? node.into : node.kind === 'UpdateQueryNode' ? node.table : node.kind === 'DeleteQueryNode' ? node.from : node.into;
      const names: string[] = [];
      tableNames(target, names);
      return names.length === 0 || names.some((name) => WATCHED_TABLES.has(name));
    }
    case 'RawNode':
      return WATCHED_IN_SQL.test(node.sqlFragments.join(' '));
    default:
      return true; // schema changes and anything new: forget everything, it is rare
  }
}

export class SessionCache implements KyselyPlugin {
  private readonly entries = new Map<string, Entry>();
  private writes = 0;
  private readonly writeIds = new WeakSet<object>();

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  /** Bumped by every write to sessions or users: a lookup that saw it change must not be stored. */
  get generation(): number {
    return this.writes;
  }

  get(tokenHash: string, nowMs: number): Entry | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (nowMs - entry.storedAt >= this.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, user: AuthUser, expiresAt: string, generation: number, nowMs: number): void {
    if (generation !== this.writes) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { user: Object.freeze({ ...user }), expiresAt, storedAt: nowMs });
  }

  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  clear(): void {
    this.writes += 1;
    this.entries.clear();
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (touchesSessions(node)) {
      this.writeIds.add(queryId);
      this.clear();
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // Again once the write is done: a lookup that ran beside it (PostgreSQL) may have stored the old row.
    if (this.writeIds.delete(queryId)) this.clear();
    return result;
  }
}

const caches = new WeakMap<object, SessionCache>();

/** Attaches a cache to the app's Kysely instance (db/client.ts does it for every database it opens). */
export function registerSessionCache(db: object, cache: SessionCache): void {
  caches.set(db, cache);
}

export function sessionCacheOf(db: object): SessionCache | undefined {
  return caches.get(db);
}
