import type { BulkRefusal } from '../../../contracts/studio-question-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { stemOpening } from './import-duplicates';
import { lockPapers } from './lock-papers';

export type Selected = { id: number; ref: string; subjectId: number; areaId: number; active: boolean; stem: string };

/**
 * The questions a bulk action names, read after their papers' banks are
 * locked (lockPapers), so what the action judges is what it changes. An id
 * named twice counts once; an id the bank does not have refuses the whole
 * action (`bank_question_not_found`, the ids in details), as a list never
 * offers one.
 */
export async function lockedSelection(trx: Db, ids: number[]): Promise<Selected[]> {
  const unique = [...new Set(ids)];
  const papers = await trx.selectFrom('questions').select('subject_id').distinct().where('id', 'in', unique).execute();
  await lockPapers(
    trx,
    papers.map((p) => p.subject_id),
  );
  const rows = await trx
    .selectFrom('questions as q')
    .leftJoin('question_versions as v', 'v.id', 'q.current_version_id')
    .select(['q.id', 'q.ref', 'q.subject_id', 'q.area_id', 'q.active', 'v.stem'])
    .where('q.id', 'in', unique)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new AppError('bank_question_not_found', `No question in the bank has the id ${missing.join(', ')}.`, { ids: missing });
  return unique.map((id) => {
    const r = byId.get(id)!;
    return { id, ref: r.ref, subjectId: r.subject_id, areaId: r.area_id, active: r.active === 1, stem: stemOpening(r.stem ?? '', 120) };
  });
}

/** A question the action leaves as it was, and why. */
export function refusal(question: Selected, code: string, message: string, exams?: { id: number; title: string }[]): BulkRefusal {
  return { id: question.id, ref: question.ref, stem: question.stem, code, message, ...(exams ? { exams } : {}) };
}

/** The questions of each paper, in the order they were named. */
export function byPaper(questions: Selected[]): Map<number, Selected[]> {
  const papers = new Map<number, Selected[]>();
  for (const q of questions) papers.set(q.subjectId, [...(papers.get(q.subjectId) ?? []), q]);
  return papers;
}
