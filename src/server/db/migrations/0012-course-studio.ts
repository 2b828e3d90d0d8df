import type { Kysely } from 'kysely';

/**
 * The course editor's cover colours: `cover_theme` names one of
 * contracts/course-cover-themes.ts; null keeps the paper's own colours
 * (every course before the studio).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').addColumn('cover_theme', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').dropColumn('cover_theme').execute();
}
