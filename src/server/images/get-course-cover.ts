import type { Level } from '../../contracts/subjects';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { buildCourseCover } from './course-cover';

/** The cover of a published course; a draft has no public cover (404 `image_not_found`). */
export async function getCourseCover(db: Db, slug: string): Promise<string> {
  const row = await db
    .selectFrom('courses')
    .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
    .select(['courses.slug', 'courses.title', 'subjects.slug as subject_slug', 'subjects.name as subject_name', 'subjects.level', 'subjects.position', 'courses.cover_theme'])
    .where('courses.slug', '=', slug)
    .where('courses.status', '=', 'published')
    .executeTakeFirst();
  if (!row) throw new AppError('image_not_found');
  return buildCourseCover({
    slug: row.slug,
    title: row.title,
    subject: { slug: row.subject_slug, name: row.subject_name, level: row.level as Level, position: row.position },
    theme: row.cover_theme,
  });
}
