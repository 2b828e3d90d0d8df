import { sql } from 'kysely';
import type { Actor } from '../../admin/audit';
import type { Db } from '../../db/database';

/**
 * The lesson_files row holding the published file, made once from the
 * lesson's own file when it has none yet (files seeded before the studio):
 * drafts and kept versions point at files by id. The new row names the same
 * stored object (or holds the same bytes while they have not moved).
 */
export async function publishedFileId(trx: Db, lessonId: number): Promise<number | null> {
  const lesson = await trx.selectFrom('lessons').select(['file_id', 'file_name']).where('id', '=', lessonId).executeTakeFirstOrThrow();
  if (lesson.file_name === null) return null;
  if (lesson.file_id !== null) return lesson.file_id;
  const file = await trx
    .insertInto('lesson_files')
    .columns(['lesson_id', 'file_name', 'size_bytes', 'content', 'storage_key'])
    .expression((eb) =>
      eb
        .selectFrom('lessons')
        .select(['id', 'file_name', sql<number>`coalesce(file_size, length(file_content))`.as('size_bytes'), sql<Uint8Array>`coalesce(file_content, ${new Uint8Array()})`.as('content'), 'file_key'])
        .where('id', '=', lessonId)
        .where((w) => w.or([w('file_content', 'is not', null), w('file_key', 'is not', null)])),
    )
    .returning('id')
    .executeTakeFirst();
  if (!file) return null;
  await trx.updateTable('lessons').set({ file_id: file.id }).where('id', '=', lessonId).execute();
  return file.id;
}

/** Makes sure the lesson has a draft to change: a copy of what is published when it had no edits. */
export async function ensureDraft(trx: Db, lessonId: number, actor: Actor): Promise<void> {
  const existing = await trx.selectFrom('lesson_drafts').select('lesson_id').where('lesson_id', '=', lessonId).executeTakeFirst();
  if (existing) return;
  const fileId = await publishedFileId(trx, lessonId);
  const lesson = await trx
    .selectFrom('lessons')
    .select(['title', 'kind', 'body', 'video_url', 'video_asset_id', 'duration_minutes', 'free_preview'])
    .where('id', '=', lessonId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('lesson_drafts')
    .values({ lesson_id: lessonId, ...lesson, file_id: fileId, updated_by: actor.email })
    .execute();
}

/**
 * Deletes the lesson's uploaded files nothing points at any more (a PDF
 * replaced before it was published): published rows, drafts and kept
 * versions name every file worth keeping. The rows go; their stored objects
 * stay, as another row may name the same bytes (storage/kept-files.ts).
 */
export async function dropUnusedFiles(trx: Db, lessonId: number): Promise<void> {
  await trx
    .deleteFrom('lesson_files')
    .where('lesson_id', '=', lessonId)
    .where((eb) =>
      eb.and([
        // Any lesson's references count: a duplicated course's lessons point at the files of the lessons they were copied from.
        eb('id', 'not in', eb.selectFrom('lessons').select('file_id').where('file_id', 'is not', null)),
        eb('id', 'not in', eb.selectFrom('lesson_drafts').select('file_id').where('file_id', 'is not', null)),
        eb('id', 'not in', eb.selectFrom('lesson_versions').select('file_id').where('file_id', 'is not', null)),
      ]),
    )
    .execute();
}
