import type { PaperSection } from '../../../contracts/exam-schemas';
import type { PreviewEntry } from '../../../contracts/studio-exam-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ExamDefinition, ExamStore, QuestionVersion } from '../../exams/exam-store';

/**
 * The exam a preview runs: any exam not deleted, published or not, from
 * the exam store (which keeps drafts too), so a preview sees what a
 * student's start would.
 */
export async function previewedExam(db: Db, store: ExamStore, id: number): Promise<ExamDefinition> {
  const row = await db.selectFrom('exams').select('deleted_at').where('id', '=', id).executeTakeFirst();
  const exam = row && row.deleted_at === null ? await store.byId(id) : undefined;
  if (!exam) throw new AppError('studio_item_not_found');
  return exam;
}

const invalid = () => new AppError('preview_paper_invalid');

/**
 * The versions of a paper the browser sends back: each a version of the
 * question it names, in the exam's paper, with the options in an order of
 * its own options. The browser keeps a preview, so what it sends is
 * checked before anything is read from the store, which trusts its ids.
 */
export async function previewVersions(db: Db, store: ExamStore, exam: ExamDefinition, paper: PreviewEntry[]): Promise<Map<number, QuestionVersion>> {
  const ids = [...new Set(paper.map((e) => e.versionId))];
  const rows = await db.selectFrom('question_versions as v').innerJoin('questions as q', 'q.id', 'v.question_id').select(['v.id', 'v.question_id', 'q.subject_id']).where('v.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (paper.some((e) => byId.get(e.versionId)?.question_id !== e.questionId || byId.get(e.versionId)?.subject_id !== exam.subject.id)) throw invalid();
  if (new Set(paper.map((e) => e.questionId)).size !== paper.length) throw invalid();
  const versions = await store.questionVersions(ids);
  for (const entry of paper) {
    if (!entry.order) continue;
    const content = versions.get(entry.versionId)!.content;
    const options = content.kind === 'single' || content.kind === 'multi' ? content.options.map((o) => o.id) : [];
    if (entry.order.length !== options.length || new Set(entry.order).size !== options.length || entry.order.some((id) => !options.includes(id))) throw invalid();
  }
  return versions;
}

/** Sections must cover the paper in order, one after another, or be none. */
export function checkPreviewSections(sections: PaperSection[], questions: number): void {
  let next = 1;
  for (const section of sections) {
    if (section.from !== next || section.to < section.from) throw invalid();
    next = section.to + 1;
  }
  if (sections.length > 0 && next !== questions + 1) throw invalid();
}
