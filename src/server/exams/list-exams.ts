import type { AttemptSummary, ExamSummary } from '../../contracts/exam-schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ExamAttemptsTable } from '../db/schema';
import type { ExamDefinition, ExamStore } from './exam-store';
import { passVerdict } from './pass-verdict';

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
    marksVary: exam.selection === 'blueprint' && exam.blueprint.some((row) => row.unit === 'questions'),
    questionsVary: exam.selection === 'blueprint' && exam.blueprint.some((row) => row.unit === 'marks'),
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

/** What an attempt's line in a list reads: no paper, no marking (the count of answers to mark is kept). */
export const ATTEMPT_LINE_COLUMNS = ['id', 'exam_id', 'number', 'status', 'started_at', 'deadline_at', 'finished_at', 'score_hundredths', 'total_marks', 'to_mark'] as const;
export type AttemptLine = Pick<Selectable<ExamAttemptsTable>, (typeof ATTEMPT_LINE_COLUMNS)[number]>;

/**
 * Attempts as lists show them, in the order given. A finished attempt with
 * written answers still to be self-marked has no verdict (`passed` null),
 * as on its results. An attempt of an exam no longer published is left out.
 */
export async function summariseAttempts(store: ExamStore, rows: AttemptLine[]): Promise<AttemptSummary[]> {
  const summaries: AttemptSummary[] = [];
  for (const row of rows) {
    const exam = await store.byId(row.exam_id);
    if (!exam) continue;
    const score = row.status === 'submitted' && row.score_hundredths !== null ? row.score_hundredths / 100 : null;
    const percent = score !== null && row.total_marks > 0 ? Math.round((score / row.total_marks) * 10_000) / 100 : null;
    const toMark = row.status === 'submitted' ? row.to_mark : 0;
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
      // An exam's marker cannot change once it has attempts (studio/exams/update-exam.ts), so its mode is the attempt's.
      awaitingTutor: toMark > 0 && exam.writtenMarking === 'tutor',
      passed: percent === null ? null : passVerdict(percent, exam.passPercent, toMark),
    });
  }
  return summaries;
}

/** A student's attempts of one exam, newest first (the exam's page). */
export async function listAttempts(db: Db, store: ExamStore, { userId, examId }: { userId: string; examId: number }): Promise<AttemptSummary[]> {
  const rows = await db.selectFrom('exam_attempts').select(ATTEMPT_LINE_COLUMNS).where('user_id', '=', userId).where('exam_id', '=', examId).orderBy('started_at', 'desc').limit(500).execute();
  return summariseAttempts(store, rows);
}
