import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { foldText } from '../../../src/shared/fold-text';

export interface SeedStory {
  authorId: string | null;
  authorName: string;
  title?: string;
  mode?: string;
  isPublic?: boolean;
  category?: string | null;
  updatedAt?: string;
}

/** Inserts stories directly, in one statement per 200 rows, for tests that need many. */
export async function seedStories(db: Kysely<Database>, stories: SeedStory[]): Promise<string[]> {
  const base = Date.UTC(2026, 0, 1);
  const rows = stories.map((s, i) => {
    const at = s.updatedAt ?? new Date(base + i * 60_000).toISOString();
    const title = s.title ?? `Storia ${i + 1}`;
    return {
      id: randomUUID(),
      title,
      title_fold: foldText(title),
      content: `C'era una volta la storia numero ${i + 1}.`,
      status: 'completed' as const,
      mode: s.mode ?? 'GHOST',
      language: 'italian' as const,
      category: s.category ?? null,
      answers: '[]',
      mode_state: null,
      author_id: s.authorId,
      author_name: s.authorName,
      is_public: s.isPublic ? 1 : 0,
      published_at: s.isPublic ? at : null,
      image_id: null,
      created_at: at,
      updated_at: at,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('stories')
      .values(rows.slice(i, i + 200))
      .execute();
  return rows.map((r) => r.id);
}

/**
 * A class story as a Laboratorio workshop leaves it: an ended workshop owned by `ownerId` and the
 * story it saved, signed 'Classe 3ªB' and naming `participants` in its mode state. Only the
 * columns every schema since migration 020 has, so a test can insert it before later migrations.
 */
export async function insertClassStory(
  db: Kysely<Database>,
  {
    ownerId,
    content,
    participants,
    at = new Date().toISOString(),
    moderation = {},
  }: {
    ownerId: string;
    content: string;
    participants: string[];
    at?: string;
    /** The moderation columns, when the story is already published. */
    moderation?: { is_public?: 0 | 1; published_at?: string | null; reviewed_at?: string | null; public_author?: string | null };
  },
): Promise<string> {
  const story = randomUUID();
  const workshop = randomUUID();
  const title = 'La volpe della classe';
  await db
    .insertInto('stories')
    .values({
      id: story,
      title,
      title_fold: foldText(title),
      content,
      status: 'completed',
      mode: 'CAMPBELL',
      language: 'italian',
      category: null,
      answers: '[]',
      mode_state: JSON.stringify({ workshopId: workshop, participants, turnMode: 'turns' }),
      author_id: ownerId,
      author_name: 'Classe 3ªB',
      is_public: 0,
      published_at: null,
      image_id: null,
      created_at: at,
      updated_at: at,
      ...moderation,
    })
    .execute();
  await db
    .insertInto('workshops')
    .values({
      id: workshop,
      owner_id: ownerId,
      code: randomUUID().slice(0, 6).toUpperCase(),
      code_expires_at: at,
      method: 'CAMPBELL',
      turn_mode: 'turns',
      restricted: 0,
      status: 'ended',
      state: '{}',
      version: 1,
      story_id: story,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return story;
}
