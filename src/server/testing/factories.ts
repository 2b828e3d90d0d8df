import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { SubjectsTable, SyllabusAreasTable } from '../db/schema';

type AreaInput = Omit<Insertable<SyllabusAreasTable>, 'subject_id' | 'position'>;

/** A subject row with sensible defaults; pass only what the test is about. */
export async function insertSubject(db: Db, overrides: Partial<Insertable<SubjectsTable>> = {}, areas: AreaInput[] = [{ name: 'Area one', summary: 'First area.', weighting_percent: 100 }]) {
  const suffix = crypto.randomBytes(4).toString('hex');
  const row = await db
    .insertInto('subjects')
    .values({
      slug: `test-paper-${suffix}`,
      name: `Test Paper ${suffix}`,
      level: 'certificate',
      position: 100,
      marks: 100,
      duration_minutes: 120,
      pass_mark_percent: 50,
      exam_format: 'Objective questions.',
      summary: 'A paper made by a test.',
      description: 'A paper made by a test, with a longer description.',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (areas.length > 0) {
    await db
      .insertInto('syllabus_areas')
      .values(areas.map((area, i) => ({ ...area, subject_id: row.id, position: i + 1 })))
      .execute();
  }
  return row;
}
