import { CompiledQuery, type Kysely } from 'kysely';
import { chunks } from '../db/chunks';
import type { Database, StoriesTable, Story } from '../db/schema';

/**
 * Holds P4 (POST /api/stories from 50 concurrent writers, docs/benchmarks.md): 0.20–0.30 × bare
 * Fastify with it, 0.06–0.08 × without (goal ≥ 0.25 ×).
 */

interface Pending {
  row: Story;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Rows per INSERT: 19 columns × 200 rows stays far below SQLite's and PostgreSQL's parameter limits. */
const MAX_ROWS = 200;
const queues = new WeakMap<Kysely<Database>, Pending[]>();

/**
 * Inserts a new story together with the other new stories saved in the same turn of the event
 * loop (group commit). A story row changes about a dozen pages (the table and its indexes), and
 * every commit writes each page it changed to SQLite's write-ahead log, then checkpoints them into
 * the database file, all on the only event loop; one multi-row INSERT writes the pages a class's
 * saves share once. Each promise settles only after its row is committed, so a save is never
 * acknowledged early. A statement is atomic: if one row of a batch fails (two saves of the same
 * new id), nothing of the batch is written and each row is inserted on its own, so only that save
 * sees its error.
 */
export function insertStoryBatched(db: Kysely<Database>, row: Story): Promise<void> {
  return new Promise((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = [];
      queues.set(db, queue);
      setImmediate(() => void flush(db));
    }
    queue.push({ row, resolve, reject });
  });
}

/** Every column of a story row, in the order of each row's parameters. */
const COLUMNS = [
  'id',
  'title',
  'title_fold',
  'content',
  'status',
  'mode',
  'language',
  'category',
  'answers',
  'mode_state',
  'author_id',
  'author_name',
  'is_public',
  'published_at',
  'image_id',
  'created_at',
  'updated_at',
  'reviewed_at',
  'public_author',
  'public_initials',
  'review_note',
  'voice_pages',
  'voice_link_secret',
] as const satisfies readonly (keyof Story)[];
// A column added to the table and not listed above fails the typecheck here.
const allColumns: [Exclude<keyof StoriesTable, (typeof COLUMNS)[number]>] extends [never] ? true : never = true;
void allColumns;

/** Columns that are NOT NULL with a default of 0: a row that leaves them out stores 0. */
const ZERO_BY_DEFAULT: ReadonlySet<(typeof COLUMNS)[number]> = new Set(['voice_pages', 'public_initials']);

const insertSql = new WeakMap<Kysely<Database>, Map<number, string>>();

/**
 * The INSERT of `rows`, its SQL built by Kysely once per row count and kept (compiling
 * a multi-row INSERT of 19 columns was 6 % of a save's time); only the parameters are new.
 */
function insertQuery(db: Kysely<Database>, rows: readonly Pending[]): CompiledQuery {
  let texts = insertSql.get(db);
  if (!texts) insertSql.set(db, (texts = new Map()));
  let text = texts.get(rows.length);
  if (text === undefined) {
    const template = Object.fromEntries(COLUMNS.map((c) => [c, null])) as unknown as Story;
    text = db
      .insertInto('stories')
      .values(rows.map(() => template))
      .compile().sql;
    texts.set(rows.length, text);
  }
  const parameters: unknown[] = [];
  for (const { row } of rows) for (const column of COLUMNS) parameters.push(row[column] ?? (ZERO_BY_DEFAULT.has(column) ? 0 : null));
  return CompiledQuery.raw(text, parameters);
}

async function insertOne(db: Kysely<Database>, pending: Pending): Promise<void> {
  try {
    await db.executeQuery(insertQuery(db, [pending]));
    pending.resolve();
  } catch (error) {
    pending.reject(error);
  }
}

async function flush(db: Kysely<Database>): Promise<void> {
  const queue = queues.get(db) ?? [];
  queues.delete(db);
  for (const chunk of chunks(queue, MAX_ROWS)) {
    try {
      await db.executeQuery(insertQuery(db, chunk));
      for (const p of chunk) p.resolve();
    } catch (error) {
      if (chunk.length === 1) chunk[0]?.reject(error);
      else for (const p of chunk) await insertOne(db, p);
    }
  }
}
