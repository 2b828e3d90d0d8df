import type { Player } from '../../contracts/learning-schemas';
import { findEnrollment } from '../access/course-access';
import type { Db } from '../db/database';
import { findPublishedCourse, loadOutline, resumeLesson } from './course-outline';

/**
 * The player's outline for anyone: which lessons this viewer may open, what
 * they completed, their access, and where to resume. Lesson content is not
 * here; each lesson is checked when it is asked for.
 */
export async function getPlayer(db: Db, { slug, userId, now = new Date() }: { slug: string; userId: string | null; now?: Date }): Promise<Player> {
  const course = await findPublishedCourse(db, slug, userId);
  const enrollment = userId ? await findEnrollment(db, { userId, courseId: course.id, now }) : null;
  const state = enrollment?.state ?? 'none';
  const outline = await loadOutline(db, course.id, { userId, unlocked: state === 'active' });
  return {
    course: course.course,
    access: { state, expiresAt: enrollment?.expiresAt ?? null },
    sections: outline.sections,
    progress: outline.progress,
    resumeLessonId: resumeLesson(outline, enrollment?.lastLessonId ?? null),
  };
}
