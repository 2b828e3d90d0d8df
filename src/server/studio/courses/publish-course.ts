import type { StudioCourse } from '../../../contracts/studio-course-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import { canStillBeSold } from '../../enrollments/access-window';
import { courseMentorIds, lockMentors, recountMentorStudents } from '../../enrollments/kept-figures';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { expectSaved } from '../versioned';
import { publicCatalogueChanged, reindexCourse } from './course-changed';
import { courseVersion, loadStudioCourse } from './load-studio-course';

/**
 * Publishes or unpublishes a course from the version the editor showed.
 * Publishing needs what a student must see to decide: a summary, at least
 * one published lesson, and a price that can be charged (Tk 0 is free; a
 * fixed last day must not have passed). Unpublishing takes it out of the
 * catalogue; enrolled students keep it.
 */
export async function setCoursePublished(
  services: Pick<Services, 'db' | 'catalogueCache'>,
  { actor, id, version, publish, now = new Date() }: { actor: Actor; id: number; version: number; publish: boolean; now?: Date },
): Promise<StudioCourse> {
  const { db } = services;
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('courses')
      .select(['slug', 'title', 'summary', 'lessons_count', 'price_paisa', 'sale_price_paisa', 'access_days', 'access_until', 'published_at', 'deleted_at', 'version'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.deleted_at !== null) throw new AppError('studio_item_not_found');
    // Their students change with the course's status; locked before it changes (enrollments/kept-figures.ts).
    const mentors = await courseMentorIds(trx, id);
    await lockMentors(trx, mentors);
    // What the editor showed is judged only if it is still what is stored.
    if (row.version !== version) throw new AppError('edit_conflict', undefined, { currentVersion: row.version });
    if (publish) {
      const missing: string[] = [];
      if (row.summary.trim() === '') missing.push('summary');
      if (row.lessons_count < 1) missing.push('lessons');
      if (row.sale_price_paisa !== null && row.sale_price_paisa >= row.price_paisa) missing.push('price');
      if (!canStillBeSold(row, now)) missing.push('access');
      if (missing.length) throw new AppError('course_not_ready', undefined, { missing });
    }
    const stamp = now.toISOString();
    const result = await trx
      .updateTable('courses')
      .set((eb) => ({
        status: publish ? 'published' : 'draft',
        published_at: publish ? (row.published_at ?? stamp) : row.published_at,
        updated_at: stamp,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    await expectSaved(result, () => courseVersion(trx, id));
    await recountMentorStudents(trx, mentors);
    await reindexCourse(trx, id);
    await recordAudit(trx, { actor, action: publish ? 'content.published' : 'content.unpublished', target: { type: 'course', id: String(id) }, details: { slug: row.slug, title: row.title } });
  });
  await publicCatalogueChanged(services);
  return loadStudioCourse(db, id);
}
