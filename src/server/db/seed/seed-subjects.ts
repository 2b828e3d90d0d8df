import { SUBJECT_LEVELS } from '../../../contracts/subjects';
import type { Db } from '../database';
import { SUBJECT_SEEDS } from './subjects-data';

/**
 * Inserts the exam papers that are missing, with their syllabus areas.
 * A subject that exists is left alone, so an admin's later edits survive a
 * restart and a second run adds nothing.
 */
export async function seedSubjects(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const existing = new Set((await trx.selectFrom('subjects').select('slug').execute()).map((r) => r.slug));
    let inserted = 0;
    for (const [index, seed] of SUBJECT_SEEDS.entries()) {
      if (existing.has(seed.slug)) continue;
      const { id } = await trx
        .insertInto('subjects')
        .values({
          slug: seed.slug,
          name: seed.name,
          level: SUBJECT_LEVELS[seed.name],
          position: index + 1,
          marks: seed.marks,
          duration_minutes: seed.durationMinutes,
          pass_mark_percent: seed.passMarkPercent,
          exam_format: seed.examFormat,
          summary: seed.summary,
          description: seed.description,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('syllabus_areas')
        .values(seed.areas.map((area, i) => ({ subject_id: id, position: i + 1, name: area.name, summary: area.summary, weighting_percent: area.weightingPercent })))
        .execute();
      inserted += 1;
    }
    return inserted;
  });
}
