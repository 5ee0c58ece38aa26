import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { GROUP_MESSAGES, type Group } from '../../shared/schemas/admin';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

export function groupNameTaken(): HttpError {
  return new HttpError(409, 'group_name_taken', GROUP_MESSAGES.nameTaken, { fields: { name: GROUP_MESSAGES.nameTaken } });
}

/** A new group; its name is unique case-insensitively (409 otherwise). */
export async function createGroup({ db, name }: { db: Kysely<Database>; name: string }): Promise<Group> {
  const nameKey = name.toLowerCase();
  const clash = await db.selectFrom('groups').select('id').where('name_key', '=', nameKey).executeTakeFirst();
  if (clash) throw groupNameTaken();
  const group = { id: randomUUID(), name, name_key: nameKey, created_at: new Date().toISOString() };
  try {
    await db.insertInto('groups').values(group).execute();
  } catch (error) {
    if (/unique|duplicate/i.test(String(error))) throw groupNameTaken();
    throw error;
  }
  return { id: group.id, name, memberCount: 0, createdAt: group.created_at };
}
