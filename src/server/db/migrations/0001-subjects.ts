import { sql, type Kysely } from 'kysely';
import { columnTypes } from './types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('subjects')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('level', 'text', (c) => c.notNull().check(sqlIn('level', ['certificate', 'professional', 'advanced'])))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('marks', 'integer', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('pass_mark_percent', 'integer', (c) => c.notNull())
    .addColumn('exam_format', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();

  await db.schema
    .createTable('syllabus_areas')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('weighting_percent', 'integer')
    .addUniqueConstraint('syllabus_areas_subject_position', ['subject_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('syllabus_areas').execute();
  await db.schema.dropTable('subjects').execute();
}

function sqlIn(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}
