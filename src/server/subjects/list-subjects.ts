import type { Subject } from '../../contracts/subject-schemas';
import type { Db } from '../db/database';
import { toSubject } from './to-subject';

/** All papers in curriculum order, each with its syllabus areas (two queries, not one per paper). */
export async function listSubjects(db: Db): Promise<Subject[]> {
  const [rows, areas] = await Promise.all([db.selectFrom('subjects').selectAll().orderBy('position').execute(), db.selectFrom('syllabus_areas').selectAll().execute()]);
  return rows.map((row) => toSubject(row, areas));
}
