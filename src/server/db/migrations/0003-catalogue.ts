import { sql, type Kysely } from 'kysely';
import { databaseKind } from '../database';
import { columnTypes } from './types';

/**
 * The catalogue: mentors, courses with sections and lessons, blog posts,
 * downloadable resources, content pages and contact messages. JSON lists
 * (outcomes, qualifications...) are stored as text. Course search has one
 * table per database kind of the same name: an FTS5 table on SQLite, a
 * tsvector column with a GIN index on PostgreSQL, both filled by the
 * application (catalogue/search-index.ts) with the same document.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const postgres = databaseKind(db) === 'postgres';
  const blob = (postgres ? 'bytea' : 'blob') as 'text';

  await db.schema
    .createTable('instructors')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('qualifications', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('years_teaching', 'integer', (c) => c.notNull())
    .addColumn('social', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  await db.schema
    .createTable('instructor_subjects')
    .addColumn('instructor_id', 'integer', (c) => c.notNull().references('instructors.id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('instructor_subjects_pk', ['instructor_id', 'subject_id'])
    .execute();

  await db.schema
    .createTable('courses')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('outcomes', 'text', (c) => c.notNull())
    .addColumn('requirements', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('price_paisa', 'integer', (c) => c.notNull().check(sql`price_paisa >= 0`))
    .addColumn('sale_price_paisa', 'integer', (c) => c.check(sql`sale_price_paisa is null or (sale_price_paisa >= 0 and sale_price_paisa < price_paisa)`))
    .addColumn('access_days', 'integer')
    .addColumn('access_until', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('students_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lessons_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('courses_subject_idx').on('courses').columns(['subject_id', 'status']).execute();
  await db.schema.createIndex('courses_status_published_idx').on('courses').columns(['status', 'published_at']).execute();

  await db.schema
    .createTable('course_instructors')
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('instructor_id', 'integer', (c) => c.notNull().references('instructors.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('course_instructors_pk', ['course_id', 'instructor_id'])
    .execute();
  await db.schema.createIndex('course_instructors_instructor_idx').on('course_instructors').column('instructor_id').execute();

  await db.schema
    .createTable('course_sections')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addUniqueConstraint('course_sections_position', ['course_id', 'position'])
    .execute();

  await db.schema
    .createTable('lessons')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('section_id', 'integer', (c) => c.notNull().references('course_sections.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('video', 'text', 'pdf')`))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('free_preview', 'integer', (c) => c.notNull().defaultTo(0))
    // What an enrolled student opens; served only to them (the player arrives with enrollment).
    .addColumn('body', 'text')
    .addUniqueConstraint('lessons_section_position', ['section_id', 'position'])
    .execute();
  await db.schema.createIndex('lessons_course_idx').on('lessons').column('course_id').execute();

  if (postgres) {
    await db.schema
      .createTable('course_search')
      .addColumn('course_id', 'integer', (c) => c.primaryKey().references('courses.id').onDelete('cascade'))
      .addColumn('document', sql`tsvector`, (c) => c.notNull())
      .execute();
    await sql`create index course_search_document_idx on course_search using gin (document)`.execute(db);
  } else {
    // Plain unicode61 tokens (no stemming), as PostgreSQL's 'simple' configuration: same matches on both.
    await sql`create virtual table course_search using fts5(course_id unindexed, document, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  }

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('instructors.id').onDelete('set null'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('reading_minutes', 'integer', (c) => c.notNull())
    .addColumn('published_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('blog_posts_published_idx').on('blog_posts').columns(['status', 'published_at']).execute();

  await db.schema
    .createTable('post_tags')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_tags_pk', ['post_id', 'tag'])
    .execute();
  await db.schema.createIndex('post_tags_tag_idx').on('post_tags').column('tag').execute();

  await db.schema
    .createTable('resources')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('access', 'text', (c) => c.notNull().check(sql`access in ('public', 'enrolled')`))
    // Enrolled-only files unlock with this course.
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    // Kept in the database so every server process behind a load balancer serves the same files.
    .addColumn('content', blob, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('resources_subject_idx').on('resources').column('subject_id').execute();

  await db.schema
    .createTable('content_pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('unread', 'read')`))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('contact_messages_status_idx').on('contact_messages').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('contact_messages_ip_idx').on('contact_messages').columns(['ip', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'contact_messages',
    'content_pages',
    'resources',
    'post_tags',
    'blog_posts',
    'course_search',
    'lessons',
    'course_sections',
    'course_instructors',
    'courses',
    'instructor_subjects',
    'instructors',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
