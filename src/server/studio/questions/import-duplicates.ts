import type { ImportDuplicate } from '../../../contracts/studio-question-schemas';
import type { Db } from '../../db/database';
import type { ReadQuestion } from './import-question';
import { stemKey } from './stem-key';

/** A stem shown beside a duplicate: its opening, enough to recognise it. */
export const stemOpening = (stem: string, length = 200) => (stem.length > length ? `${stem.slice(0, length - 1)}…` : stem);

/**
 * The questions of the file whose stem repeats another, by row: one of
 * the bank of the same paper (its current version, active or retired), or
 * failing that an earlier question of the file for the same paper. Stems
 * are compared as stemKey reads them. The bank is read one paper at a
 * time, the current stems only.
 */
export async function findDuplicates(db: Db, questions: ReadQuestion[]): Promise<Map<number, ImportDuplicate>> {
  const papers = [...new Set(questions.flatMap((q) => (q.paper ? [q.paper.id] : [])))];
  const bank = new Map<number, Map<string, Extract<ImportDuplicate, { of: 'bank' }>>>();
  for (const subjectId of papers) {
    const rows = await db
      .selectFrom('questions as q')
      .innerJoin('question_versions as v', 'v.id', 'q.current_version_id')
      .select(['q.id', 'q.ref', 'q.active', 'v.stem'])
      .where('q.subject_id', '=', subjectId)
      .orderBy('q.id')
      .execute();
    const byKey = new Map<string, Extract<ImportDuplicate, { of: 'bank' }>>();
    for (const row of rows) {
      const key = stemKey(row.stem);
      // The oldest question with the stem is the one named; an active one before a retired one.
      const held = byKey.get(key);
      if (key !== '' && (!held || (!held.active && row.active === 1))) byKey.set(key, { of: 'bank', questionId: row.id, ref: row.ref, stem: stemOpening(row.stem), active: row.active === 1 });
    }
    bank.set(subjectId, byKey);
  }

  const found = new Map<number, ImportDuplicate>();
  const seen = new Map<string, number>();
  for (const question of questions) {
    const key = stemKey(question.stem);
    if (!question.paper || key === '') continue;
    const inBank = bank.get(question.paper.id)?.get(key);
    const earlier = seen.get(`${question.paper.id} ${key}`);
    if (inBank) found.set(question.row, inBank);
    else if (earlier !== undefined) found.set(question.row, { of: 'file', row: earlier });
    if (earlier === undefined) seen.set(`${question.paper.id} ${key}`, question.row);
  }
  return found;
}
