import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { checkContent } from '../../shared/content-check';
import { foldText } from '../../shared/fold-text';
import {
  JOIN_CODE_ALPHABET,
  JOIN_CODE_HOURS,
  JOIN_CODE_LENGTH,
  WORKSHOP_MESSAGES,
  type WorkshopCreate,
  type WorkshopMethod,
} from '../../shared/schemas/workshop';
import {
  DEFAULT_SIGNATURE,
  addParticipant,
  initialState,
  participantNames,
  savedStoryText,
  storySignature,
  type ApplyResult,
  type WorkshopState,
} from '../../shared/workshop/machine';
import { CSS_ALL_QUESTIONS, drawWordSeries, type WorkshopConfig } from '../../shared/workshop/steps';
import { randomCode } from '../auth/secrets';
import { isUniqueViolation } from '../db/db-errors';
import type { Database } from '../db/schema';
import { HttpError, badRequest, notFound } from '../http/errors';
import { API_MESSAGES } from '../../shared/messages/api-messages';

export interface LoadedWorkshop {
  id: string;
  ownerId: string;
  code: string;
  codeExpiresAt: string;
  restricted: boolean;
  version: number;
  storyId: string | null;
  state: WorkshopState;
}

/** A join code: 6 characters of 31 symbols (~8.9·10^8 codes). */
const newJoinCode = () => randomCode(JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH);
const codeExpiry = (now: Date) => new Date(now.getTime() + JOIN_CODE_HOURS * 3600_000).toISOString();

function toLoaded(row: Database['workshops']): LoadedWorkshop {
  return {
    id: row.id,
    ownerId: row.owner_id,
    code: row.code,
    codeExpiresAt: row.code_expires_at,
    restricted: row.restricted === 1,
    version: row.version,
    storyId: row.story_id,
    state: JSON.parse(row.state) as WorkshopState,
  };
}

export async function loadWorkshop(db: Kysely<Database>, id: string): Promise<LoadedWorkshop | null> {
  const row = await db.selectFrom('workshops').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toLoaded(row) : null;
}

export interface CreateWorkshopOptions {
  db: Kysely<Database>;
  ownerId: string;
  input: WorkshopCreate;
  now?: Date;
}

/** Creates a workshop (superuser): its steps, its optional group of children and a fresh join code. */
export async function createWorkshop({ db, ownerId, input, now = new Date() }: CreateWorkshopOptions): Promise<LoadedWorkshop> {
  const ids = [...new Set(input.participantIds)];
  const rows = ids.length
    ? await db.selectFrom('users').select(['id', 'name', 'consent_at']).where('id', 'in', ids).where('user_type', '=', 'user').execute()
    : [];
  if (rows.length !== ids.length) throw badRequest(API_MESSAGES.workshop.childrenGone);
  // A child whose family has not consented yet cannot take part: the setup shows why and where to fix it.
  const waiting = rows.filter((c) => c.consent_at === null).map((c) => c.name);
  if (waiting.length) throw new HttpError(400, 'consent_required', `${API_MESSAGES.workshop.consentMissing}: ${waiting.join(', ')}`);
  // Keep the teacher's order of the group: it is the order of the turns.
  const group = ids.flatMap((id) => rows.filter((c) => c.id === id).map((c) => ({ id: c.id, name: c.name })));

  const config: WorkshopConfig = { method: input.method, signature: input.signature ?? DEFAULT_SIGNATURE };
  if (input.method === 'CSS') {
    const question = input.cssQuestion ?? CSS_ALL_QUESTIONS[randomInt(CSS_ALL_QUESTIONS.length)];
    if (question && !checkContent(question).ok) throw badRequest(API_MESSAGES.workshop.questionHasCode);
    config.cssQuestion = question;
  }
  if (input.method === 'PAROLE_CHIAMANO' && input.word) {
    config.word = input.word;
    config.words = drawWordSeries(input.word);
    if (config.words.length === 0) throw badRequest(WORKSHOP_MESSAGES.wordInvalid);
  }
  const state = initialState(config, input.turnMode, group);
  const at = now.toISOString();
  for (let attempt = 0; ; attempt++) {
    const row: Database['workshops'] = {
      id: randomUUID(),
      owner_id: ownerId,
      code: newJoinCode(),
      code_expires_at: codeExpiry(now),
      method: input.method,
      turn_mode: input.turnMode,
      restricted: group.length > 0 ? 1 : 0,
      status: 'running',
      state: JSON.stringify(state),
      version: 0,
      story_id: null,
      created_at: at,
      updated_at: at,
    };
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('workshops').values(row).execute();
        if (group.length) {
          await trx
            .insertInto('workshop_participants')
            .values(group.map((c) => ({ workshop_id: row.id, user_id: c.id, name: c.name, invited: 1, joined_at: null, removed: 0 })))
            .execute();
        }
      });
      return toLoaded(row);
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error)) continue; // the code collided with a stored one
      throw error;
    }
  }
}

