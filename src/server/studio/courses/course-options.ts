import type { CourseOptions } from '../../../contracts/studio-course-schemas';
import type { Level } from '../../../contracts/subjects';
import type { Db } from '../../db/database';

/** The papers (with their level) and the mentors (not deleted) a course can be given. */
export async function courseOptions(db: Db): Promise<CourseOptions> {
  const [papers, mentors] = await Promise.all([
    db.selectFrom('subjects').select(['id', 'name', 'level']).orderBy('position').execute(),
    db.selectFrom('instructors').select(['id', 'name', 'title']).where('deleted_at', 'is', null).orderBy('position').orderBy('id').execute(),
  ]);
  return { papers: papers.map((p) => ({ id: p.id, name: p.name, level: p.level as Level })), mentors };
}
