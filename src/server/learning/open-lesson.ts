import { loadEnrolledLesson } from '../access/lesson-access';
import type { Db } from '../db/database';

/** Records the lesson a student with active access opened, so the player and /my-enroll resume there. */
export async function recordLessonOpened(db: Db, { slug, lessonId, userId, now = new Date() }: { slug: string; lessonId: number; userId: string | null; now?: Date }): Promise<void> {
  const { enrollment } = await loadEnrolledLesson(db, { slug, lessonId, userId, now });
  await db.updateTable('enrollments').set({ last_lesson_id: lessonId, last_opened_at: now.toISOString() }).where('id', '=', enrollment.id).execute();
}
