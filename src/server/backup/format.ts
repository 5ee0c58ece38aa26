import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { z } from 'zod';
import { BACKUP_TABLES, type BackupTable } from '../db/backup-tables';
import { HttpError } from '../http/errors';
import { API_MESSAGES } from '../../shared/messages/api-messages';

/**
 * The backup file: gzip of JSON lines.
 *   line 1        header  {"format":"fantasmia-backup","formatVersion":1,"migration":…,"createdAt":…,"engine":…}
 *   lines 2…n-1   rows    {"t":"users","r":{column: value, …}}   (binary values as {"$base64":"…"})
 *   last line     trailer {"end":true,"rows":N,"sha256":"…"}     (sha256 of every byte before it)
 */
export const BACKUP_FORMAT = 'fantasmia-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** A decompressed backup larger than this is refused (protects the server's memory). */
const MAX_DECOMPRESSED_BYTES = 1024 * 1024 * 1024;

export const BACKUP_MESSAGES = API_MESSAGES.backup;

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  migration: z.string(),
  createdAt: z.string(),
  engine: z.enum(['sqlite', 'postgres']),
});
export type BackupHeader = z.infer<typeof headerSchema>;

const trailerSchema = z.object({ end: z.literal(true), rows: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

/** A column value as stored: text, number, null or bytes. */
export type CellValue = string | number | null | Buffer;
export type Row = Record<string, CellValue>;
export type BackupTables = Record<BackupTable, Row[]>;

export interface BackupDocument {
  header: BackupHeader;
  tables: BackupTables;
}

const base64Cell = z.object({ $base64: z.string() }).strict();
const cellSchema = z.union([z.string(), z.number(), z.null(), base64Cell]);
const rowLineSchema = z.object({ t: z.string(), r: z.record(z.string(), cellSchema) }).strict();

function encodeCell(value: unknown): unknown {
  if (value instanceof Uint8Array) return { $base64: Buffer.from(value).toString('base64') };
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

export function emptyTables(): BackupTables {
  return Object.fromEntries(BACKUP_TABLES.map((t) => [t, [] as Row[]])) as unknown as BackupTables;
}

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/** Writes the document as gzip-compressed JSON lines with its checksum, compressed off the main thread (a school's backup can be tens of MB). */
export async function encodeBackup(header: BackupHeader, tables: Record<string, Record<string, unknown>[]>): Promise<Buffer> {
  const hash = createHash('sha256');
  const parts: Buffer[] = [];
  let rows = 0;
  const push = (line: string) => {
    const bytes = Buffer.from(`${line}\n`, 'utf8');
    hash.update(bytes);
    parts.push(bytes);
  };
  push(JSON.stringify(header));
  for (const table of BACKUP_TABLES) {
    for (const row of tables[table] ?? []) {
      push(JSON.stringify({ t: table, r: Object.fromEntries(Object.entries(row).map(([column, value]) => [column, encodeCell(value)])) }));
      rows += 1;
    }
  }
  parts.push(Buffer.from(`${JSON.stringify({ end: true, rows, sha256: hash.digest('hex') })}\n`, 'utf8'));
  return gzip(Buffer.concat(parts));
}

const notBackup = () => new HttpError(400, 'not_a_backup', BACKUP_MESSAGES.notBackup);
const damaged = () => new HttpError(400, 'backup_damaged', BACKUP_MESSAGES.damaged);
const newer = () => new HttpError(400, 'backup_too_new', BACKUP_MESSAGES.newer);

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/**
 * Reads a backup file and checks it completely (format, version, checksum, every row) before
 * anything is written. `knownMigrations` are the migrations this version of FantasMia has.
 */
export async function decodeBackup(file: Buffer, knownMigrations: readonly string[]): Promise<BackupDocument> {
  if (!isGzip(file)) throw notBackup();
  let text: string;
  try {
    text = (await gunzip(file, { maxOutputLength: MAX_DECOMPRESSED_BYTES })).toString('utf8');
  } catch {
    throw damaged();
  }
  return parseBackupText(text, knownMigrations);
}

function isGzip(file: Buffer): boolean {
  return file.length >= 2 && file[0] === 0x1f && file[1] === 0x8b;
}

function parseBackupText(text: string, knownMigrations: readonly string[]): BackupDocument {
  const firstLine = parseJson(text.split('\n', 1)[0] ?? '');
  const header = headerSchema.safeParse(firstLine);
  if (!header.success) throw (firstLine as { format?: unknown } | undefined)?.format === BACKUP_FORMAT ? damaged() : notBackup();
  if (header.data.formatVersion > BACKUP_FORMAT_VERSION) throw newer();
  if (!knownMigrations.includes(header.data.migration)) throw newer();

  // The trailer is the last non-empty line; its checksum covers every byte before it.
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  const lastBreak = body.lastIndexOf('\n');
  if (lastBreak === -1) throw damaged();
  const trailer = trailerSchema.safeParse(parseJson(body.slice(lastBreak + 1)));
  if (!trailer.success) throw damaged();
  const covered = text.slice(0, lastBreak + 1);
  if (createHash('sha256').update(covered, 'utf8').digest('hex') !== trailer.data.sha256) throw damaged();

  const tables = emptyTables();
  const known = new Set<string>(BACKUP_TABLES);
  const lines = covered.split('\n').slice(1, -1);
  if (lines.length !== trailer.data.rows) throw damaged();
  for (const line of lines) {
    const parsed = rowLineSchema.safeParse(parseJson(line));
    if (!parsed.success || !known.has(parsed.data.t)) throw damaged();
    const cells = Object.entries(parsed.data.r).map(([column, value]) => [
      column,
      value !== null && typeof value === 'object' ? Buffer.from(value.$base64, 'base64') : value,
    ]);
    tables[parsed.data.t as BackupTable].push(Object.fromEntries(cells) as Row);
  }
  return { header: header.data, tables };
}
