import type { Resource, ResourceQuery } from '../../contracts/catalogue-schemas';
import type { Level } from '../../contracts/subjects';
import { subjectIdBySlug } from '../catalogue/subject-filter';
import type { Db } from '../db/database';

export function downloadUrl(slug: string): string {
  return `/api/resources/${encodeURIComponent(slug)}/download`;
}

/**
 * Files in the order a page groups them: by paper in curriculum order, then
 * free files before enrolled-only ones, then by title. An enrolled-only
 * file names the published course that unlocks it.
 */
export async function listResources(db: Db, query: ResourceQuery): Promise<Resource[]> {
  const subjectId = query.subject ? await subjectIdBySlug(db, query.subject) : undefined;
  const rows = await db
    .selectFrom('resources')
    .innerJoin('subjects', 'subjects.id', 'resources.subject_id')
    .leftJoin('courses', (join) => join.onRef('courses.id', '=', 'resources.course_id').on('courses.status', '=', 'published'))
    .select([
      'resources.slug',
      'resources.title',
      'resources.description',
      'resources.access',
      'resources.file_name',
      'resources.mime_type',
      'resources.size_bytes',
      'subjects.name as subject_name',
      'subjects.slug as subject_slug',
      'subjects.level as subject_level',
      'courses.slug as course_slug',
      'courses.title as course_title',
    ])
    .where('resources.deleted_at', 'is', null)
    .$if(subjectId !== undefined, (qb) => qb.where('resources.subject_id', '=', subjectId!))
    .$if(query.level !== undefined, (qb) => qb.where('subjects.level', '=', query.level!))
    .$if(query.access !== undefined, (qb) => qb.where('resources.access', '=', query.access!))
    .orderBy('subjects.position')
    .orderBy((eb) => eb.case().when('resources.access', '=', 'public').then(0).else(1).end())
    .orderBy('resources.title')
    .orderBy('resources.id')
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    description: row.description,
    subject: { name: row.subject_name, slug: row.subject_slug, level: row.subject_level as Level },
    access: row.access,
    fileName: row.file_name,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    unlockedBy: row.access === 'enrolled' && row.course_slug && row.course_title ? { slug: row.course_slug, title: row.course_title } : null,
    downloadUrl: downloadUrl(row.slug),
  }));
}
