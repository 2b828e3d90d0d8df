import type { Kysely } from 'kysely';

/**
 * Tags on the question bank's questions, added and removed in bulk from
 * the bank list (and written in the import's tags column), and a filter of
 * that list. A tag is kept as the admin wrote it (trimmed, single spaces),
 * once per question; matching ignores case, and a tag the bank already has
 * in another case is written in the bank's spelling
 * (studio/questions/question-tags.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('question_tags')
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('question_tags_pk', ['question_id', 'tag'])
    .execute();
  // The list's tag filter reads a tag's questions.
  await db.schema.createIndex('question_tags_by_tag').on('question_tags').columns(['tag', 'question_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('question_tags').execute();
}
