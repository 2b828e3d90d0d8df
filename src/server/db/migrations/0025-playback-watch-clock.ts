import type { Kysely } from 'kysely';
import { columnTypes } from './types';

/**
 * `lesson_watch.credited_until`: the wall-clock time the student's watched
 * seconds have been credited up to. Each save may add at most twice the
 * time since then (the fastest playback speed) and moves it on by what it
 * added, so watched time cannot run ahead of the clock however often a
 * player saves (server/learning/save-lesson-watch.ts). Null until the
 * first save.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lesson_watch').addColumn('credited_until', columnTypes(db).timestamp).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lesson_watch').dropColumn('credited_until').execute();
}
