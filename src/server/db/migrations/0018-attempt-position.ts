import { sql, type Kysely } from 'kysely';

/**
 * The question a student is on, kept with the attempt so that a reload or
 * another device opens the player there. A column of the attempt, not of
 * its answers: moving between questions never writes an answer row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('exam_attempts')
    .addColumn('current_position', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`current_position > 0`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exam_attempts').dropColumn('current_position').execute();
}
