import type { LessonProgressResult } from '../../contracts/learning-schemas';
import { loadEnrolledLesson } from '../access/lesson-access';
import type { Db } from '../db/database';
import { awardCertificateIfEarned, type AwardDeps } from '../certificates/award-certificate';
import { progressOf } from './course-outline';

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
  const [done, total] = await Promise.all([
    // Progress counts the lessons students see; a removed lesson's mark is kept but no longer counted.
    db
      .selectFrom('lesson_progress')
      .innerJoin('lessons', 'lessons.id', 'lesson_progress.lesson_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lesson_progress.user_id', '=', student)
      .where('lesson_progress.course_id', '=', course.id)
      .where('lessons.published', '=', 1)
      .where('lessons.deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('lessons')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('course_id', '=', course.id)
      .where('published', '=', 1)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const progress = progressOf(Number(done.n), Number(total.n));
  if (certificates && completed && progress.total > 0 && progress.completed >= progress.total) await awardCertificateIfEarned(certificates, { userId: student, courseId: course.id, now });
  return { lessonId, completed, progress };
}
