import type { Availability, BlueprintRow } from '../../../contracts/studio-exam-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';

/** Two rows draw from the same questions when they name one area and their difficulties meet (any meets every one). */
export function overlappingRows(rows: BlueprintRow[]): [number, number][] {
  const pairs: [number, number][] = [];
  rows.forEach((a, i) =>
    rows.slice(i + 1).forEach((b, k) => {
      if (a.areaId === b.areaId && (a.difficulty === null || b.difficulty === null || a.difficulty === b.difficulty)) pairs.push([i, i + 1 + k]);
    }),
  );
  return pairs;
}

/**
 * Whether the bank can fill a blueprint: per row, the active questions of
 * the paper in that area (and difficulty) against the count asked. Rows may
 * not overlap, so each row's count is exactly what it can draw and the
 * draw can never come up short.
 */
export async function blueprintAvailability(db: Db, subjectId: number, rows: BlueprintRow[]): Promise<Availability> {
  const counts = await db
    .selectFrom('questions')
    .select(['area_id', 'difficulty', (eb) => eb.fn.countAll<number>().as('n')])
    .where('subject_id', '=', subjectId)
    .where('active', '=', 1)
    .where('current_version_id', 'is not', null)
    .groupBy(['area_id', 'difficulty'])
    .execute();
  const available = (row: BlueprintRow) => counts.filter((c) => c.area_id === row.areaId && (row.difficulty === null || c.difficulty === row.difficulty)).reduce((sum, c) => sum + Number(c.n), 0);
  const checked = rows.map((row) => {
    const n = available(row);
    return { ...row, available: n, enough: n >= row.count };
  });
  const overlaps = overlappingRows(rows);
  return { rows: checked, fillable: rows.length > 0 && overlaps.length === 0 && checked.every((r) => r.enough), overlaps };
}

/** The builder's live check, by the paper's address. */
export async function paperAvailability(db: Db, paper: string, rows: BlueprintRow[]): Promise<Availability> {
  const subject = await db.selectFrom('subjects').select('id').where('slug', '=', paper).executeTakeFirst();
  if (!subject) throw new AppError('subject_not_found', undefined, { field: 'paper' });
  return blueprintAvailability(db, subject.id, rows);
}
