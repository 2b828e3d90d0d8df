import type { QuestionStatistics } from '../../../contracts/exam-statistics-schemas';
import type { VersionFigures } from '../../../contracts/question-statistics-schemas';
import type { Db } from '../../db/database';
import type { ExamStore } from '../exam-store';
import { itemFlags } from './item-flags';
import { examFigures, versionFigures } from './item-statistics';
import { loadAttemptMarks, type AttemptsUsed } from './load-attempt-marks';
import { byVersion, optionPicks } from './option-picks';
import { optionRows, questionRow } from './question-rows';

export type QuestionInExamFigures = { figures: QuestionStatistics; versions: VersionFigures[] };

/** What one exam's attempts say of each question they had, kept per exam by `ExamFiguresCache`. */
export type ExamQuestionFigures = {
  exam: { id: number; title: string; slug: string; published: boolean; deleted: boolean };
  /** Attempts counted in the exam's figures. */
  attempts: number;
  awaitingMarking: number;
  questions: Map<number, QuestionInExamFigures>;
};

/**
 * Each question's row of an exam's statistics, computed as the exam's
 * statistics screen computes it (the same reading of the attempts, the same
 * figures and the same row), and for a question whose attempts had more
 * than one version, the same figures per version: each version's sample
 * narrowed from the question's, its options its own, its picks by the
 * exam's thirds. Null when the exam is gone.
 */
export async function examQuestionFigures(db: Db, store: ExamStore, { examId, used }: { examId: number; used: AttemptsUsed }): Promise<ExamQuestionFigures | null> {
  const exam = await db.selectFrom('exams').select(['id', 'title', 'slug', 'published', 'deleted_at']).where('id', '=', examId).executeTakeFirst();
  if (!exam) return null;
  const loaded = await loadAttemptMarks(db, { examId, used, versions: (ids) => store.questionVersions(ids) });
  const figures = examFigures(loaded.marks);
  const picks = new Map(optionPicks(loaded.picks).map((q) => [q.questionId, q]));
  const newest = await store.questionVersions([...loaded.versionsByQuestion.values()]);
  const split = versionFigures(loaded.marks);
  const splitIds = [...split.values()].flatMap((versions) => versions.map((v) => v.versionId));
  const [given, revisions] = await Promise.all([
    store.questionVersions(splitIds),
    splitIds.length > 0 ? db.selectFrom('question_versions').select(['id', 'version']).where('id', 'in', splitIds).execute() : Promise.resolve([]),
  ]);
  const revisionOf = new Map(revisions.map((r) => [r.id, r.version]));
  const versionPicks = split.size > 0 ? new Map(optionPicks(byVersion(loaded.picks, new Set(split.keys()))).map((v) => [v.questionId, v])) : new Map();

  const questions = new Map<number, QuestionInExamFigures>();
  for (const q of figures.questions) {
    const row = questionRow(q, newest.get(loaded.versionsByQuestion.get(q.questionId)!)!, picks.get(q.questionId));
    const versions = (split.get(q.questionId) ?? []).map(({ versionId, ...item }): VersionFigures => {
      const picked = versionPicks.get(versionId);
      return {
        versionId,
        revision: revisionOf.get(versionId) ?? 0,
        ...item,
        flags: itemFlags(item),
        shown: picked?.shown ?? null,
        options: optionRows(given.get(versionId)!, picked, (id) => `Option ${id} (not in this version)`),
      };
    });
    questions.set(q.questionId, { figures: row, versions });
  }
  return {
    exam: { id: exam.id, title: exam.title, slug: exam.slug, published: exam.published === 1, deleted: exam.deleted_at !== null },
    attempts: figures.test.attempts,
    awaitingMarking: loaded.awaitingMarking,
    questions,
  };
}
