import type { StudioMentor } from '../../../contracts/studio-content-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { parseSocialLinks } from '../../mentors/social-links';
import { mediaRef } from '../media/media-ref';

export const mentorPath = (slug: string) => `/instructor-detail/${encodeURIComponent(slug)}`;

/** A mentor as the editor reads it, deleted ones included. */
export async function loadStudioMentor(db: Db, id: number): Promise<StudioMentor> {
  const row = await db
    .selectFrom('instructors')
    .leftJoin('media', 'media.id', 'instructors.photo_media_id')
    .selectAll('instructors')
    .select(['media.hash', 'media.width', 'media.height'])
    .where('instructors.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('studio_item_not_found');
  const subjects = await db.selectFrom('instructor_subjects').select('subject_id').where('instructor_id', '=', id).orderBy('subject_id').execute();
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    title: row.title,
    qualifications: JSON.parse(row.qualifications) as string[],
    bio: row.bio,
    yearsTeaching: row.years_teaching,
    social: parseSocialLinks(row.social),
    subjectIds: subjects.map((s) => s.subject_id),
    position: row.position,
    photoMediaId: row.photo_media_id,
    photo: row.photo_media_id !== null && row.hash ? mediaRef({ id: row.photo_media_id, hash: row.hash, width: row.width ?? 0, height: row.height ?? 0 }, 'portrait') : null,
    publicPath: mentorPath(row.slug),
    version: row.version,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
  };
}
