import type { Kysely } from 'kysely';
import { z } from 'zod';
import { parseJson } from '../../shared/json-depth';
import { withInitialsInAuthorsLine } from '../../shared/workshop/authors-line';
import { STORY_MESSAGES, type StoryDto } from '../../shared/schemas/story';
import type { Database, Story } from '../db/schema';
import { notFound } from '../http/errors';
import { canEditStory, canReadStory, type StoryCaller } from './story-access';
import { toStoryDto } from './story-dto';

/** Laboratorio: a child who took part in the workshop (and was not removed) reads the class story. */
async function tookPartIn(db: Kysely<Database>, userId: string, storyId: string): Promise<boolean> {
  const hit = await db
    .selectFrom('workshops')
    .innerJoin('workshop_participants', 'workshop_participants.workshop_id', 'workshops.id')
    .select('workshops.id')
    .where('workshops.story_id', '=', storyId)
    .where('workshop_participants.user_id', '=', userId)
    .where('workshop_participants.removed', '=', 0)
    .executeTakeFirst();
  return hit !== undefined;
}

/** One story for its author, the superuser, or anyone once published; otherwise 'Storia non trovata'. */
export async function getStory({ db, caller, id }: { db: Kysely<Database>; caller: StoryCaller | null; id: string }): Promise<StoryDto> {
  const row = await db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (!canReadStory(caller, row) && !(caller && (await tookPartIn(db, caller.id, row.id))))) throw notFound(STORY_MESSAGES.notFound);
  const dto = toStoryDto(row);
  // Published 'con le iniziali': readers other than the author and the superuser see the initials
  // (a child's in the signature, a class's children in the closing line).
  if (canEditStory(caller, row) || row.is_public !== 1 || !row.public_author) return dto;
  return { ...dto, authorName: row.public_author, content: publicContentOf(row) };
}

/** What the public reads of a published story: published 'con le iniziali', a class story's children by their initials. */
export function publicContentOf(row: Pick<Story, 'content' | 'mode_state' | 'public_initials'>): string {
  return row.public_initials === 1 ? withInitialsInAuthorsLine(row.content, classWriters(row.mode_state)) : row.content;
}

const classStoryState = z.object({ workshopId: z.string(), participants: z.array(z.string()) });

/** The children named at the end of a class story (none for any other story). */
function classWriters(modeState: string | null): string[] {
  const parsed = classStoryState.safeParse(parseJson(modeState));
  return parsed.success ? parsed.data.participants : [];
}
