import type { Subject } from '../../contracts/subject-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { toSubject } from './to-subject';

/** One paper by its exact name (the page path) or its slug; 404 `subject_not_found` otherwise. */
export async function getSubject(db: Db, nameOrSlug: string): Promise<Subject> {
  const row = await db
    .selectFrom('subjects')
    .selectAll()
    .where((eb) => eb.or([eb('name', '=', nameOrSlug), eb('slug', '=', nameOrSlug)]))
    .executeTakeFirst();
  if (!row) throw new AppError('subject_not_found');
  const areas = await db.selectFrom('syllabus_areas').selectAll().where('subject_id', '=', row.id).execute();
  return toSubject(row, areas);
}
