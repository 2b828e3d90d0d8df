import type { Db } from '../db/database';
import { AppError } from '../errors';

export type DownloadableFile = { fileName: string; mimeType: string; content: Uint8Array<ArrayBuffer> };

/**
 * The bytes of a free file. An enrolled-only file answers 403
 * `resource_locked`, naming the course that unlocks it in the message and
 * in `details.course`; unknown slugs 404 `resource_not_found`.
 */
export async function downloadResource(db: Db, slug: string): Promise<DownloadableFile> {
  const row = await db
    .selectFrom('resources')
    .leftJoin('courses', (join) => join.onRef('courses.id', '=', 'resources.course_id').on('courses.status', '=', 'published'))
    .select(['resources.access', 'resources.file_name', 'resources.mime_type', 'resources.content', 'courses.slug as course_slug', 'courses.title as course_title'])
    .where('resources.slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw new AppError('resource_not_found');
  if (row.access !== 'public') {
    // Enrollments do not exist yet, so nobody can hold one: every enrolled-only
    // download is refused, signed in or not. The check that lets an enrolled
    // student through arrives with enrollments, here, before this refusal.
    const course = row.course_slug && row.course_title ? { slug: row.course_slug, title: row.course_title } : null;
    throw new AppError('resource_locked', course ? `Enroll in ${course.title} to download this file.` : undefined, { course });
  }
  return { fileName: row.file_name, mimeType: row.mime_type, content: new Uint8Array(row.content) };
}
