import type { CourseDetail } from '../../../contracts/catalogue-schemas';
import { getCourse } from '../../courses/get-course';
import type { Db } from '../../db/database';

/**
 * "View as a student": the course page's own read, drafts included, for an
 * admin only (the route sits behind the studio's gate, and outside the
 * catalogue cache, so no visitor is ever served a draft). A draft has no
 * public cover yet, so the preview points at the studio's.
 */
export async function previewCourse(db: Db, slug: string): Promise<CourseDetail & { previewOf: number }> {
  const course = await getCourse(db, slug, { drafts: true });
  const row = await db.selectFrom('courses').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return { ...course, coverUrl: `/api/admin/studio/courses/${row.id}/cover`, previewOf: row.id };
}
