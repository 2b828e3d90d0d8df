import type { StudioMentorRow } from '../../../contracts/studio-content-schemas';
import type { Db } from '../../db/database';

/** Mentors in their set order with how many courses each teaches; deleted ones only when asked for. */
export async function listStudioMentors(db: Db, status: 'active' | 'deleted'): Promise<StudioMentorRow[]> {
  const rows = await db
    .selectFrom('instructors')
    .select((eb) => [
      'instructors.id',
      'instructors.slug',
      'instructors.name',
      'instructors.title',
      'instructors.position',
      'instructors.version',
      'instructors.updated_at',
      'instructors.deleted_at',
      eb.selectFrom('course_instructors').select(eb.fn.countAll<number>().as('n')).whereRef('course_instructors.instructor_id', '=', 'instructors.id').as('courses'),
    ])
    .where('instructors.deleted_at', status === 'deleted' ? 'is not' : 'is', null)
    .orderBy('instructors.position')
    .orderBy('instructors.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    title: r.title,
    position: r.position,
    coursesCount: Number(r.courses ?? 0),
    version: r.version,
    updatedAt: r.updated_at,
    deletedAt: r.deleted_at,
  }));
}
