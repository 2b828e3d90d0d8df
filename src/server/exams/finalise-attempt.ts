import { answerSchema, type Answer } from '../../contracts/exam-schemas';
import type { Db } from '../db/database';
import { lockUser } from '../db/lock-user';
import type { ExamStore } from './exam-store';
import { addToAreaSums, hundredthsOf, markingSums } from './exam-sums';
import { markAnswer, type Outcome } from './marking';
import type { PaperEntry } from './paper-entry';

/**
 * What the attempt's `marking` column holds, one entry per question of the
 * paper. A choice question also keeps the options picked (none when
 * unanswered), so the item statistics read them from here rather than from
 * every answer row; attempts finished before it was kept have no `picked`.
 */
export type MarkedQuestion = {
  position: number;
  versionId: number;
  areaId: number;
  marks: number;
  max: number;
  outcome: Outcome;
  picked?: string[];
  /** Set when a tutor's released marks replaced `tutor_mark` (the outcome then says how the answer did). */
  by?: 'tutor';
};

export function parseAnswer(text: string | null): Answer | null {
  if (text === null) return null;
  const parsed = answerSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

/**
 * Ends an attempt and marks it, exactly once: the status moves from
 * in_progress to submitted by a conditional update, so of two submits, two
 * tabs, a retry or two servers' sweeps only one goes on to mark; the others
 * change nothing. Marking reads the answers after that update has locked the
 * attempt, so an answer saved before the close is counted and none after it
 * is accepted. The student's kept sums (their areas, the attempt's written
 * answers to mark) move in the same transaction. Returns false when another
 * caller finalised it first.
 */
export async function finaliseAttempt(
  db: Db,
  store: ExamStore,
  { attemptId, by, finishedAt, read }: { attemptId: string; by: 'student' | 'time'; finishedAt: Date; read?: FrozenAttempt },
): Promise<boolean> {
  // The paper never changes, so its versions are loaded before the transaction:
  // on SQLite a read outside it would wait for the connection the transaction holds.
  const frozen = read ?? (await readFrozen(db, attemptId));
  if (!frozen) return false;
  const { paper, userId, examId } = frozen;
  const [versions, exam] = await Promise.all([store.questionVersions(paper.map((p) => p.versionId)), store.byId(examId)]);
  // A tutor-marked exam's written answers wait for a tutor rather than the student.
  const tutorMarked = exam?.writtenMarking === 'tutor';
  return db.transaction().execute(async (trx) => {
    // The student's lock first, as self-marking takes it: a new row of the kept sums makes
    // PostgreSQL check its student with a lock that waits behind a self-mark holding the
    // student's, while that self-mark could wait for an area row this transaction holds.
    await lockUser(trx, userId);
    const closed = await trx
      .updateTable('exam_attempts')
      .set({ status: 'submitted', finished_at: finishedAt.toISOString(), finished_by: by })
      .where('id', '=', attemptId)
      .where('status', '=', 'in_progress')
      .returning(['id'])
      .executeTakeFirst();
    if (!closed) return false;
    const answers = await trx.selectFrom('exam_answers').select(['position', 'answer']).where('attempt_id', '=', attemptId).execute();
    const byPosition = new Map(answers.map((a) => [a.position, parseAnswer(a.answer)]));
    const marking: MarkedQuestion[] = paper.map((entry, i) => {
      const version = versions.get(entry.versionId)!;
      const answer = byPosition.get(i + 1) ?? null;
      const marked = markAnswer(version.key, version.marks, answer);
      const outcome = tutorMarked && marked.outcome === 'self_mark' ? 'tutor_mark' : marked.outcome;
      const kept: MarkedQuestion = { position: i + 1, versionId: entry.versionId, areaId: version.area.id, marks: marked.marks, max: version.marks, outcome };
      if (version.kind === 'single' || version.kind === 'multi') kept.picked = answer?.kind === 'single' ? [answer.choice] : answer?.kind === 'multi' ? answer.choices : [];
      return kept;
    });
    const hundredths = marking.reduce((sum, m) => sum + hundredthsOf(m.marks), 0);
    const { byArea, toMark } = markingSums(marking);
    await trx
      .updateTable('exam_attempts')
      .set({ score_hundredths: hundredths, marking: JSON.stringify(marking), to_mark: toMark })
      .where('id', '=', attemptId)
      .execute();
    // My exams' weak areas, kept in this transaction: only the caller whose update closed the attempt gets here.
    await addToAreaSums(trx, userId, byArea);
    if (exam && marking.some((m) => m.outcome === 'tutor_mark')) {
      await trx.insertInto('marking_scripts').values({ attempt_id: attemptId, exam_id: examId, subject_id: exam.subject.id, state: 'awaiting', submitted_at: finishedAt.toISOString() }).execute();
    }
    return true;
  });
}

/**
 * What finalising needs of an attempt read before: its frozen paper and its
 * student. A caller that has just read the row passes it; whether the
 * attempt is still open is decided by the closing update, not by this read.
 */
export type FrozenAttempt = { paper: PaperEntry[]; userId: string; examId: number };

/** The attempt's paper and student, or null when it is gone or already finished. */
async function readFrozen(db: Db, attemptId: string): Promise<FrozenAttempt | null> {
  const row = await db.selectFrom('exam_attempts').select(['paper', 'status', 'user_id', 'exam_id']).where('id', '=', attemptId).executeTakeFirst();
  if (!row || row.status !== 'in_progress') return null;
  return { paper: JSON.parse(row.paper) as PaperEntry[], userId: row.user_id, examId: row.exam_id };
}

/** Finalises an overdue attempt with its finish time at the deadline, not at whenever the server noticed. */
export function finaliseOverdue(db: Db, store: ExamStore, { attemptId, deadlineAt, read }: { attemptId: string; deadlineAt: string; read?: FrozenAttempt }): Promise<boolean> {
  return finaliseAttempt(db, store, { attemptId, by: 'time', finishedAt: new Date(deadlineAt), read });
}
