import type { LessonProgressResult } from '../../contracts/learning-schemas';
import { loadEnrolledLesson } from '../access/lesson-access';
import type { Db } from '../db/database';
import { awardCertificateIfEarned, type AwardDeps } from '../certificates/award-certificate';
import { lessonCounts, progressOf } from './course-outline';

/**
 * Marks a lesson complete or not for this student. Idempotent both ways:
 * the primary key (user, lesson) makes a second mark a no-op, and unmarking
 * deletes whatever is there. Answers the course's progress after the change;
 * the last lesson completed issues the course's certificate when it asks
 * for nothing more (given `certificates`).
 */
export async function setLessonProgress(
  db: Db,
  { slug, lessonId, userId, completed, now = new Date() }: { slug: string; lessonId: number; userId: string | null; completed: boolean; now?: Date },
  certificates?: AwardDeps,
): Promise<LessonProgressResult> {
  const { course, userId: student } = await loadEnrolledLesson(db, { slug, lessonId, userId, now });
  if (completed) {
    await db
      .insertInto('lesson_progress')
      .values({ user_id: student, lesson_id: lessonId, course_id: course.id, completed_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('lesson_progress').where('user_id', '=', student).where('lesson_id', '=', lessonId).execute();
  }
  const { done, total } = await lessonCounts(db, { userId: student, courseId: course.id });
  const progress = progressOf(done, total);
  if (certificates && completed && progress.total > 0 && progress.completed >= progress.total) await awardCertificateIfEarned(certificates, { userId: student, courseId: course.id, now });
  return { lessonId, completed, progress };
}
