import { sql } from 'kysely';
import type { StudioLesson } from '../../../contracts/studio-curriculum-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { lessonState } from './load-curriculum';

/** One lesson for the editor: the draft (or, without edits, the published state), where it stands, and its kept versions, newest first. */
export async function loadStudioLesson(db: Db, courseId: number, lessonId: number): Promise<StudioLesson> {
  const lesson = await db
    .selectFrom('lessons')
    .leftJoin('lesson_drafts', 'lesson_drafts.lesson_id', 'lessons.id')
    .leftJoin('lesson_files', 'lesson_files.id', 'lesson_drafts.file_id')
    .select([
      'lessons.id',
      'lessons.section_id',
      'lessons.version',
      'lessons.published',
      'lessons.title',
      'lessons.kind',
      'lessons.body',
      'lessons.video_url',
      'lessons.duration_minutes',
      'lessons.free_preview',
      'lessons.file_name',
      'lessons.video_asset_id',
      sql<number | null>`coalesce(lessons.file_size, length(lessons.file_content))`.as('file_size'),
      'lesson_drafts.lesson_id as draft_id',
      'lesson_drafts.title as draft_title',
      'lesson_drafts.kind as draft_kind',
      'lesson_drafts.body as draft_body',
      'lesson_drafts.video_url as draft_video_url',
      'lesson_drafts.duration_minutes as draft_minutes',
      'lesson_drafts.free_preview as draft_preview',
      'lesson_drafts.video_asset_id as draft_video_asset_id',
      'lesson_files.file_name as draft_file_name',
      'lesson_files.size_bytes as draft_file_size',
    ])
    .where('lessons.id', '=', lessonId)
    .where('lessons.course_id', '=', courseId)
    .where('lessons.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!lesson) throw new AppError('studio_item_not_found');
  const history = await db
    .selectFrom('lesson_versions')
    .select(['version', 'title', 'kind', 'duration_minutes', 'free_preview', 'file_name', 'video_asset_id', 'published_at', 'published_by'])
    .where('lesson_id', '=', lessonId)
    .orderBy('version', 'desc')
    .execute();
  const hasDraft = lesson.draft_id !== null;
  const file = hasDraft
    ? lesson.draft_file_name !== null
      ? { name: lesson.draft_file_name, sizeBytes: Number(lesson.draft_file_size) }
      : null
    : lesson.file_name !== null
      ? { name: lesson.file_name, sizeBytes: Number(lesson.file_size ?? 0) }
      : null;
  return {
    id: lesson.id,
    sectionId: lesson.section_id,
    version: lesson.version,
    state: lessonState(Number(lesson.published), hasDraft),
    draft: {
      title: hasDraft ? lesson.draft_title! : lesson.title,
      kind: hasDraft ? lesson.draft_kind! : lesson.kind,
      body: (hasDraft ? lesson.draft_body : lesson.body) ?? '',
      videoUrl: (hasDraft ? lesson.draft_video_url : lesson.video_url) ?? '',
      durationMinutes: Number(hasDraft ? lesson.draft_minutes : lesson.duration_minutes),
      freePreview: Number(hasDraft ? lesson.draft_preview : lesson.free_preview) === 1,
      file,
      videoAssetId: hasDraft ? lesson.draft_video_asset_id : lesson.video_asset_id,
    },
    history: history.map((v) => ({
      version: v.version,
      title: v.title,
      kind: v.kind,
      durationMinutes: v.duration_minutes,
      freePreview: Number(v.free_preview) === 1,
      fileName: v.file_name,
      videoAssetId: v.video_asset_id,
      publishedAt: v.published_at,
      publishedBy: v.published_by,
    })),
  };
}
