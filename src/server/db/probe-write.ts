import type { Kysely } from 'kysely';
import { classifyDbError } from './db-errors';
import type { ProbeResult } from './database';
import type { Database } from './schema';

/** Writes the health probe's row; a write that takes longer than `timeoutMs` counts as unavailable. */
export async function probeWrite(db: Kysely<Database>, timeoutMs: number): Promise<ProbeResult> {
  const write = db
    .insertInto('health_probe')
    .values({ id: 1, checked_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ checked_at: (eb) => eb.ref('excluded.checked_at') }))
    .execute()
    .then((): ProbeResult => ({ ok: true }))
    .catch((error: unknown): ProbeResult => ({ ok: false, problem: classifyDbError(error) ?? 'error' }));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ProbeResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, problem: 'unavailable' }), timeoutMs);
  });
  try {
    return await Promise.race([write, late]);
  } finally {
    clearTimeout(timer);
  }
}
