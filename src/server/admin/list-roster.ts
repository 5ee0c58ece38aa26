import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { NO_GROUP_FILTER, type RosterResponse, type rosterQuerySchema } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';
import { foldedContainsPattern } from '../../shared/fold-text';
import { toAdminUser, USER_SUMMARY_COLUMNS } from './user-summary';

/**
 * The roster of /superuser-users: child profiles searched by name, sorted and paged on
 * the server, with their story and published-story counts. Never a password.
 */
export async function listRoster({ db, query }: { db: Kysely<Database>; query: z.output<typeof rosterQuerySchema> }): Promise<RosterResponse> {
  let base = db.selectFrom('users').where('users.user_type', '=', 'user');
  // Accents, case and repeated spaces aside: 'zoe' finds 'Zoë', 'nicolo' finds 'Nicolò'.
  if (query.q !== '') base = base.where(sql<boolean>`users.name_fold like ${foldedContainsPattern(query.q)} escape '\\'`);
  if (query.group === NO_GROUP_FILTER) base = base.where('users.group_id', 'is', null);
  else if (query.group !== '') base = base.where('users.group_id', '=', query.group);

  const storyCount = sql<number>`(select count(*) from stories s where s.author_id = users.id)`;
  const publishedCount = sql<number>`(select count(*) from stories p where p.author_id = users.id and p.is_public = 1)`;
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  // Names in the order of their letters, accents aside ('Élodie' beside 'Elena', not after 'Zeno').
  // NULLs (no age, never logged in) always last, whatever the direction.
  const orderBy = {
    name: sql`users.name_fold ${dir}, users.name_key ${dir}`,
    age: sql`case when users.age is null then 1 else 0 end, users.age ${dir}, users.name_fold asc, users.name_key asc`,
    lastAccess: sql`case when users.last_access is null then 1 else 0 end, users.last_access ${dir}, users.name_fold asc, users.name_key asc`,
    stories: sql`${storyCount} ${dir}, users.name_fold asc, users.name_key asc`,
    created: sql`users.created_at ${dir}, users.name_fold asc, users.name_key asc`,
  }[query.sort];

  const [countRow, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .select([
        ...USER_SUMMARY_COLUMNS,
        storyCount.as('story_count'),
        publishedCount.as('published_count'),
        sql<string | null>`(select g.name from groups g where g.id = users.group_id)`.as('group_name'),
        sql<string | null>`(select c.issued_at from login_cards c where c.user_id = users.id)`.as('card_issued_at'),
      ])
      .orderBy(orderBy)
      .orderBy('users.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    total: Number(countRow?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    rows: rows.map((r) => ({
      ...toAdminUser(r),
      publishedCount: Number(r.published_count ?? 0),
      groupName: r.group_name ?? null,
      cardIssuedAt: r.card_issued_at ?? null,
    })),
  };
}
