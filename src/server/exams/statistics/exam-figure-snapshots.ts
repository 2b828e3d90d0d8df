import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ExamStore } from '../exam-store';
import { examQuestionFigures, type ExamQuestionFigures, type QuestionInExamFigures } from './exam-question-figures';
import type { AttemptsUsed } from './load-attempt-marks';

/** How long an exam's kept figures are used, as Moodle keeps its quiz statistics (15 minutes). */
export const KEPT_MINUTES = 15;
const KEPT_MS = KEPT_MINUTES * 60_000;

export type KeptFigures = {
  figures: ExamQuestionFigures;
  computedAt: string;
  /** Attempts finished since the figures were computed (not in them yet). */
  finishedSince: number;
};

type Stored = Omit<ExamQuestionFigures, 'questions'> & { questions: [number, QuestionInExamFigures][] };

/** Computations under way in this process, so that requests arriving together share one. */
const computing = new WeakMap<Db, Map<string, Promise<ExamQuestionFigures | null>>>();

/**
 * Each exam's finished attempts now: all its attempts less those in
 * progress, each count read from an index alone (a finished attempt's row,
 * its paper and marking, is kilobytes; reading 30,000 of them to count
 * them cost more than the rest of the request).
 */
async function finishedAttempts(db: Db, examIds: readonly number[]): Promise<Map<number, number>> {
  const [all, open] = await Promise.all([
    db
      .selectFrom('exam_attempts')
      .select(['exam_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('exam_id', 'in', examIds)
      .groupBy('exam_id')
      .execute(),
    db
      .selectFrom('exam_attempts')
      .select(['exam_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('exam_id', 'in', examIds)
      // Written as the partial index's own term (exam_attempts_one_open), so SQLite counts from that index.
      .where(sql.ref('status'), '=', sql.lit('in_progress'))
      .groupBy('exam_id')
      .execute(),
  ]);
  const inProgress = new Map(open.map((r) => [r.exam_id, Number(r.n)]));
  return new Map(all.map((r) => [r.exam_id, Number(r.n) - (inProgress.get(r.exam_id) ?? 0)]));
}

function computeOnce(db: Db, store: ExamStore, key: string, examId: number, used: AttemptsUsed): Promise<ExamQuestionFigures | null> {
  let under = computing.get(db);
  if (!under) computing.set(db, (under = new Map()));
  let running = under.get(key);
  if (!running) {
    running = examQuestionFigures(db, store, { examId, used }).finally(() => under.delete(key));
    under.set(key, running);
  }
  return running;
}

/**
 * The figures of these exams for a question's page, from the kept ones
 * (`exam_figure_snapshots`, shared by every process) while they are under
 * KEPT_MINUTES old and no admin's change to exams or questions has moved
 * the exams' shared version since; otherwise, or when asked to
 * recalculate, computed afresh one exam at a time (each holds its exam's
 * attempts while it runs) and kept. New attempts do not make the kept
 * figures wrong, only older: each exam says when its figures were
 * computed and how many attempts finished since, and the page offers to
 * recalculate. Exams that no longer exist are left out.
 */
export async function keptExamFigures(
  db: Db,
  store: ExamStore,
  { examIds, used, recalculate = false, now = new Date() }: { examIds: readonly number[]; used: AttemptsUsed; recalculate?: boolean; now?: Date },
): Promise<Map<number, KeptFigures>> {
  const result = new Map<number, KeptFigures>();
  if (examIds.length === 0) return result;
  const [version, finished, snapshots] = await Promise.all([
    db.selectFrom('cache_versions').select('version').where('area', '=', 'exams').executeTakeFirst(),
    finishedAttempts(db, examIds),
    db.selectFrom('exam_figure_snapshots').selectAll().where('exam_id', 'in', examIds).where('attempts_used', '=', used).execute(),
  ]);
  const examsVersion = version?.version ?? 0;
  const kept = new Map(snapshots.map((s) => [s.exam_id, s]));
  for (const examId of examIds) {
    const attempts = finished.get(examId) ?? 0;
    const snapshot = kept.get(examId);
    if (!recalculate && snapshot && snapshot.exams_version === examsVersion && now.getTime() - Date.parse(snapshot.computed_at) < KEPT_MS) {
      const stored = JSON.parse(snapshot.figures) as Stored;
      result.set(examId, { figures: { ...stored, questions: new Map(stored.questions) }, computedAt: snapshot.computed_at, finishedSince: Math.max(0, attempts - snapshot.attempts) });
      continue;
    }
    const computedAt = now.toISOString();
    const figures = await computeOnce(db, store, `${examId}:${used}:${examsVersion}`, examId, used);
    if (!figures) continue;
    const stored: Stored = { ...figures, questions: [...figures.questions] };
    const row = { exam_id: examId, attempts_used: used, exams_version: examsVersion, attempts, computed_at: computedAt, figures: JSON.stringify(stored) };
    await db
      .insertInto('exam_figure_snapshots')
      .values(row)
      .onConflict((oc) => oc.columns(['exam_id', 'attempts_used']).doUpdateSet(row))
      .execute();
    result.set(examId, { figures, computedAt, finishedSince: 0 });
  }
  return result;
}
