import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Total spent on generated media in euro, summed by the database (spec 000 §2, §7). The rows are
 * written by the AI helpers (ai/record-generation.ts: one per image, poem or improved text; the
 * cost of each from AI_IMAGE_COST_EUR / AI_TEXT_COST_EUR); with AI off nothing writes them and the cost
 * page polls a total of 0. Proved in ai/ai.test.ts ('… and costs are summed').
 */
export async function totalMediaCost({ db }: { db: Kysely<Database> }): Promise<number> {
  const row = await db
    .selectFrom('media_generations')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('cost'), eb.lit(0)).as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