export interface CommitOptions {
  db: Kysely<Database>;
  id: string;
  actorId: string | null;
  type: string;
  payload?: unknown;
  /** The change: the machine's result on the latest stored state. */
  change: (workshop: LoadedWorkshop) => ApplyResult;
  /** Extra writes in the same transaction (e.g. a participant row). */
  alsoWrite?: (trx: Transaction<Database>, workshop: LoadedWorkshop) => Promise<void>;
  now?: Date;
}

export type CommitResult = { ok: true; workshop: LoadedWorkshop; changed: boolean } | { ok: false; code: string; message: string };

/**
 * Applies one change and stores it before anyone hears of it: the state row moves from version v
 * to v+1 only if nobody else moved it meanwhile (another instance, another tab); on a conflict
 * the change is recomputed on the fresh state. The event log gets one row per change. When the
 * change ends the workshop, the story is saved in the same transaction.
 */
export async function commitChange({ db, id, actorId, type, payload, change, alsoWrite, now = new Date() }: CommitOptions): Promise<CommitResult> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const current = await loadWorkshop(db, id);
    if (!current) throw notFound(WORKSHOP_MESSAGES.notFound);
    const result = change(current);
    if (!result.ok) return result;
    if (result.state === current.state) return { ok: true, workshop: current, changed: false };
    const at = now.toISOString();
    const next: LoadedWorkshop = { ...current, state: result.state, version: current.version + 1 };
    try {
      const stored = await db.transaction().execute(async (trx) => {
        const ended = result.state.status === 'ended' && current.state.status !== 'ended';
        let storyId = current.storyId;
        if (ended) {
          storyId = randomUUID();
          const names = participantNames(result.state);
          const title = result.state.title ?? 'La storia della classe';
          await trx
            .insertInto('stories')
            .values({
              id: storyId,
              title,
              title_fold: foldText(title),
              content: savedStoryText(result.state),
              status: 'completed',
              mode: result.state.config.method satisfies WorkshopMethod,
              language: 'italian',
              category: null,
              answers: JSON.stringify(result.state.paragraphs.map((p) => p.text)),
              mode_state: JSON.stringify({ workshopId: id, participants: names, turnMode: result.state.turnMode }),
              author_id: current.ownerId,
              // Signed by the group or the class; every child who took part is named in the closing line.
              author_name: storySignature(result.state),
              is_public: 0,
              published_at: null,
              image_id: null,
              created_at: at,
              updated_at: at,
            })
            .execute();
        }
        const updated = await trx
          .updateTable('workshops')
          .set({ state: JSON.stringify(result.state), version: next.version, status: result.state.status, story_id: storyId, updated_at: at })
          .where('id', '=', id)
          .where('version', '=', current.version)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return null;
        await trx
          .insertInto('workshop_events')
          .values({ workshop_id: id, version: next.version, actor_id: actorId, type, payload: JSON.stringify(payload ?? null), created_at: at })
          .execute();
        const removedNow = result.state.participants.filter((p) => p.removed && !current.state.participants.find((q) => q.id === p.id)?.removed);
        for (const p of removedNow) {
          await trx.updateTable('workshop_participants').set({ removed: 1 }).where('workshop_id', '=', id).where('user_id', '=', p.id).execute();
        }
        await alsoWrite?.(trx, next);
        return { ...next, storyId };
      });
      if (stored) return { ok: true, workshop: stored, changed: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error; // two instances wrote the same event version
    }
  }
  throw new HttpError(503, 'busy', API_MESSAGES.workshop.busy);
}

