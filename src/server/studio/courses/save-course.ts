import type { SaveCourse, StudioCourse } from '../../../contracts/studio-course-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { courseMentorIds, lockMentors, recountMentorStudents } from '../../enrollments/kept-figures';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { keepOldAddress } from '../slugs';
import { expectSaved } from '../versioned';
import { reindexCourse, publicCatalogueChanged } from './course-changed';
import { assertPaper, courseSlugTaken } from './create-course';
import { courseVersion, loadStudioCourse } from './load-studio-course';

async function assertMentors(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.selectFrom('instructors').select('id').where('id', 'in', ids).where('deleted_at', 'is', null).execute();
  if (found.length !== ids.length) throw new AppError('studio_link_not_found', undefined, { field: 'mentorIds' });
}

/**
 * Saves every catalogue field of a course from the version the editor
 * loaded. A published course changes on the public site at once; when its
 * slug changes, the old address keeps answering with a permanent redirect.
 */
export async function saveCourse(services: Pick<Services, 'db' | 'catalogueCache'>, { actor, id, input }: { actor: Actor; id: number; input: SaveCourse }): Promise<StudioCourse> {
  const { db } = services;
  await assertPaper(db, input.subjectId);
  await assertMentors(db, input.mentorIds);
  try {
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('courses').select(['slug', 'status', 'published_at', 'deleted_at']).where('id', '=', id).executeTakeFirst();
      if (!row || row.deleted_at !== null) throw new AppError('studio_item_not_found');
      // A published course's students are its mentors' students: a change of mentors moves their figures.
      const before = await courseMentorIds(trx, id);
      const moved = row.status === 'published' ? [...new Set([...before, ...input.mentorIds])].filter((m) => !(before.includes(m) && input.mentorIds.includes(m))) : [];
      await lockMentors(trx, moved);
      if (input.slug !== row.slug && (await courseSlugTaken(trx, input.slug, id))) throw new AppError('slug_taken', undefined, { field: 'slug' });
      const result = await trx
        .updateTable('courses')
        .set((eb) => ({
          title: input.title,
          slug: input.slug,
          subject_id: input.subjectId,
          summary: input.summary,
          description: input.description,
          outcomes: JSON.stringify(input.outcomes),
          requirements: JSON.stringify(input.requirements),
          language: input.language,
          price_paisa: input.pricePaisa,
          sale_price_paisa: input.salePricePaisa,
          access_days: input.access.kind === 'days' ? input.access.days : null,
          access_until: input.access.kind === 'until' ? input.access.until : null,
          featured: input.featured ? 1 : 0,
          cover_theme: input.coverTheme === 'paper' ? null : input.coverTheme,
          updated_at: new Date().toISOString(),
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .where('version', '=', input.version)
        .executeTakeFirst();
      await expectSaved(result, () => courseVersion(trx, id));
      await trx.deleteFrom('course_instructors').where('course_id', '=', id).execute();
      if (input.mentorIds.length) {
        await trx
          .insertInto('course_instructors')
          .values(input.mentorIds.map((instructorId, position) => ({ course_id: id, instructor_id: instructorId, position })))
          .execute();
      }
      await recountMentorStudents(trx, moved);
      // Addresses students may have kept: only a course that has been public has one.
      if (row.published_at !== null) await keepOldAddress(trx, { kind: 'course', oldSlug: row.slug, newSlug: input.slug, targetId: id });
      await reindexCourse(trx, id);
      await recordAudit(trx, {
        actor,
        action: 'content.updated',
        target: { type: 'course', id: String(id) },
        details: { version: input.version + 1, ...(input.slug !== row.slug ? { slug: { from: row.slug, to: input.slug } } : {}) },
      });
    });
  } catch (error) {
    // Another admin took the address between the check and the save.
    if (isUniqueViolation(error)) throw new AppError('slug_taken', undefined, { field: 'slug' });
    throw error;
  }
  // Every write, drafts too: a mentor's course count or a cached 404 may depend on it.
  await publicCatalogueChanged(services);
  return loadStudioCourse(db, id);
}
