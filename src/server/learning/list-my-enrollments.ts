import type { MyEnrollment } from '../../contracts/learning-schemas';
import type { Db } from '../db/database';
import { enrollmentState } from '../enrollments/enrollment-state';
import { learningCourse, progressOf } from './course-outline';

const STATE_ORDER = { active: 0, expired: 1, revoked: 2 } as const;

/**
 * The student's enrollments with progress and the lesson to continue:
 * active first, then the most recently opened (never opened last, newest
 * enrollment first among them). A course unpublished or deleted in the
 * studio since stays listed: it is still theirs. Four queries, whatever
 * the count.
 */
export async function listMyEnrollments(db: Db, { userId, now = new Date(), courseId }: { userId: string; now?: Date; courseId?: number }): Promise<MyEnrollment[]> {
  const rows = await db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
    // The resume point only while that lesson is still one students see.
    .leftJoin('lessons', (join) => join.onRef('lessons.id', '=', 'enrollments.last_lesson_id').on('lessons.published', '=', 1).on('lessons.deleted_at', 'is', null))
    .select([
      'enrollments.id',
      'enrollments.course_id',
      'enrollments.status',
      'enrollments.starts_at',
      'enrollments.expires_at',
      'enrollments.revoke_reason',
      'enrollments.last_opened_at',
      'enrollments.created_at',
      'lessons.id as last_lesson_id',
      'lessons.title as last_lesson_title',
      'courses.slug',
      'courses.title',
      'subjects.name as subject_name',
      'subjects.slug as subject_slug',
      'subjects.level',
    ])
    .where('enrollments.user_id', '=', userId)
    .$if(courseId !== undefined, (qb) => qb.where('enrollments.course_id', '=', courseId!))
    .execute();
  if (rows.length === 0) return [];
  const courseIds = rows.map((r) => r.course_id);
  const [totals, done, firsts] = await Promise.all([
    db
      .selectFrom('lessons')
      .select(['course_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('course_id', 'in', courseIds)
      .where('published', '=', 1)
      .where('deleted_at', 'is', null)
      .groupBy('course_id')
      .execute(),
    db
      .selectFrom('lesson_progress')
      .innerJoin('lessons', 'lessons.id', 'lesson_progress.lesson_id')
      .select(['lesson_progress.course_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('lesson_progress.user_id', '=', userId)
      .where('lesson_progress.course_id', 'in', courseIds)
      .where('lessons.published', '=', 1)
      .where('lessons.deleted_at', 'is', null)
      .groupBy('lesson_progress.course_id')
      .execute(),
    firstLessons(db, courseIds),
  ]);
  const count = (list: { course_id: number; n: number }[], id: number) => Number(list.find((r) => r.course_id === id)?.n ?? 0);
  const list = rows.map((row) => ({
    sortKey: row.last_opened_at ?? '',
    created: row.created_at,
    item: {
      course: learningCourse(row),
      state: enrollmentState(row, now),
      startsAt: row.starts_at,
      expiresAt: row.expires_at,
      revokeReason: row.status === 'revoked' ? row.revoke_reason : null,
      progress: progressOf(count(done, row.course_id), count(totals, row.course_id)),
      lastLesson: row.last_lesson_id !== null && row.last_lesson_title !== null ? { id: row.last_lesson_id, title: row.last_lesson_title } : null,
      lastOpenedAt: row.last_opened_at,
      resumeLessonId: row.last_lesson_id ?? firsts.get(row.course_id) ?? null,
    } satisfies MyEnrollment,
  }));
  list.sort(
    (a, b) =>
      STATE_ORDER[a.item.state] - STATE_ORDER[b.item.state] || b.sortKey.localeCompare(a.sortKey) || b.created.localeCompare(a.created) || a.item.course.title.localeCompare(b.item.course.title),
  );
  return list.map((entry) => entry.item);
}

/** Each course's first lesson in curriculum order. */
async function firstLessons(db: Db, courseIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('lessons')
    .innerJoin('course_sections', 'course_sections.id', 'lessons.section_id')
    .select(['lessons.course_id', 'lessons.id'])
    .where('lessons.course_id', 'in', courseIds)
    .where('lessons.published', '=', 1)
    .where('lessons.deleted_at', 'is', null)
    .orderBy('course_sections.position')
    .orderBy('course_sections.id')
    .orderBy('lessons.position')
    .orderBy('lessons.id')
    .execute();
  const firsts = new Map<number, number>();
  for (const row of rows) if (!firsts.has(row.course_id)) firsts.set(row.course_id, row.id);
  return firsts;
}
