import type { SubjectName } from '../../../contracts/subjects';
import type { Db } from '../database';

/**
 * Demo results of Hisab candidates at the two sittings before the platform
 * opened: how many sat each paper after a Hisab course and how many passed.
 * Pass rates fall with the level, as they do at the institute.
 */
const RESULTS: Record<SubjectName, Record<string, [candidates: number, passed: number]>> = {
  Accounting: { '2025-12': [212, 171], '2026-06': [238, 197] },
  Assurance: { '2025-12': [154, 118], '2026-06': [171, 134] },
  'Business, Technology & Finance': { '2025-12': [143, 119], '2026-06': [160, 136] },
  'Management Information': { '2025-12': [138, 101], '2026-06': [149, 112] },
  'Principles of Taxation': { '2025-12': [126, 89], '2026-06': [141, 103] },
  'Audit & Assurance': { '2025-12': [97, 58], '2026-06': [108, 67] },
  'Financial Accounting & Reporting': { '2025-12': [118, 66], '2026-06': [131, 77] },
  'Financial Management': { '2025-12': [92, 55], '2026-06': [99, 61] },
  'Business Planning Taxation & Compliance': { '2025-12': [71, 40], '2026-06': [83, 49] },
  'Corporate Law & Practices': { '2025-12': [88, 59], '2026-06': [94, 65] },
  'Corporate Reporting': { '2025-12': [54, 27], '2026-06': [61, 32] },
  'Strategic Business Management and Leadership': { '2025-12': [47, 22], '2026-06': [52, 26] },
};

/** Inserts the results that are missing (by paper and sitting). */
export async function seedSittingResults(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const subjectIds = new Map((await trx.selectFrom('subjects').select(['id', 'name']).execute()).map((s) => [s.name, s.id]));
    const existing = new Set((await trx.selectFrom('sitting_results').select(['subject_id', 'sitting']).execute()).map((r) => `${r.subject_id}/${r.sitting}`));
    const rows = Object.entries(RESULTS).flatMap(([name, sittings]) => {
      const subjectId = subjectIds.get(name);
      if (subjectId === undefined) throw new Error(`sitting results: unknown paper ${name}`);
      return Object.entries(sittings)
        .filter(([sitting]) => !existing.has(`${subjectId}/${sitting}`))
        .map(([sitting, [candidates, passed]]) => ({ subject_id: subjectId, sitting, candidates, passed }));
    });
    if (rows.length > 0) await trx.insertInto('sitting_results').values(rows).execute();
    return rows.length;
  });
}
