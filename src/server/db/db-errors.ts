/**
 * What a database error means for the person waiting, on both engines:
 * - locked: another process holds SQLite's write lock (SQLITE_BUSY/LOCKED) → retry, then 503
 * - unavailable: PostgreSQL unreachable, frozen, timed out, shutting down → 503
 * - full: the disk is full (SQLITE_FULL, PostgreSQL 53100) → 507
 * - read_only: the database file or disk became read-only → 503
 * - invalid_input: PostgreSQL refused a value (NUL byte, bad encoding, out of range) → 400
 * null: something else (a bug): 500.
 */
export type DbProblem = 'locked' | 'unavailable' | 'full' | 'read_only' | 'invalid_input' | 'error';

function field(error: unknown, key: string): string | undefined {
  if (typeof error !== 'object' || error === null || !(key in error)) return undefined;
  const value = (error as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const CONNECTION_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end|the database system is (starting up|shutting down|in recovery mode)/i;

export function classifyDbError(error: unknown): DbProblem | null {
  const code = field(error, 'code') ?? '';
  const message = field(error, 'message') ?? (error instanceof Error ? error.message : '');
  if (code.startsWith('SQLITE_')) {
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'locked';
    if (code === 'SQLITE_FULL' || (code === 'SQLITE_IOERR_WRITE' && /disk|full/i.test(message))) return 'full';
    if (code.startsWith('SQLITE_READONLY')) return 'read_only';
    if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN') || code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT'))
      return 'unavailable';
    return null;
  }
  if (CONNECTION_CODES.has(code)) return 'unavailable';
  if (/^[0-9A-Z]{5}$/.test(code)) {
    // PostgreSQL SQLSTATE
    if (code === '53100') return 'full';
    if (code === '25006') return 'read_only';
    if (code.startsWith('08') || code.startsWith('57') || code === '53300' || code === '53200' || code === '25P03' || code === '55P03' || code === '40P01') {
      return 'unavailable';
    }
    if (code.startsWith('22')) return 'invalid_input';
    return null;
  }
  if (CONNECTION_MESSAGES.test(message)) return 'unavailable';
  return null;
}

/** A unique-index violation on either engine (two writes racing for one name, title or code). */
export const isUniqueViolation = (error: unknown): boolean => /unique|duplicate/i.test(String(error));