export interface JoinOptions {
  db: Kysely<Database>;
  user: { id: string; name: string; isSuperuser: boolean };
  code: string;
  now?: Date;
}

/** A child joins with the code from the board: checks the code, its expiry and the group. */
export async function joinWorkshop({ db, user, code, now = new Date() }: JoinOptions): Promise<{ id: string; changed: boolean }> {
  const row = await db
    .selectFrom('workshops')
    .select(['id', 'owner_id', 'code_expires_at', 'restricted', 'status'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row || row.status === 'ended') throw new HttpError(404, 'code_invalid', WORKSHOP_MESSAGES.codeInvalid);
  if (row.code_expires_at <= now.toISOString()) throw new HttpError(410, 'code_expired', WORKSHOP_MESSAGES.codeExpired);
  if (user.isSuperuser) {
    if (row.owner_id !== user.id) throw new HttpError(403, 'forbidden', WORKSHOP_MESSAGES.teacherOnly);
    return { id: row.id, changed: false };
  }
  const existing = await db.selectFrom('workshop_participants').selectAll().where('workshop_id', '=', row.id).where('user_id', '=', user.id).executeTakeFirst();
  if (existing?.removed === 1) throw new HttpError(403, 'removed', WORKSHOP_MESSAGES.removed);
  if (row.restricted === 1 && !existing) throw new HttpError(403, 'not_invited', WORKSHOP_MESSAGES.notInvited);
  const at = now.toISOString();
  const result = await commitChange({
    db,
    id: row.id,
    actorId: user.id,
    type: 'join',
    now,
    change: (w) => ({ ok: true, state: addParticipant(w.state, { id: user.id, name: user.name }) }),
    alsoWrite: async (trx) => {
      if (existing) return;
      await trx
        .insertInto('workshop_participants')
        .values({ workshop_id: row.id, user_id: user.id, name: user.name, invited: 0, joined_at: at, removed: 0 })
        .execute();
    },
  });
  if (!result.ok) throw new HttpError(409, result.code, result.message);
  if (existing && !existing.joined_at) {
    await db.updateTable('workshop_participants').set({ joined_at: at }).where('workshop_id', '=', row.id).where('user_id', '=', user.id).execute();
  }
  return { id: row.id, changed: result.changed };
}

/** A fresh code for the board (the old one stops working). */
export async function renewCode(db: Kysely<Database>, id: string, now = new Date()): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await db
        .updateTable('workshops')
        .set({ code: newJoinCode(), code_expires_at: codeExpiry(now), updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/** Who may see a workshop: its owner, or a child of it who was not removed. */
export async function roleIn(db: Kysely<Database>, workshop: LoadedWorkshop, user: { id: string; isSuperuser: boolean }): Promise<'teacher' | 'child' | null> {
  if (user.isSuperuser) return workshop.ownerId === user.id ? 'teacher' : null;
  const p = await db
    .selectFrom('workshop_participants')
    .select(['removed'])
    .where('workshop_id', '=', workshop.id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!p || p.removed === 1) return null;
  return workshop.state.participants.some((q) => q.id === user.id && !q.removed) ? 'child' : null;
}
