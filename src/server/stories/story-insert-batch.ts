import type { Kysely } from 'kysely';
import { offLoopCommitOf } from '../db/client';
import type { Database, Story } from '../db/schema';

interface Pending {
  row: Story;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Rows per INSERT: 16 columns × 200 rows stays far below SQLite's and PostgreSQL's parameter limits. */
const MAX_ROWS = 200;
const queues = new WeakMap<Kysely<Database>, Pending[]>();

/**
 * Inserts a new story, together with the other new stories saved in the same turn of the event
 * loop (issue 16: group commit). With `synchronous=FULL` every commit waits for the disk (a few
 * ms, on the only event loop); one multi-row INSERT commits a whole class's saves at once. Each
 * promise settles only after its row is committed, so a save is never acknowledged early. A
 * statement is atomic: if one row of a batch fails (two saves of the same new id), nothing of the
 * batch is written and each row is inserted on its own, so only that save sees its error.
 *
 * On SQLite the batch's fsync is also taken off the event loop (db/client.ts, OffLoopCommit):
 * the INSERT commits with `synchronous = NORMAL` (written to the WAL, not yet flushed), then the
 * WAL is fsynced on the thread pool and only then is any save of the batch answered. The other
 * requests run meanwhile, and the next batch forms, instead of waiting for the disk.
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

async function insertRows(db: Kysely<Database>, rows: Story[]): Promise<void> {
  const offLoop = offLoopCommitOf(db);
  if (!offLoop) {
    await db.insertInto('stories').values(rows).execute();
    return;
  }
  await offLoop.run(db, (connection) => connection.insertInto('stories').values(rows).execute());
  await offLoop.sync();
}

async function insertOne(db: Kysely<Database>, pending: Pending): Promise<void> {
  try {
    await insertRows(db, [pending.row]);
    pending.resolve();
  } catch (error) {
    pending.reject(error);
  }
}

async function flush(db: Kysely<Database>): Promise<void> {
  const queue = queues.get(db) ?? [];
  queues.delete(db);
  for (let i = 0; i < queue.length; i += MAX_ROWS) {
    const chunk = queue.slice(i, i + MAX_ROWS);
    if (chunk.length === 1) {
      await insertOne(db, chunk[0]!);
      continue;
    }
    try {
      await insertRows(
        db,
        chunk.map((p) => p.row),
      );
    } catch {
      for (const p of chunk) await insertOne(db, p);
      continue;
    }
    for (const p of chunk) p.resolve();
  }
}
