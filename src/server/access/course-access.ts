import type { Db } from '../db/database';
import { enrollmentState, type EnrollmentState } from '../enrollments/enrollment-state';
import { AppError } from '../errors';

export type Enrollment = { id: number; state: EnrollmentState; expiresAt: string | null; lastLessonId: number | null };

/** The student's enrollment in a course with its state now, or null when there is none. */
export async function findEnrollment(db: Db, { userId, courseId, now = new Date() }: { userId: string; courseId: number; now?: Date }): Promise<Enrollment | null> {
  const row = await db.selectFrom('enrollments').select(['id', 'status', 'expires_at', 'last_lesson_id']).where('user_id', '=', userId).where('course_id', '=', courseId).executeTakeFirst();
  if (!row) return null;
  return { id: row.id, state: enrollmentState(row, now), expiresAt: row.expires_at, lastLessonId: row.last_lesson_id };
}

/**
 * The named check behind every paid lesson, lesson file and enrolled-only
 * resource: the user must hold active access to the course. Otherwise 401
 * for visitors, or 403 `enrollment_required` with `details.state` ('none',
 * 'expired' or 'revoked') so the page can offer to buy or renew.
 */
export async function assertActiveEnrollment(db: Db, { userId, courseId, now = new Date() }: { userId: string | null; courseId: number; now?: Date }): Promise<Enrollment> {
  if (!userId) throw new AppError('unauthenticated');
  const enrollment = await findEnrollment(db, { userId, courseId, now });
  if (enrollment?.state === 'active') return enrollment;
  const state = enrollment?.state ?? 'none';
  const message =
    state === 'expired'
      ? 'Your access to this course has ended. Renew it to open this lesson.'
      : state === 'revoked'
        ? 'Your access to this course was withdrawn. Contact us if you think this is a mistake.'
        : undefined;
  throw new AppError('enrollment_required', message, { state });
}

/**
 * The same check read as yes or no, for what opens with any one of several
 * courses (an exam that comes with courses) or answers its own refusal (an
 * enrolled-only file's `resource_locked`).
 */
export async function holdsActiveAccess(db: Db, { userId, courseIds, now = new Date() }: { userId: string; courseIds: number[]; now?: Date }): Promise<boolean> {
  if (courseIds.length === 0) return false;
  const rows = await db.selectFrom('enrollments').select(['status', 'expires_at']).where('user_id', '=', userId).where('course_id', 'in', courseIds).execute();
  return rows.some((row) => enrollmentState(row, now) === 'active');
}
