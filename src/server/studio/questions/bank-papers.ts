import type { BankPapers } from '../../../contracts/studio-question-schemas';
import type { Db } from '../../db/database';

/** The papers and their syllabus areas, in the order students see them: the editor's and builder's pickers. */
export async function bankPapers(db: Db): Promise<BankPapers> {
  const [subjects, areas] = await Promise.all([
    db.selectFrom('subjects').select(['id', 'slug', 'name', 'level']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('syllabus_areas').select(['id', 'subject_id', 'name', 'position']).orderBy('position').execute(),
  ]);
  return {
    papers: subjects.map((s) => ({
      slug: s.slug,
      name: s.name,
      level: s.level,
      areas: areas.filter((a) => a.subject_id === s.id).map((a) => ({ id: a.id, name: a.name, position: a.position })),
    })),
  };
}
