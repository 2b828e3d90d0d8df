import type { StudioAccess, StudioCourse } from '../../../contracts/studio-course-schemas';
import type { Level } from '../../../contracts/subjects';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';

/** The stored access rule as the editor shows it: both columns empty is access for life. */
export function accessOf(row: { access_days: number | null; access_until: string | null }): StudioAccess {
  if (row.access_until !== null) return { kind: 'until', until: row.access_until.slice(0, 10) };
  if (row.access_days !== null) return { kind: 'days', days: row.access_days };
  return { kind: 'lifetime' };
}

/**
 * How many students have access to the course now (an active enrollment
 * that has not expired). Such a course can only be unpublished; one whose
 * students' access has ended or was revoked can be deleted, and their rows
 * (enrollment, orders, progress) stay.
 */
export async function studentsOf(db: Db, courseId: number, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('enrollments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('course_id', '=', courseId)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The version a course has now (for edit_conflict), or undefined when it is gone. */
export async function courseVersion(db: Db, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('courses').select('version').where('id', '=', id).executeTakeFirst();
  return row?.version;
}

/**
 * One course as the editor reads it: every catalogue field and its
 * version. A deleted course is read too (to be restored); 404
 * `studio_item_not_found` when there is no such course.
 */
export async function loadStudioCourse(db: Db, id: number): Promise<StudioCourse> {
  const row = await db
    .selectFrom('courses')
    .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
    .selectAll('courses')
    .select(['subjects.name as paper_name', 'subjects.level as paper_level'])
    .where('courses.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('studio_item_not_found');
  const [mentors, students] = await Promise.all([db.selectFrom('course_instructors').select('instructor_id').where('course_id', '=', id).orderBy('position').execute(), studentsOf(db, id)]);
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    title: row.title,
    slug: row.slug,
    subjectId: row.subject_id,
    paper: { id: row.subject_id, name: row.paper_name, level: row.paper_level as Level },
    summary: row.summary,
    description: row.description,
    outcomes: JSON.parse(row.outcomes) as string[],
    requirements: JSON.parse(row.requirements) as string[],
    language: row.language as StudioCourse['language'],
    pricePaisa: row.price_paisa,
    salePricePaisa: row.sale_price_paisa,
    access: accessOf(row),
    mentorIds: mentors.map((m) => m.instructor_id),
    featured: row.featured === 1,
    coverTheme: (row.cover_theme ?? 'paper') as StudioCourse['coverTheme'],
    lessonsCount: row.lessons_count,
    studentsCount: students,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
    publicPath: `/course-detail/${row.slug}`,
  };
}
