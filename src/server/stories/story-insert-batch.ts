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

interface Batches {
  /** Saves waiting for the next commit. */
  queue: Pending[];
  /** A commit (insert, then the disk) is in flight: new saves wait for it and go in the next one. */
  running: boolean;
  scheduled: boolean;
}
const batchesOf = new WeakMap<Kysely<Database>, Batches>();

/**
 * Inserts a new story, together with the other new stories saved meanwhile (issue 16: group
 * commit). With `synchronous=FULL` every commit waits for the disk (a few ms); one multi-row
 * INSERT commits a whole class's saves at once. One commit is in flight at a time: the saves that
 * arrive while it waits for the disk form the next batch, so the busier the server, the larger
 * (and the cheaper per row) each commit; a lone save still goes at the next turn of the event
 * loop. Each promise settles only after its row is committed, so a save is never acknowledged
 * early. A statement is atomic: if one row of a batch fails (two saves of the same new id),
 * nothing of the batch is written and each row is inserted on its own, so only that save sees
 * its error.
 *
 * On SQLite the batch's fsync is also taken off the event loop (db/client.ts, OffLoopCommit):
 * the INSERT commits with `synchronous = NORMAL` (written to the WAL, not yet flushed), then the
 * WAL is fsynced on the thread pool and only then is any save of the batch answered. The other
 * requests run meanwhile, and the next batch forms, instead of waiting for the disk.
 */
export function insertStoryBatched(db: Kysely<Database>, row: Story): Promise<void> {
  return new Promise((resolve, reject) => {
    let batches = batchesOf.get(db);
    if (!batches) batchesOf.set(db, (batches = { queue: [], running: false, scheduled: false }));
    batches.queue.push({ row, resolve, reject });
    if (!batches.running && !batches.scheduled) {
      batches.scheduled = true;
      const b = batches;
      setImmediate(() => void drain(db, b));
    }
  });
}

async function drain(db: Kysely<Database>, batches: Batches): Promise<void> {
  batches.scheduled = false;
  batches.running = true;
  try {
    while (batches.queue.length > 0) {
      const queue = batches.queue;
      batches.queue = [];
      await flush(db, queue);
    }
  } finally {
    batches.running = false;
  }
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

async function flush(db: Kysely<Database>, queue: Pending[]): Promise<void> {
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
