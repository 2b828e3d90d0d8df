import type { StudioMentor } from '../../../contracts/studio-content-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { currentVersion } from '../content/links';
import { expectSaved } from '../versioned';
import { loadStudioMentor } from './load-studio-mentor';

/**
 * Puts a mentor aside (gone from every public list and page, posts show no
 * author) or brings them back. A mentor still named on a course is refused
 * with mentor_has_courses and the courses: a course page must never lose a
 * mentor silently; the admin takes them off the course first.
 */
export async function setMentorDeleted(
  services: Pick<Services, 'db' | 'catalogueCache'>,
  { actor, id, version, deleted }: { actor: Actor; id: number; version: number; deleted: boolean },
): Promise<StudioMentor> {
  const { db } = services;
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('instructors').select(['slug', 'name', 'deleted_at']).where('id', '=', id).executeTakeFirst();
    if (!row || (row.deleted_at !== null) === deleted) throw new AppError('studio_item_not_found');
    if (deleted) {
      const courses = await trx
        .selectFrom('course_instructors')
        .innerJoin('courses', 'courses.id', 'course_instructors.course_id')
        .select(['courses.id', 'courses.title'])
        .where('course_instructors.instructor_id', '=', id)
        .where('courses.deleted_at', 'is', null)
        .orderBy('courses.title')
        .execute();
      if (courses.length) throw new AppError('mentor_has_courses', undefined, { courses });
    }
    const now = new Date().toISOString();
    const result = await trx
      .updateTable('instructors')
      .set((eb) => ({ deleted_at: deleted ? now : null, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    await expectSaved(result, () => currentVersion(trx, 'instructors', id));
    await recordAudit(trx, { actor, action: deleted ? 'content.deleted' : 'content.restored', target: { type: 'mentor', id: String(id) }, details: { slug: row.slug, name: row.name } });
  });
  await services.catalogueCache.invalidate();
  return loadStudioMentor(db, id);
}
