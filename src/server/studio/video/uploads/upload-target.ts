import { MAX_RECORD_ID } from '../../../../contracts/record-id-schemas';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import { studioCourse } from '../../curriculum/studio-course';

/** Which lesson an upload is for and what the admin's computer called the file, from the upload's tus metadata. */
export type UploadTarget = { courseId: number; lessonId: number; fileName: string };

const DIGITS = /^[1-9]\d{0,9}$/;
/** Control characters have no place in a file name the editor shows and the logs write. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

function idOf(value: string | null | undefined, name: string): number {
  const id = value && DIGITS.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(id) || id > MAX_RECORD_ID) throw new AppError('upload_invalid', `The upload must say which ${name} it is for (Upload-Metadata ${name}Id).`);
  return id;
}

/**
 * Reads Upload-Metadata (`courseId`, `lessonId`, `filename`, `filetype`):
 * 400 `upload_invalid` when an id is missing or not an id. Only the last
 * part of the name is kept, without control characters; the type the
 * browser guessed is not trusted (the file is probed when it has arrived).
 */
export function uploadTargetOf(metadata: Record<string, string | null> | undefined): UploadTarget {
  const courseId = idOf(metadata?.courseId, 'course');
  const lessonId = idOf(metadata?.lessonId, 'lesson');
  const fileName = (metadata?.filename ?? '').split(/[\\/]/).pop()!.replace(CONTROL, '').trim().slice(0, 255);
  return { courseId, lessonId, fileName: fileName || 'lecture video' };
}

/**
 * The lesson an upload is for must be one the studio can edit (its course
 * and itself not removed: 404 `studio_item_not_found`) and a video lesson
 * in its draft, or as published when it has no edits (409
 * `video_lesson_required`). Checked when the upload is created, before any
 * bytes are sent, and again when it has arrived.
 */
export async function expectVideoLesson(db: Db, { courseId, lessonId }: UploadTarget): Promise<void> {
  await studioCourse(db, courseId);
  const lesson = await db
    .selectFrom('lessons')
    .leftJoin('lesson_drafts', 'lesson_drafts.lesson_id', 'lessons.id')
    .select(['lessons.kind', 'lesson_drafts.kind as draft_kind'])
    .where('lessons.id', '=', lessonId)
    .where('lessons.course_id', '=', courseId)
    .where('lessons.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!lesson) throw new AppError('studio_item_not_found');
  if ((lesson.draft_kind ?? lesson.kind) !== 'video') throw new AppError('video_lesson_required');
}
