import type { StudioCourse } from '../../../contracts/studio-course-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { expectSaved } from '../versioned';
import { publicCatalogueChanged } from './course-changed';
import { courseVersion, loadStudioCourse, studentsOf } from './load-studio-course';

/**
 * Puts a course aside (unpublished, marked deleted) or brings it back as a
 * draft. Nothing is removed: sections, lessons, orders and kept addresses
 * stay. A course any student is enrolled in cannot be deleted
 * (`has_students`): it can only be unpublished, and its students keep it.
 */
export async function setCourseDeleted(
  services: Pick<Services, 'db' | 'catalogueCache'>,
  { actor, id, version, deleted }: { actor: Actor; id: number; version: number; deleted: boolean },
): Promise<StudioCourse> {
  const { db } = services;
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('courses').select(['slug', 'title', 'status', 'deleted_at']).where('id', '=', id).executeTakeFirst();
    if (!row || (row.deleted_at !== null) === deleted) throw new AppError('studio_item_not_found');
    if (deleted) {
      const students = await studentsOf(trx, id);
      if (students > 0) throw new AppError('has_students', undefined, { students });
    }
    const now = new Date().toISOString();
    const result = await trx
      .updateTable('courses')
      .set((eb) => ({ deleted_at: deleted ? now : null, status: 'draft', featured: 0, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    await expectSaved(result, () => courseVersion(trx, id));
    await recordAudit(trx, {
      actor,
      action: deleted ? 'content.deleted' : 'content.restored',
      target: { type: 'course', id: String(id) },
      details: { slug: row.slug, title: row.title, wasPublished: row.status === 'published' },
    });
  });
  await publicCatalogueChanged(services);
  return loadStudioCourse(db, id);
}
