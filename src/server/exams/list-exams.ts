import type { AttemptSummary, ExamSummary } from '../../contracts/exam-schemas';
import type { Db } from '../db/database';
import type { ExamDefinition, ExamStore } from './exam-store';
import type { MarkedQuestion } from './finalise-attempt';
import { passVerdict, writtenToMark } from './pass-verdict';

export function summariseExam(exam: ExamDefinition): ExamSummary {
  return {
    slug: exam.slug,
    title: exam.title,
    summary: exam.summary,
    kind: exam.kind,
    paper: { slug: exam.subject.slug, name: exam.subject.name, level: exam.subject.level },
    area: exam.area?.name ?? null,
    questionCount: exam.questionCount,
    totalMarks: exam.totalMarks,
    marksVary: exam.selection === 'blueprint',
    durationMinutes: exam.durationMinutes,
    passPercent: exam.passPercent,
    attemptsAllowed: exam.attemptsAllowed,
    opensAt: exam.opensAt,
    closesAt: exam.closesAt,
    free: exam.access === 'everyone',
    courses: exam.courses.map(({ slug, title }) => ({ slug, title })),
    reviewPolicy: exam.reviewPolicy,
  };
}

/** Every published exam, by paper: the hub's list, from the process's exam store. */
export async function listExams(store: ExamStore): Promise<ExamSummary[]> {
  return (await store.all()).map(summariseExam);
}

/** Of each of the student's attempts, the positions whose written answer they have self-marked. */
async function selfMarkedPositions(db: Db, userId: string, examId?: number): Promise<Map<string, Set<number>>> {
  const byAttempt = new Map<string, Set<number>>();
  let query = db
    .selectFrom('exam_answers as a')
    .innerJoin('exam_attempts as t', 't.id', 'a.attempt_id')
    .select(['a.attempt_id', 'a.position'])
    .where('t.user_id', '=', userId)
    .where('a.self_marks', 'is not', null);
  if (examId !== undefined) query = query.where('t.exam_id', '=', examId);
  const rows = await query.execute();
  for (const row of rows) byAttempt.set(row.attempt_id, (byAttempt.get(row.attempt_id) ?? new Set()).add(row.position));
  return byAttempt;
}

/**
 * A student's attempts, newest first, optionally of one exam. A finished
 * attempt with written answers still to be self-marked has no verdict
 * (`passed` null), as on its results.
 */
export async function listAttempts(db: Db, store: ExamStore, { userId, examId }: { userId: string; examId?: number }): Promise<AttemptSummary[]> {
  let query = db
    .selectFrom('exam_attempts')
    .select(['id', 'exam_id', 'number', 'status', 'started_at', 'deadline_at', 'finished_at', 'score_hundredths', 'total_marks', 'marking'])
    .where('user_id', '=', userId);
  if (examId !== undefined) query = query.where('exam_id', '=', examId);
  const rows = await query.orderBy('started_at', 'desc').limit(500).execute();
  const selfMarked = await selfMarkedPositions(db, userId, examId);
  const summaries: AttemptSummary[] = [];
  for (const row of rows) {
    const exam = await store.byId(row.exam_id);
    if (!exam) continue;
    const score = row.status === 'submitted' && row.score_hundredths !== null ? row.score_hundredths / 100 : null;
    const percent = score !== null && row.total_marks > 0 ? Math.round((score / row.total_marks) * 10_000) / 100 : null;
    const toMark = row.marking === null ? 0 : writtenToMark(JSON.parse(row.marking) as MarkedQuestion[], selfMarked.get(row.id) ?? new Set());
    summaries.push({
      id: row.id,
      exam: { slug: exam.slug, title: exam.title, paper: exam.subject.name },
      number: row.number,
      status: row.status,
      startedAt: row.started_at,
      deadlineAt: row.deadline_at,
      finishedAt: row.finished_at,
      score,
      totalMarks: row.total_marks,
      percent,
      toMark,
      passed: percent === null ? null : passVerdict(percent, exam.passPercent, toMark),
    });
  }
  return summaries;
}
