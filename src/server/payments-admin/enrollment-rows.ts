import type { ExpressionBuilder } from 'kysely';
import type { AdminEnrollment } from '../../contracts/payments-admin-schemas';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { enrollmentState } from '../enrollments/enrollment-state';

type Eb = ExpressionBuilder<Database, 'enrollments' | 'users' | 'courses'>;

/** The SQL form of `enrollmentState`, so the list can filter and count by state. */
export function stateWhere(eb: Eb, state: AdminEnrollment['state'], now: Date) {
  const at = now.toISOString();
  if (state === 'revoked') return eb('enrollments.status', '=', 'revoked');
  if (state === 'expired') return eb.and([eb('enrollments.status', '=', 'active'), eb('enrollments.expires_at', 'is not', null), eb('enrollments.expires_at', '<=', at)]);
  return eb.and([eb('enrollments.status', '=', 'active'), eb.or([eb('enrollments.expires_at', 'is', null), eb('enrollments.expires_at', '>', at)])]);
}

export function enrollmentsBase(db: Db) {
  return db.selectFrom('enrollments').innerJoin('users', 'users.id', 'enrollments.user_id').innerJoin('courses', 'courses.id', 'enrollments.course_id');
}

/** Enrollments by id, in that order, with the student's progress through the course. */
export async function loadEnrollmentRows(db: Db, ids: number[], now = new Date()): Promise<AdminEnrollment[]> {
  if (ids.length === 0) return [];
  const rows = await enrollmentsBase(db)
    .select([
      'enrollments.id',
      'enrollments.user_id',
      'enrollments.course_id',
      'enrollments.status',
      'enrollments.source',
      'enrollments.starts_at',
      'enrollments.expires_at',
      'enrollments.revoke_reason',
      'users.name as user_name',
      'users.email as user_email',
      'courses.slug as course_slug',
      'courses.title as course_title',
      'courses.lessons_count',
    ])
    .where('enrollments.id', 'in', ids)
    .execute();
  const progress = await db
    .selectFrom('lesson_progress')
    // Counted against lessons_count, which holds the lessons students see (published, not removed).
    .innerJoin('lessons', 'lessons.id', 'lesson_progress.lesson_id')
    .select((eb) => ['lesson_progress.user_id', 'lesson_progress.course_id', eb.fn.countAll<number>().as('done')])
    .where('lesson_progress.user_id', 'in', [...new Set(rows.map((r) => r.user_id))])
    .where('lesson_progress.course_id', 'in', [...new Set(rows.map((r) => r.course_id))])
    .where('lessons.published', '=', 1)
    .where('lessons.deleted_at', 'is', null)
    .groupBy(['lesson_progress.user_id', 'lesson_progress.course_id'])
    .execute();
  const done = new Map(progress.map((p) => [`${p.user_id}:${p.course_id}`, Number(p.done)]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        student: { id: row.user_id, name: row.user_name, email: row.user_email },
        course: { slug: row.course_slug, title: row.course_title },
        source: row.source,
        state: enrollmentState(row, now),
        startsAt: row.starts_at,
        expiresAt: row.expires_at,
        revokeReason: row.revoke_reason,
        completedLessons: done.get(`${row.user_id}:${row.course_id}`) ?? 0,
        lessonsCount: row.lessons_count,
      },
    ];
  });
}
