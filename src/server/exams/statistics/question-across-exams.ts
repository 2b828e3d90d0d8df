import type { QuestionAcrossExams, QuestionInExam } from '../../../contracts/question-statistics-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ExamStore } from '../exam-store';
import { KEPT_MINUTES, keptExamFigures } from './exam-figure-snapshots';
import { MIN_ATTEMPTS_FOR_FLAGS } from './item-flags';
import type { AttemptsUsed } from './load-attempt-marks';

/**
 * A question's figures in every exam that gave it, any version: per exam,
 * the row that exam's statistics give the question (so the two screens
 * always agree), and per version where the exam's attempts had more than
 * one. An exam gave it when a finished attempt's frozen paper names it;
 * only exams of the question's paper can (a paper's exams draw from its
 * bank), so only their attempts are searched. Each exam's figures are
 * kept for a quarter of an hour (`exam-figure-snapshots.ts`): a question
 * in a few exams of 10,000 attempts answers in a few tens of milliseconds
 * instead of seconds, saying when its figures were computed and how many
 * attempts finished since; `recalculate` computes them afresh.
 */
export async function questionAcrossExams(
  db: Db,
  store: ExamStore,
  { questionId, used, recalculate = false }: { questionId: number; used: AttemptsUsed; recalculate?: boolean },
): Promise<QuestionAcrossExams> {
  const question = await db
    .selectFrom('questions as q')
    .innerJoin('subjects as s', 's.id', 'q.subject_id')
    .select(['q.id', 'q.ref', 'q.subject_id', 's.name as paper'])
    .where('q.id', '=', questionId)
    .executeTakeFirst();
  if (!question) throw new AppError('bank_question_not_found');
  // The frozen paper is JSON written by JSON.stringify: {"questionId":12,"versionId":...}.
  const given = await db
    .selectFrom('exams as e')
    .select('e.id')
    .where('e.subject_id', '=', question.subject_id)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('exam_attempts as a')
          .select('a.id')
          .whereRef('a.exam_id', '=', 'e.id')
          .where('a.status', '=', 'submitted')
          .where('a.marking', 'is not', null)
          .where('a.paper', 'like', `%"questionId":${questionId},%`),
      ),
    )
    .orderBy('e.id')
    .execute();
  const kept = await keptExamFigures(db, store, { examIds: given.map((e) => e.id), used, recalculate });
  const exams: QuestionInExam[] = [...kept.values()].map(({ figures, computedAt, finishedSince }) => {
    const mine = figures.questions.get(questionId);
    return {
      exam: figures.exam,
      examAttempts: figures.attempts,
      awaitingMarking: figures.awaitingMarking,
      computedAt,
      finishedSince,
      figures: mine?.figures ?? null,
      versions: mine?.versions ?? [],
    };
  });
  exams.sort((a, b) => (b.figures?.attempts ?? 0) - (a.figures?.attempts ?? 0) || a.exam.title.localeCompare(b.exam.title) || a.exam.id - b.exam.id);
  return { question: { id: question.id, ref: question.ref, paper: question.paper }, attemptsUsed: used, minAttemptsForFlags: MIN_ATTEMPTS_FOR_FLAGS, keptMinutes: KEPT_MINUTES, exams };
}
