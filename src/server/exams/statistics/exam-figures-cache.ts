import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ExamStore } from '../exam-store';
import { examQuestionFigures, type ExamQuestionFigures } from './exam-question-figures';
import type { AttemptsUsed } from './load-attempt-marks';

/** Exams (each with first or all attempts) whose figures a process keeps. */
const ENTRIES = 200;
/**
 * How long kept figures may be used while their fingerprint holds. The
 * fingerprint sees every new, removed or re-marked attempt but one kind of
 * change: marks moved between two answers of one attempt leaving its score
 * and the sums the same. That much shows within this time, as Moodle's quiz
 * statistics are kept for 15 minutes.
 */
const MAX_AGE_MS = 10 * 60_000;

type Entry = { fingerprint: string; madeAt: number; figures: Promise<ExamQuestionFigures | null> };

/**
 * What an exam's figures come from, read in one statement for any number of
 * exams: the exams' shared version (any exam or question write moves it:
 * titles, states, versions) and, per exam, the count of its finished
 * attempts, the latest finish, and the sum and sum of squares of their
 * scores and of their answers left to mark. A new attempt, one removed
 * with its student, a self-mark or a tutor's mark all move one of them.
 * Cheap beside the figures: one pass over the exam's attempt rows, nothing
 * parsed.
 */
export async function attemptFingerprints(db: Db, examIds: readonly number[]): Promise<Map<number, string>> {
  const fingerprints = new Map<number, string>();
  if (examIds.length === 0) return fingerprints;
  const [version, rows] = await Promise.all([
    db.selectFrom('cache_versions').select('version').where('area', '=', 'exams').executeTakeFirst(),
    db
      .selectFrom('exam_attempts')
      .select([
        'exam_id',
        (eb) => eb.fn.countAll<number>().as('attempts'),
        (eb) => eb.fn.max('finished_at').as('latest'),
        (eb) => eb.fn.sum<number>('score_hundredths').as('scores'),
        // Squared as 64-bit integers: PostgreSQL's 32-bit product would overflow on a large paper.
        sql<number>`sum(cast(score_hundredths as bigint) * score_hundredths)`.as('squares'),
        (eb) => eb.fn.sum<number>('to_mark').as('to_mark'),
      ])
      .where('exam_id', 'in', examIds)
      .where('status', '=', 'submitted')
      .where('marking', 'is not', null)
      .groupBy('exam_id')
      .execute(),
  ]);
  const found = new Map(rows.map((row) => [row.exam_id, row]));
  for (const id of examIds) {
    const row = found.get(id);
    fingerprints.set(id, JSON.stringify([version?.version ?? 0, row ? [Number(row.attempts), row.latest, String(row.scores), String(row.squares), String(row.to_mark)] : null]));
  }
  return fingerprints;
}

/**
 * Each process's kept figures of exams, for a question's figures across
 * every exam that gave it: computing an exam's figures reads and parses all
 * its attempts (most of a second at 10,000), so a question's page that did
 * it for each of its exams on every visit would take seconds. Kept figures
 * are used while the exam's fingerprint is unchanged and for at most
 * MAX_AGE_MS; requests arriving together share one computation. The
 * figures are those of the exam's statistics: the cache changes when they
 * are computed, never what they are.
 */
export class ExamFiguresCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  figures(db: Db, store: ExamStore, { examId, used, fingerprint }: { examId: number; used: AttemptsUsed; fingerprint: string }): Promise<ExamQuestionFigures | null> {
    const key = `${examId}:${used}`;
    const kept = this.entries.get(key);
    const now = this.now();
    if (kept && kept.fingerprint === fingerprint && now - kept.madeAt < MAX_AGE_MS) {
      // Used again: moved to the end, so the least recently used are dropped first.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.figures;
    }
    const entry: Entry = {
      fingerprint,
      madeAt: now,
      figures: examQuestionFigures(db, store, { examId, used }).catch((error: unknown) => {
        // A failure is not kept: the next request tries again.
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      }),
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return entry.figures;
  }
}

const caches = new WeakMap<ExamStore, ExamFiguresCache>();

/** The kept figures of the process whose exam store this is (one per app, so each test app has its own). */
export function examFiguresCache(store: ExamStore): ExamFiguresCache {
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new ExamFiguresCache()));
  return cache;
}
