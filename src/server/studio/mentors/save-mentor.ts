import type { SaveMentor, StudioMentor } from '../../../contracts/studio-content-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { assertLinks, currentVersion, liveRow } from '../content/links';
import { loadMediaRef } from '../media/media-ref';
import { keepOldAddress } from '../slugs';
import { expectSaved } from '../versioned';
import { loadStudioMentor } from './load-studio-mentor';

/** Saves every field of a mentor; a mentor's page is always public, so a changed slug always keeps the old address. */
export async function saveMentor(services: Pick<Services, 'db' | 'catalogueCache'>, { actor, id, input }: { actor: Actor; id: number; input: SaveMentor }): Promise<StudioMentor> {
  const { db } = services;
  await assertLinks(db, { subjectIds: input.subjectIds }, {});
  await loadMediaRef(db, { id: input.photoMediaId, preset: 'portrait', field: 'photoMediaId' });
  const subjectIds = [...new Set(input.subjectIds)];
  await db.transaction().execute(async (trx) => {
    const row = await liveRow(() => trx.selectFrom('instructors').select(['slug', 'deleted_at']).where('id', '=', id).executeTakeFirst());
    if (input.slug !== row.slug && (await trx.selectFrom('instructors').select('id').where('slug', '=', input.slug).where('id', '!=', id).executeTakeFirst())) {
      throw new AppError('slug_taken', undefined, { field: 'slug' });
    }
    const result = await trx
      .updateTable('instructors')
      .set((eb) => ({
        name: input.name,
        slug: input.slug,
        title: input.title,
        qualifications: JSON.stringify(input.qualifications),
        bio: input.bio,
        years_teaching: input.yearsTeaching,
        social: JSON.stringify(input.social),
        position: input.position,
        photo_media_id: input.photoMediaId,
        updated_at: new Date().toISOString(),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    await expectSaved(result, () => currentVersion(trx, 'instructors', id));
    await keepOldAddress(trx, { kind: 'mentor', oldSlug: row.slug, newSlug: input.slug, targetId: id });
    await trx.deleteFrom('instructor_subjects').where('instructor_id', '=', id).execute();
    if (subjectIds.length)
      await trx
        .insertInto('instructor_subjects')
        .values(subjectIds.map((subject_id) => ({ instructor_id: id, subject_id })))
        .execute();
    await recordAudit(trx, {
      actor,
      action: 'content.updated',
      target: { type: 'mentor', id: String(id) },
      details: { version: input.version + 1, ...(input.slug !== row.slug ? { slug: { from: row.slug, to: input.slug } } : {}) },
    });
  });
  await services.catalogueCache.invalidate();
  return loadStudioMentor(db, id);
}
