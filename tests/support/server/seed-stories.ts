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
