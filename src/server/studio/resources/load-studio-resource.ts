import type { StudioResource } from '../../../contracts/studio-content-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { downloadUrl } from '../../resources/list-resources';

const COLUMNS = ['id', 'slug', 'title', 'description', 'subject_id', 'access', 'course_id', 'file_name', 'mime_type', 'size_bytes', 'version', 'created_at', 'deleted_at'] as const;

type Row = {
  id: number;
  slug: string;
  title: string;
  description: string;
  subject_id: number;
  access: 'public' | 'enrolled';
  course_id: number | null;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  version: number;
  created_at: string;
  deleted_at: string | null;
};

const toResource = (r: Row): StudioResource => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  description: r.description,
  subjectId: r.subject_id,
  access: r.access,
  courseId: r.course_id,
  fileName: r.file_name,
  mimeType: r.mime_type,
  sizeBytes: r.size_bytes,
  downloadUrl: downloadUrl(r.slug),
  version: r.version,
  updatedAt: r.created_at,
  deletedAt: r.deleted_at,
});

/** The studio's files (never their bytes), by paper then title; deleted ones only when asked for. */
export async function listStudioResources(db: Db, status: 'active' | 'deleted'): Promise<StudioResource[]> {
  const rows = await db
    .selectFrom('resources')
    .select([...COLUMNS])
    .where('deleted_at', status === 'deleted' ? 'is not' : 'is', null)
    .orderBy('subject_id')
    .orderBy('title')
    .orderBy('id')
    .execute();
  return rows.map(toResource);
}

export async function loadStudioResource(db: Db, id: number): Promise<StudioResource> {
  const row = await db
    .selectFrom('resources')
    .select([...COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('studio_item_not_found');
  return toResource(row);
}
