import { loadLessonAccess } from '../access/lesson-access';
import type { Db } from '../db/database';
import { AppError } from '../errors';

export type LessonFile = { fileName: string; content: Uint8Array<ArrayBuffer> };

/** A lesson's PDF, behind the same check as the lesson (404 `lesson_file_not_found` when it has none). */
export async function getLessonFile(db: Db, { slug, lessonId, userId, now = new Date() }: { slug: string; lessonId: number; userId: string | null; now?: Date }): Promise<LessonFile> {
  const { lesson } = await loadLessonAccess(db, { slug, lessonId, userId, now });
  const row = await db.selectFrom('lessons').select(['file_name', 'file_content']).where('id', '=', lesson.id).executeTakeFirstOrThrow();
  if (!row.file_name || !row.file_content) throw new AppError('lesson_file_not_found');
  return { fileName: row.file_name, content: new Uint8Array(row.file_content) };
}
