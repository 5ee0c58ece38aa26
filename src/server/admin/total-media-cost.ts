import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Total spent on generated media in euro, summed by the database (spec 000 §2, §7). */
export async function totalMediaCost({ db }: { db: Kysely<Database> }): Promise<number> {
  const row = await db
    .selectFrom('media_generations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('cost'), eb.lit(0)).as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
