import { holdsActiveAccess } from '../access/course-access';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { KeptFile } from '../storage/kept-files';

export type DownloadableFile = { fileName: string; mimeType: string; file: KeptFile };

/**
 * Where a file is kept. An enrolled-only file downloads for a student with
 * active access to its (published) course, checked by holdsActiveAccess;
 * visitors and everyone else get 403 `resource_locked`, naming the course
 * that unlocks it in the message and in `details.course`. Unknown slugs 404
 * `resource_not_found`.
 */
export async function downloadResource(db: Db, slug: string, userId: string | null = null): Promise<DownloadableFile> {
  const row = await db
    .selectFrom('resources')
    .leftJoin('courses', (join) => join.onRef('courses.id', '=', 'resources.course_id').on('courses.status', '=', 'published'))
    .select([
      'resources.access',
      'resources.file_name',
      'resources.mime_type',
      'resources.storage_key',
      'resources.content',
      'courses.slug as course_slug',
      'courses.title as course_title',
      'courses.id as course_id',
    ])
    .where('resources.slug', '=', slug)
    .where('resources.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('resource_not_found');
  if (row.access !== 'public') {
    const course = row.course_slug && row.course_title && row.course_id !== null ? { slug: row.course_slug, title: row.course_title } : null;
    const unlocked = course !== null && row.course_id !== null && userId !== null && (await holdsActiveAccess(db, { userId, courseIds: [row.course_id] }));
    if (!unlocked) throw new AppError('resource_locked', course ? `Enroll in ${course.title} to download this file.` : undefined, { course });
  }
  return { fileName: row.file_name, mimeType: row.mime_type, file: { key: row.storage_key, bytes: row.content } };
}
