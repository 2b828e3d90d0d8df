import type { Db } from '../../db/database';
import { AppError } from '../../errors';

export type StudioCourse = { id: number; title: string; slug: string; status: 'draft' | 'published'; curriculumVersion: number };

/** A course the studio may edit: one that exists and was not deleted (404 `studio_item_not_found` otherwise). */
export async function studioCourse(db: Db, courseId: number): Promise<StudioCourse> {
  const row = await db.selectFrom('courses').select(['id', 'title', 'slug', 'status', 'curriculum_version']).where('id', '=', courseId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw new AppError('studio_item_not_found');
  return { id: row.id, title: row.title, slug: row.slug, status: row.status, curriculumVersion: row.curriculum_version };
}
