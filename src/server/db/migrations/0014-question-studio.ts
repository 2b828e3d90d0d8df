import type { Kysely } from 'kysely';

/**
 * Questions edited in the studio carry a version like the other studio
 * content: a save names the version the editor loaded, so two admins
 * editing one question get edit_conflict instead of one losing the other's
 * change (a new question version for a changed body, or a new area or
 * difficulty, both count).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('questions')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questions').dropColumn('version').execute();
}
