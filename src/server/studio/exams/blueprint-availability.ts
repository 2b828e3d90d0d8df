import type { Difficulty, QuestionKind } from '../../../contracts/exam-schemas';
import { kindAllowed, kindFiltersMeet } from '../../../contracts/question-kind-filters';
import type { Availability, BlueprintRow } from '../../../contracts/studio-exam-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { canMakeMarks } from '../../exams/exact-marks';

/**
 * Two rows draw from the same questions when they name one area, their
 * difficulties meet (any meets every one) and their kinds meet (any meets
 * every kind, objective each objective kind).
 */
export function overlappingRows(rows: Pick<BlueprintRow, 'areaId' | 'difficulty' | 'kind'>[]): [number, number][] {
  const pairs: [number, number][] = [];
  rows.forEach((a, i) =>
    rows.slice(i + 1).forEach((b, k) => {
      if (a.areaId === b.areaId && (a.difficulty === null || b.difficulty === null || a.difficulty === b.difficulty) && kindFiltersMeet(a.kind, b.kind)) pairs.push([i, i + 1 + k]);
    }),
  );
  return pairs;
}

/**
 * Whether the bank can fill a blueprint: per row, the active questions of
 * the paper in that area, difficulty and kind, and their marks, against the
 * count asked. A row counted in questions needs that many; one counted in
 * marks needs questions whose marks add up to it exactly (ten 10-mark
 * questions cannot make 25). Rows may not overlap, so what each row can
 * draw is its own and the draw can never come up short.
 */
export async function blueprintAvailability(db: Db, subjectId: number, rows: BlueprintRow[]): Promise<Availability> {
  return availabilityOf(rows.length === 0 ? [] : await bankGroups(db, subjectId), rows);
}

/** The paper's active questions counted by area, difficulty, kind and marks: all a blueprint's checks need. */
export type BankGroup = { area_id: number; difficulty: Difficulty; kind: QuestionKind; marks: number; n: number };

export async function bankGroups(db: Db, subjectId: number): Promise<BankGroup[]> {
  const rows = await db
    .selectFrom('questions as q')
    .innerJoin('question_versions as v', 'v.id', 'q.current_version_id')
    .select(['q.area_id', 'q.difficulty', 'v.kind', 'v.marks', (eb) => eb.fn.countAll<number>().as('n')])
    .where('q.subject_id', '=', subjectId)
    .where('q.active', '=', 1)
    .groupBy(['q.area_id', 'q.difficulty', 'v.kind', 'v.marks'])
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** The groups a row draws from. */
export const groupsOfRow = (groups: BankGroup[], row: BlueprintRow) =>
  groups.filter((g) => g.area_id === row.areaId && (row.difficulty === null || g.difficulty === row.difficulty) && kindAllowed(row.kind, g.kind));

export function availabilityOf(groups: BankGroup[], rows: BlueprintRow[]): Availability {
  const checked = rows.map((row) => {
    const own = groupsOfRow(groups, row);
    const available = own.reduce((sum, g) => sum + g.n, 0);
    const availableMarks = own.reduce((sum, g) => sum + g.n * g.marks, 0);
    // Each mark value as many times as it could be used towards the count, no more.
    const marks = own.flatMap((g) => Array<number>(Math.min(g.n, Math.floor(row.count / g.marks))).fill(g.marks));
    const enough = row.unit === 'marks' ? availableMarks >= row.count && canMakeMarks(marks, row.count) : available >= row.count;
    return { ...row, available, availableMarks, enough };
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
