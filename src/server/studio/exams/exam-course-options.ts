import type { Db } from '../../db/database';

/** Courses an exam may be linked to (drafts included, deleted ones not), with their paper's slug. */
export async function examCourseOptions(db: Db) {
  const rows = await db
    .selectFrom('courses as c')
    .leftJoin('subjects as s', 's.id', 'c.subject_id')
    .select(['c.id', 'c.title', 's.slug as paper'])
    .where('c.deleted_at', 'is', null)
    .orderBy('c.title')
    .execute();
  return { courses: rows.map((r) => ({ id: r.id, title: r.title, paper: r.paper ?? null })) };
}
