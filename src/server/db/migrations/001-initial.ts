import type { Kysely } from 'kysely';
import type { DbKind } from '../database';

/**
 * The whole schema every issue stands on. Column types are chosen to mean the same on
 * SQLite and PostgreSQL: text ids and ISO timestamps, integer flags.
 */
export function initialMigration(kind: DbKind) {
  const blob = kind === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.unique())
        .addColumn('age', 'integer')
        .addColumn('gender', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('password_is_initial', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('user_type', 'text', (c) => c.notNull().defaultTo('user'))
        .addColumn('style_preference', 'text', (c) => c.notNull().defaultTo('default'))
        .addColumn('consent_at', 'text')
        .addColumn('consent_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_access', 'text')
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('full'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('login_attempts')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .execute();

      await db.schema
        .createTable('images')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('data', blob, (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('stories')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('completed'))
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('italian'))
        .addColumn('category', 'text')
        .addColumn('answers', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('mode_state', 'text')
        .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('published_at', 'text')
        .addColumn('image_id', 'text', (c) => c.references('images.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('stories_author_idx').on('stories').columns(['author_id', 'updated_at']).execute();
      await db.schema.createIndex('stories_mode_idx').on('stories').columns(['mode', 'updated_at']).execute();
      await db.schema.createIndex('stories_public_idx').on('stories').columns(['is_public', 'updated_at']).execute();
      await db.schema.createIndex('stories_updated_idx').on('stories').column('updated_at').execute();

      await db.schema
        .createTable('reading_stories')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_key', 'text', (c) => c.notNull().unique())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('author', 'text')
        .addColumn('image_id', 'text', (c) => c.references('images.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('science_stories')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('author', 'text', (c) => c.notNull().defaultTo('superuser'))
        .addColumn('image_id', 'text', (c) => c.references('images.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('sender_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('to_all', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('message_recipients')
        .addColumn('message_id', 'text', (c) => c.notNull().references('messages.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('read_at', 'text')
        .addPrimaryKeyConstraint('message_recipients_pk', ['message_id', 'user_id'])
        .execute();
      await db.schema.createIndex('message_recipients_user_idx').on('message_recipients').columns(['user_id', 'read_at']).execute();

      await db.schema
        .createTable('media_generations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('story_id', 'text', (c) => c.references('stories.id').onDelete('set null'))
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('media_type', 'text', (c) => c.notNull().defaultTo('image'))
        .addColumn('media_url', 'text', (c) => c.notNull())
        .addColumn('media_style', 'text')
        .addColumn('cost', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('media_generations_story_idx').on('media_generations').column('story_id').execute();

      await db.schema
        .createTable('translations')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('source_lang', 'text', (c) => c.notNull())
        .addColumn('target_lang', 'text', (c) => c.notNull())
        .addColumn('translated', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const t of [
        'settings',
        'translations',
        'media_generations',
        'message_recipients',
        'messages',
        'science_stories',
        'reading_stories',
        'stories',
        'images',
        'login_attempts',
        'sessions',
        'users',
      ]) {
        await db.schema.dropTable(t).ifExists().execute();
      }
    },
  };
}
