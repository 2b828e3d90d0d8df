import type { Db } from '../db/database';
import { AppError } from '../errors';
import { findPublishedCourse, type CourseRow } from '../learning/course-outline';
import { findEnrollment, type Enrollment } from './course-access';

const NOT_ENROLLED = 'You are not enrolled in a course with that address.';

/**
 * The student's enrollment in the course at `slug`, whatever its state
 * (active, expired or revoked), for the routes that show one enrollment.
 * No enrollment of theirs answers 404 `enrollment_not_found`, whether the
 * course is unknown, a draft, or another student's only, so other students'
 * courses reveal nothing.
 */
export async function loadOwnEnrollment(db: Db, { userId, slug, now = new Date() }: { userId: string; slug: string; now?: Date }): Promise<{ course: CourseRow; enrollment: Enrollment }> {
  const course = await findPublishedCourse(db, slug, userId).catch(() => {
    throw new AppError('enrollment_not_found', NOT_ENROLLED);
  });
  const enrollment = await findEnrollment(db, { userId, courseId: course.id, now });
  if (!enrollment) throw new AppError('enrollment_not_found', NOT_ENROLLED);
  return { course, enrollment };
}
