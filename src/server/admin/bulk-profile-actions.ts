import type { Kysely } from 'kysely';
import { ADMIN_MESSAGES, BULK_PASSWORDS_MAX, bulkDeleteConfirmed, type NewPasswords, type SelectionPreview } from '../../shared/schemas/admin';
import type { ProfileSelection } from '../../shared/schemas/profile-selection';
import { chunks } from '../db/chunks';
import type { Database } from '../db/schema';
import { forgetSessionsOfUser } from '../auth/recent-sessions';
import { newCardCode } from '../auth/card-words';
import { HttpError } from '../http/errors';
import { deleteUsersIn } from './delete-user';
import { requireGroup } from './groups';
import { resetUserPasswords } from './reset-user-password';
import { resolveProfileSelection } from './resolve-profile-selection';

/** How many names a preview lists; the count says the rest. */
const PREVIEW_NAMES = 10;

/** How many children a selection names now, and the first few names (for a confirmation). */
export async function previewSelection(db: Kysely<Database>, selection: ProfileSelection): Promise<SelectionPreview> {
  const profiles = await resolveProfileSelection(db, selection);
  return { count: profiles.length, names: profiles.slice(0, PREVIEW_NAMES).map((p) => p.name) };
}

/** 'Sposta nel gruppo' for a selection: every selected child goes to the group (or to none), in one transaction. */
export async function moveSelectionToGroup({
  db,
  selection,
  groupId,
}: {
  db: Kysely<Database>;
  selection: ProfileSelection;
  groupId: string | null;
}): Promise<{ count: number }> {
  return db.transaction().execute(async (trx) => {
    await requireGroup(trx, groupId);
    const ids = (await resolveProfileSelection(trx, selection)).map((p) => p.id);
    if (ids.length === 0) throw new HttpError(404, 'user_not_found', ADMIN_MESSAGES.bulkNoneSelected);
    for (const part of chunks(ids, 500))
      await trx.updateTable('users').set({ group_id: groupId }).where('id', 'in', part).where('user_type', '=', 'user').execute();
    return { count: ids.length };
  });
}

/**
 * 'Elimina' for a selection: the children and everything of theirs go in one transaction, only
 * when the typed confirmation is their number (as resolved now) or ELIMINA.
 */
export async function deleteSelection({
  db,
  selection,
  confirm,
}: {
  db: Kysely<Database>;
  selection: ProfileSelection;
  confirm: string;
}): Promise<{ count: number }> {
  const ids = await db.transaction().execute(async (trx) => {
    const found = (await resolveProfileSelection(trx, selection)).map((p) => p.id);
    if (found.length === 0) throw new HttpError(404, 'user_not_found', ADMIN_MESSAGES.bulkNoneSelected);
    if (!bulkDeleteConfirmed(confirm, found.length)) throw new HttpError(400, 'confirm_mismatch', ADMIN_MESSAGES.bulkDeleteConfirmWrong);
    await deleteUsersIn(trx, found);
    return found;
  });
  for (const id of ids) forgetSessionsOfUser(db, id);
  return { count: ids.length };
}

/**
 * 'Nuove password' for a selection: each child gets three easy words and a number ('gatto rosso
 * luna 427'), like the words of a login card, stored as with the single reset. The passwords are
 * answered once, to print.
 */
export async function resetSelectionPasswords({ db, selection }: { db: Kysely<Database>; selection: ProfileSelection }): Promise<NewPasswords> {
  const profiles = await resolveProfileSelection(db, selection);
  if (profiles.length === 0) throw new HttpError(404, 'user_not_found', ADMIN_MESSAGES.bulkNoneSelected);
  if (profiles.length > BULK_PASSWORDS_MAX) throw new HttpError(400, 'too_many', ADMIN_MESSAGES.bulkPasswordsTooMany);
  const passwords = profiles.map((p) => ({ id: p.id, name: p.name, password: newCardCode().replaceAll('-', ' ') }));
  await resetUserPasswords(db, passwords);
  return { passwords };
}
