import type { CourseListQuery, StudioCourseRow } from '../../../contracts/studio-course-schemas';
import type { Level } from '../../../contracts/subjects';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The studio's course list: drafts and published courses (or only the
 * deleted ones, to restore), searched by title words, filtered by paper and
 * status, the most recently updated first.
 */
export async function listStudioCourses(db: Db, query: CourseListQuery, at = new Date()): Promise<StudioCourseRow[]> {
  const now = at.toISOString();
  let q = db
    .selectFrom('courses')
    .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
    .select([
      'courses.id',
      'courses.slug',
      'courses.title',
      'courses.status',
      'courses.price_paisa',
      'courses.sale_price_paisa',
      'courses.featured',
      'courses.lessons_count',
      'courses.version',
      'courses.updated_at',
      'courses.deleted_at',
      'subjects.id as paper_id',
      'subjects.name as paper_name',
      'subjects.level as paper_level',
      (eb) =>
        eb
          .selectFrom('enrollments')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('enrollments.course_id', '=', 'courses.id')
          .where('enrollments.status', '=', 'active')
          .where((e) => e.or([e('enrollments.expires_at', 'is', null), e('enrollments.expires_at', '>', now)]))
          .as('students'),
    ]);
  q = query.status === 'deleted' ? q.where('courses.deleted_at', 'is not', null) : q.where('courses.deleted_at', 'is', null);
  if (query.status === 'draft' || query.status === 'published') q = q.where('courses.status', '=', query.status);
  if (query.subjectId !== undefined) q = q.where('courses.subject_id', '=', query.subjectId);
  // Every word must appear in the title; LIKE's own wildcards in a word are matched literally.
  for (const word of (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    q = q.where(sql<boolean>`lower(courses.title) like ${pattern} escape '\\'`);
  }
  const rows = await q.orderBy('courses.updated_at', 'desc').orderBy('courses.id', 'desc').limit(500).execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    paper: { id: row.paper_id, name: row.paper_name, level: row.paper_level as Level },
    pricePaisa: row.price_paisa,
    salePricePaisa: row.sale_price_paisa,
    featured: row.featured === 1,
    lessonsCount: row.lessons_count,
    studentsCount: Number(row.students ?? 0),
    version: row.version,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
  }));
}
