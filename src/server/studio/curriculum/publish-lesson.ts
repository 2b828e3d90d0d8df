import type { StudioLesson } from '../../../contracts/studio-curriculum-schemas';
import { videoEmbed } from '../../../contracts/video-embed';
import type { Actor } from '../../admin/audit';
import { recordAudit } from '../../admin/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { CurriculumDeps } from './change-structure';
import { refreshPublishedLessons } from './course-counts';
import { editLesson } from './edit-lesson';
import { expectVideoReady } from '../video/video-readiness';
import { dropUnusedFiles, publishedFileId } from './lesson-draft';
import { loadStudioLesson } from './load-studio-lesson';

type Draft = { kind: 'video' | 'text' | 'pdf'; body: string | null; video_url: string | null; file_id: number | null; video_asset_id: number | null };

/** What each kind needs before students may see it: a video lesson plays an uploaded video or a link the player can show. */
function complete(draft: Draft): boolean {
  if (draft.kind === 'video') return draft.video_asset_id !== null || videoEmbed(draft.video_url) !== null;
  if (draft.kind === 'text') return (draft.body ?? '').trim() !== '';
  return draft.file_id !== null;
}

/**
 * Publishes a lesson's draft: the lessons row (what students read) takes
 * the draft's fields, file and uploaded video (refused with
 * `video_not_ready` until that video is ready, so students keep playing the
 * one published before), the version is kept in lesson_versions, the
 * draft is cleared, and the course's counts and search follow. A lesson
 * published before the studio existed has its original kept as version 1
 * first, so it can be restored. Audited; the public pages refresh.
 */
export async function publishLesson(deps: CurriculumDeps, { actor, courseId, lessonId, version }: { actor: Actor; courseId: number; lessonId: number; version: number }): Promise<StudioLesson> {
  await editLesson(deps, {
    courseId,
    lessonId,
    expectedVersion: version,
    change: async (trx, lesson) => {
      const draft = await trx.selectFrom('lesson_drafts').selectAll().where('lesson_id', '=', lesson.id).executeTakeFirst();
      if (!draft) throw new AppError('nothing_to_publish');
      if (!complete(draft)) throw new AppError('lesson_incomplete');
      // Only a video lesson plays an uploaded video; it must be playable before students are moved onto it.
      const videoAssetId = draft.kind === 'video' ? draft.video_asset_id : null;
      if (videoAssetId !== null) await expectVideoReady(trx, videoAssetId);
      const now = new Date().toISOString();
      let last = await lastVersion(trx, lesson.id);
      if (last === 0 && lesson.published) {
        await keepVersion(trx, { lessonId: lesson.id, version: 1, at: now, by: null });
        last = 1;
      }
      const current = await trx.selectFrom('lessons').select('file_id').where('id', '=', lesson.id).executeTakeFirstOrThrow();
      const file = draft.file_id === null ? null : await trx.selectFrom('lesson_files').select('file_name').where('id', '=', draft.file_id).executeTakeFirstOrThrow();
      await trx
        .updateTable('lessons')
        .set({
          title: draft.title,
          kind: draft.kind,
          body: draft.body,
          video_url: draft.video_url,
          video_asset_id: videoAssetId,
          duration_minutes: draft.duration_minutes,
          free_preview: draft.free_preview,
          published: 1,
          ...(draft.file_id === current.file_id && draft.file_id !== null
            ? {}
            : {
                file_id: draft.file_id,
                file_name: file?.file_name ?? null,
                // Copied in one statement, so a file the move empties meanwhile comes with its key: the bytes while the file is
                // still in its row, otherwise its key and size (no draft file: all null).
                file_key: (eb) =>
                  eb
                    .selectFrom('lesson_files')
                    .select('storage_key')
                    .where('id', '=', draft.file_id ?? -1),
                file_content: (eb) =>
                  eb
                    .selectFrom('lesson_files')
                    .select((f) => f.case().when('storage_key', 'is', null).then(f.ref('content')).else(null).end().as('content'))
                    .where('id', '=', draft.file_id ?? -1),
                file_size: (eb) =>
                  eb
                    .selectFrom('lesson_files')
                    .select('size_bytes')
                    .where('id', '=', draft.file_id ?? -1),
              }),
        })
        .where('id', '=', lesson.id)
        .execute();
      await keepVersion(trx, { lessonId: lesson.id, version: last + 1, at: now, by: actor.email });
      await trx.deleteFrom('lesson_drafts').where('lesson_id', '=', lesson.id).execute();
      await dropUnusedFiles(trx, lesson.id);
      await refreshPublishedLessons(trx, courseId);
      await recordAudit(trx, { actor, action: 'content.published', target: { type: 'lesson', id: String(lesson.id) }, details: { courseId, version: last + 1, title: draft.title } });
    },
    options: { public: true },
  });
  return loadStudioLesson(deps.db, courseId, lessonId);
}

async function lastVersion(trx: Db, lessonId: number): Promise<number> {
  const row = await trx
    .selectFrom('lesson_versions')
    .select((eb) => eb.fn.max('version').as('n'))
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Copies what the lessons row holds now into the kept versions. */
async function keepVersion(trx: Db, { lessonId, version, at, by }: { lessonId: number; version: number; at: string; by: string | null }): Promise<void> {
  const fileId = await publishedFileId(trx, lessonId);
  const row = await trx
    .selectFrom('lessons')
    .select(['title', 'kind', 'body', 'video_url', 'video_asset_id', 'file_name', 'duration_minutes', 'free_preview'])
    .where('id', '=', lessonId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('lesson_versions')
    .values({ lesson_id: lessonId, version, ...row, file_id: fileId, published_at: at, published_by: by })
    .execute();
}
