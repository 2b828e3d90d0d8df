import type { Level } from '../../../contracts/subjects';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { buildCourseCover } from '../../images/course-cover';

/**
 * The generated cover of any course (drafts too), drawn with a theme and
 * title the editor is trying before saving them: the public cover address
 * answers only for published courses.
 */
export async function coverPreview(db: Db, id: number, options: { theme?: string; title?: string }): Promise<string> {
  const row = await db
    .selectFrom('courses')
    .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
    .select(['courses.slug', 'courses.title', 'courses.cover_theme', 'subjects.slug as subject_slug', 'subjects.name as subject_name', 'subjects.level', 'subjects.position'])
    .where('courses.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('studio_item_not_found');
  return buildCourseCover({
    slug: row.slug,
    title: options.title?.trim() || row.title,
    subject: { slug: row.subject_slug, name: row.subject_name, level: row.level as Level, position: row.position },
    theme: options.theme ?? row.cover_theme,
  });
}
