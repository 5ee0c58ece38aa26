import { sql, type Kysely } from 'kysely';
import { foldText } from '../../../shared/fold-text';
import type { DbKind } from '../database';

/** Rows read and rewritten per statement: two parameters each, under SQLite's oldest limit of 999. */
const BATCH = 400;

/**
 * Fills `fold` from `source` (foldText, in JavaScript: neither engine can drop accents the same
 * way on its own) for every row, in batches by id, each batch one UPDATE … FROM a list of values.
 */
async function fillFolds(db: Kysely<unknown>, table: 'users' | 'stories', source: 'name' | 'title', fold: 'name_fold' | 'title_fold'): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; text: string }>`
      select id, ${sql.ref(source)} as text from ${sql.table(table)} where id > ${after} order by id limit ${BATCH}`.execute(db);
    const last = rows.at(-1);
    if (!last) return;
    const values = sql.join(rows.map((r) => sql`(${r.id}, ${foldText(r.text)})`));
    await sql`
      with v(id, f) as (values ${values})
      update ${sql.table(table)} set ${sql.ref(fold)} = v.f from v where ${sql.table(table)}.id = v.id`.execute(db);
    after = last.id;
  }
}

/**
 * Accent- and case-free forms of profile names and story titles (shared/fold-text.ts), so 'zoe'
 * finds 'Zoë' and 'perche' finds 'Perché'. The application writes them with every name and title;
 * this fills them for the rows already there. B-tree indexes serve the typed login (equality)
 * and let a contains-search read a narrow index instead of the stories themselves; on PostgreSQL
 * a trigram index (pg_trgm), when the extension can be created, answers '%…%' directly.
 */
export function accentFoldingMigration(kind: DbKind) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('users')
        .addColumn('name_fold', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('stories')
        .addColumn('title_fold', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await fillFolds(db, 'users', 'name', 'name_fold');
      await fillFolds(db, 'stories', 'title', 'title_fold');
      await db.schema.createIndex('users_name_fold_idx').on('users').column('name_fold').execute();
      await db.schema.createIndex('stories_title_fold_idx').on('stories').columns(['title_fold', 'id']).execute();
      if (kind === 'postgres') await createTrigramIndexes(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const index of ['stories_title_fold_trgm_idx', 'users_name_fold_trgm_idx', 'stories_title_fold_idx', 'users_name_fold_idx']) {
        await db.schema.dropIndex(index).ifExists().execute();
      }
      await db.schema.alterTable('stories').dropColumn('title_fold').execute();
      await db.schema.alterTable('users').dropColumn('name_fold').execute();
    },
  };
}

/**
 * Trigram indexes for '%…%' searches. pg_trgm ships with PostgreSQL and is a trusted extension
 * (a database owner may create it), but a hosted server may still refuse: then the searches work
 * as they are, on the B-tree indexes. Inside the migration's transaction a refusal would abort
 * everything, so it is tried behind a savepoint.
 */
async function createTrigramIndexes(db: Kysely<unknown>): Promise<void> {
  await sql`savepoint fold_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index if not exists users_name_fold_trgm_idx on users using gin (name_fold gin_trgm_ops)`.execute(db);
    await sql`create index if not exists stories_title_fold_trgm_idx on stories using gin (title_fold gin_trgm_ops)`.execute(db);
    await sql`release savepoint fold_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint fold_trgm`.execute(db);
  }
}
