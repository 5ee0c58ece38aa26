import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { BACKUP_TABLES } from '../../../src/server/db/backup-tables';
import type { Database } from '../../../src/server/db/schema';
import { foldText } from '../../../src/shared/fold-text';

/**
 * Fills every backed-up table with a few rows that exercise each column type (text with accents
 * and emoji, integers, doubles, nulls, binary image data), as a school's installation would be.
 */
export async function seedInstallation(db: Kysely<Database>, options: { imageBytes?: number } = {}): Promise<{ childId: string; storyTitle: string }> {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 8, minute, 0)).toISOString();
  const childId = randomUUID();
  const secondId = randomUUID();
  const superuser = await db.selectFrom('users').select('id').where('user_type', '=', 'superuser').executeTakeFirst();
  await db
    .insertInto('users')
    .values([
      {
        id: childId,
        name: 'Giulia Rossi',
        name_key: 'giulia rossi',
        name_fold: 'giulia rossi',
        email: null,
        age: 9,
        gender: 'F',
        password_hash: '$2b$10$abcdefghijklmnopqrstuuJq9hQ0b0q1xDk3o1vZ4nKmz3Yc5bQ6e',
        password_is_initial: 0,
        user_type: 'user',
        style_preference: 'default',
        consent_at: at(1),
        consent_by: 'Maestra Lucia',
        created_at: at(1),
        last_access: at(5),
      },
      {
        id: secondId,
        name: 'Luca Bianchi',
        name_key: 'luca bianchi',
        name_fold: 'luca bianchi',
        email: 'luca@example.org',
        age: 11,
        gender: '',
        password_hash: '$2b$10$zyxwvutsrqponmlkjihgfuJq9hQ0b0q1xDk3o1vZ4nKmz3Yc5bQ6e',
        password_is_initial: 1,
        user_type: 'user',
        style_preference: 'default',
        consent_at: null,
        consent_by: null,
        created_at: at(2),
        last_access: null,
      },
    ])
    .execute();
  const imageId = randomUUID();
  const data = options.imageBytes ? randomBytes(options.imageBytes) : Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10]);
  await db
    .insertInto('images')
    .values({ id: imageId, mime: 'image/png', data, size: data.length, created_at: at(3) })
    .execute();
  const storyId = randomUUID();
  const storyTitle = 'Il drago gentile di Ça va 🐉';
  await db
    .insertInto('stories')
    .values([
      {
        id: storyId,
        title: storyTitle,
        title_fold: foldText(storyTitle),
        content: "C'era una volta un drago.\nViveva sulle montagne «innevate».",
        status: 'completed',
        mode: 'propp',
        language: 'italian',
        category: 'Fiabe',
        answers: '["uno","due"]',
        mode_state: '{"cluster":3}',
        author_id: childId,
        author_name: 'Giulia Rossi',
        is_public: 1,
        published_at: at(4),
        image_id: imageId,
        created_at: at(4),
        updated_at: at(6),
      },
      {
        id: randomUUID(),
        title: 'Bozza',
        title_fold: 'bozza',
        content: 'A metà…',
        status: 'suspended',
        mode: 'ghost',
        language: 'english',
        category: null,
        answers: '[]',
        mode_state: null,
        author_id: secondId,
        author_name: 'Luca Bianchi',
        is_public: 0,
        published_at: null,
        image_id: null,
        created_at: at(7),
        updated_at: at(7),
      },
    ])
    .execute();
  await db
    .insertInto('reading_stories')
    .values({
      id: randomUUID(),
      title: 'La volpe',
      title_key: 'la volpe',
      content: 'Una volpe furba.',
      author: null,
      image_id: imageId,
      created_at: at(8),
      updated_at: at(8),
    })
    .execute();
  await db
    .insertInto('science_stories')
    .values({ id: randomUUID(), title: 'Il Sole', content: 'Il Sole è una stella.', author: 'superuser', image_id: null, created_at: at(9), updated_at: at(9) })
    .execute();
  const messageId = randomUUID();
  await db
    .insertInto('messages')
    .values({ id: messageId, sender_id: superuser?.id ?? null, text: 'Bravi tutti!', to_all: 1, created_at: at(10) })
    .execute();
  await db
    .insertInto('message_recipients')
    .values([
      { message_id: messageId, user_id: childId, read_at: at(11) },
      { message_id: messageId, user_id: secondId, read_at: null },
    ])
    .execute();
  await db
    .insertInto('media_generations')
    .values([
      {
        id: randomUUID(),
        story_id: storyId,
        user_id: childId,
        media_type: 'image',
        media_url: `/api/images/${imageId}`,
        media_style: 'acquerello',
        cost: 0.04,
        created_at: at(12),
      },
      {
        id: randomUUID(),
        story_id: null,
        user_id: null,
        media_type: 'image',
        media_url: 'https://example.org/x.png',
        media_style: null,
        cost: 0.125,
        created_at: at(13),
      },
    ])
    .execute();
  await db.insertInto('settings').values({ key: 'payment_mode', value: 'scuola' }).execute();
  await db
    .insertInto('reading_settings')
    .values({ user_id: childId, settings: '{"font":"opendyslexic","uppercase":true}', updated_at: at(14) })
    .execute();
  return { childId, storyTitle };
}

/** Every backed-up table's rows, sorted, with bytes as base64: equal dumps mean equal content. */
export async function dumpTables(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of BACKUP_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    out[table] = rows
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(
            Object.keys(row)
              .sort()
              .map((k) => [k, row[k] instanceof Uint8Array ? `base64:${Buffer.from(row[k]).toString('base64')}` : row[k]]),
          ),
        ),
      )
      .sort();
  }
  return out;
}
