import { loadLessonAccess } from '../access/lesson-access';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { KeptFile } from '../storage/kept-files';

export type LessonFile = { fileName: string; file: KeptFile };

/** Where a lesson's PDF is kept, behind the same check as the lesson (404 `lesson_file_not_found` when it has none). */
export async function getLessonFile(db: Db, { slug, lessonId, userId, now = new Date() }: { slug: string; lessonId: number; userId: string | null; now?: Date }): Promise<LessonFile> {
  const { lesson } = await loadLessonAccess(db, { slug, lessonId, userId, now });
  const row = await db.selectFrom('lessons').select(['file_name', 'file_key', 'file_content']).where('id', '=', lesson.id).executeTakeFirstOrThrow();
  if (!row.file_name || (row.file_key === null && !row.file_content?.byteLength)) throw new AppError('lesson_file_not_found');
  return { fileName: row.file_name, file: { key: row.file_key, bytes: row.file_content } };
}
