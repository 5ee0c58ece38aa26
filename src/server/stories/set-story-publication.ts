import type { Kysely } from 'kysely';
import { authorInitials } from '../../shared/schemas/archive';
import { STORY_MESSAGES, type StoryDto } from '../../shared/schemas/story';
import type { Database } from '../db/schema';
import { notFound } from '../http/errors';
import { moderationChange } from './moderation-change';
import { toStoryDto } from './story-dto';

export interface SetStoryPublicationOptions {
  db: Kysely<Database>;
  id: string;
  isPublic: boolean;
  /** 'initials': a child's story is signed with the child's initials; a class story names its children by their initials. */
  as?: 'name' | 'initials';
  now?: Date;
}

/**
 * Publishes a story for everyone or takes it back (the superuser's complete archive). The date of
 * the last change stays: publishing is not editing.
 */
export async function setStoryPublication({ db, id, isPublic, as = 'name', now = new Date() }: SetStoryPublicationOptions): Promise<StoryDto> {
  const story = await db
    .selectFrom('stories')
    .select((eb) => [
      'author_name',
      'author_id',
      eb.exists(eb.selectFrom('workshops').select('workshops.id').whereRef('workshops.story_id', '=', 'stories.id')).as('is_class_story'),
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow(() => notFound(STORY_MESSAGES.notFound));
  // A visitor's 'Anonimo' has no initials; the authorship itself (author_id, author_name) never changes.
  const withInitials = as === 'initials' && story.author_id !== null;
  // A class story keeps its group's or class's name: the initials go to the children named in its closing line.
  const isClassStory = Boolean(story.is_class_story);
  const publicAuthor = withInitials && !isClassStory ? authorInitials(story.author_name) : story.author_name;
  const nowIso = now.toISOString();
  const updated = await db
    .updateTable('stories')
    .set(
      isPublic
        ? { ...moderationChange({ kind: 'publish' }, nowIso), public_author: publicAuthor, public_initials: withInitials ? 1 : 0 }
        : { ...moderationChange({ kind: 'withdraw' }, nowIso), public_author: null, public_initials: 0 },
    )
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow(() => notFound(STORY_MESSAGES.notFound));
  return toStoryDto(updated);
}

/**
 * The teacher sends a story back to its author with a note ('Da rivedere'): out of the class's
 * stories, still in the author's archive, until the author saves it again.
 */
export async function sendBackStory({ db, id, note, now = new Date() }: { db: Kysely<Database>; id: string; note: string; now?: Date }): Promise<StoryDto> {
  const updated = await db
    .updateTable('stories')
    .set({ ...moderationChange({ kind: 'sendBack', note }, now.toISOString()), public_author: null, public_initials: 0 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow(() => notFound(STORY_MESSAGES.notFound));
  return toStoryDto(updated);
}
