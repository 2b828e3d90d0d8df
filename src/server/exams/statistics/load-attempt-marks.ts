import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { QuestionVersion } from '../exam-store';
import { parseAnswer, type MarkedQuestion } from '../finalise-attempt';
import type { AttemptMarks } from './item-statistics';
import type { AttemptPicks, ChoicePick } from './option-picks';

/** Which finished attempts the figures come from: each student's first (Moodle's default: later attempts have seen the paper), or all. */
export type AttemptsUsed = 'first' | 'all';

export type LoadedAttempts = {
  marks: AttemptMarks[];
  picks: AttemptPicks[];
  /** Finished attempts left out because a written answer in them is not marked yet. */
  awaitingMarking: number;
  /** The newest version of each question the attempts were given: it names the question's options. */
  versionsByQuestion: Map<number, number>;
};

type Row = { id: string; user_id: string; number: number; marking: string | null };

/** Answer rows read a page of attempts at a time (a bound on the statement's parameters). */
const ATTEMPTS_PER_READ = 500;
/** Attempts parsed between two turns of the event loop (a few milliseconds each). */
const ATTEMPTS_PER_TURN = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads an exam's finished attempts as the statistics need them: each
 * attempt's marks by position and the options its choice questions had
 * picked, both from the marking kept when it was finalised (one row per
 * attempt; no answer is read or marked again). Two kinds of answer rows are
 * read besides: the marking points ticked for written answers, and the
 * answers of choice questions in attempts finished before the marking kept
 * the picks. A written answer counts with its ticked points. An attempt
 * with a written answer nobody has marked yet is left out whole and counted
 * apart: scored as nothing, or dropped from its total alone, it would bias
 * every other item's rest-of-test and the test's figures. Attempts are read
 * in id order, so ties in the thirds fall the same way on every run; the
 * parsing gives way to other requests every ATTEMPTS_PER_TURN attempts, as
 * the report runs on a process that also serves students.
 */
export async function loadAttemptMarks(
  db: Db,
  { examId, used, versions }: { examId: number; used: AttemptsUsed; versions: (ids: number[]) => Promise<Map<number, QuestionVersion>> },
): Promise<LoadedAttempts> {
  const rows: Row[] = await db
    .selectFrom('exam_attempts')
    .select(['id', 'user_id', 'number', 'marking'])
    .where('exam_id', '=', examId)
    .where('status', '=', 'submitted')
    .where('marking', 'is not', null)
    .execute();
  // Sorted here, not by the database: SQLite would sort the rows whole, every attempt's marking copied through its sorter.
  rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const chosen = used === 'all' ? rows : firstOfEach(rows);
  const markings: { id: string; marking: MarkedQuestion[] }[] = [];
  for (const [i, row] of chosen.entries()) {
    if (i > 0 && i % ATTEMPTS_PER_TURN === 0) await nextTurn();
    markings.push({ id: row.id, marking: JSON.parse(row.marking!) as MarkedQuestion[] });
    // The text is parsed: let it go rather than hold both.
    row.marking = null;
  }
  const versionIds = new Set<number>();
  for (const { marking } of markings) for (const m of marking) versionIds.add(m.versionId);
  const known = await versions([...versionIds]);
  const versionsByQuestion = new Map<number, number>();
  for (const version of known.values()) versionsByQuestion.set(version.questionId, Math.max(versionsByQuestion.get(version.questionId) ?? 0, version.id));
  const isChoice = (versionId: number) => ['single', 'multi'].includes(known.get(versionId)?.kind ?? '');

  const selfMarked = markings.filter(({ marking }) => marking.some((m) => m.outcome === 'self_mark')).map(({ id }) => id);
  const ticked = await tickedPoints(db, selfMarked);
  const older = markings.filter(({ marking }) => marking.some((m) => m.picked === undefined && isChoice(m.versionId)));
  const choicePositions = [...new Set(older.flatMap(({ marking }) => marking.filter((m) => isChoice(m.versionId)).map((m) => m.position)))];
  const olderPicks = await pickedBefore(
    db,
    older.map(({ id }) => id),
    choicePositions,
  );

  const marks: AttemptMarks[] = [];
  const picks: AttemptPicks[] = [];
  let awaitingMarking = 0;
  for (const [i, { id, marking }] of markings.entries()) {
    if (i > 0 && i % ATTEMPTS_PER_TURN === 0) await nextTurn();
    const items: AttemptMarks['items'] = [];
    const chosenOptions: ChoicePick[] = [];
    let complete = true;
    for (const m of marking) {
      const version = known.get(m.versionId);
      if (!version) continue;
      if (isChoice(m.versionId)) chosenOptions.push({ questionId: version.questionId, versionId: version.id, choices: m.picked ?? olderPicks.get(`${id}:${m.position}`) ?? [] });
      let mark = m.marks;
      // A written answer waiting for its tutor's released marks: the attempt waits too.
      if (m.outcome === 'tutor_mark') {
        complete = false;
        break;
      }
      if (m.outcome === 'self_mark') {
        const ids = ticked.get(`${id}:${m.position}`);
        if (!ids || version.key.kind !== 'written') {
          complete = false;
          break;
        }
        mark = version.key.points.filter((p) => ids.includes(p.id)).reduce((sum, p) => sum + p.marks, 0);
      }
      items.push({ position: m.position, questionId: version.questionId, versionId: version.id, mark, max: m.max });
    }
    if (!complete) {
      awaitingMarking += 1;
      continue;
    }
    marks.push({ items });
    picks.push({ total: items.reduce((sum, item) => sum + item.mark, 0), picks: chosenOptions });
  }
  return { marks, picks, awaitingMarking, versionsByQuestion };
}

/** The marking points ticked for written answers, by attempt and position, read only for the attempts that have some to mark. */
async function tickedPoints(db: Db, attemptIds: string[]): Promise<Map<string, string[]>> {
  const ticked = new Map<string, string[]>();
  for (const row of await answerRows(db, attemptIds, (q) => q.where('self_marks', 'is not', null))) ticked.set(`${row.attempt_id}:${row.position}`, JSON.parse(row.self_marks!) as string[]);
  return ticked;
}

/** The options picked in attempts finished before the marking kept them, read from their answers at the positions that held choice questions. */
async function pickedBefore(db: Db, attemptIds: string[], positions: number[]): Promise<Map<string, string[]>> {
  const picked = new Map<string, string[]>();
  for (const row of await answerRows(db, attemptIds, (q) => q.where('position', 'in', positions))) {
    const answer = parseAnswer(row.answer);
    if (answer?.kind === 'single') picked.set(`${row.attempt_id}:${row.position}`, [answer.choice]);
    else if (answer?.kind === 'multi') picked.set(`${row.attempt_id}:${row.position}`, answer.choices);
  }
  return picked;
}

type AnswerQuery = SelectQueryBuilder<Database, 'exam_answers', { attempt_id: string; position: number; answer: string | null; self_marks: string | null }>;

/** The answer rows of these attempts that `narrow` keeps, read a page of attempts at a time. */
async function answerRows(db: Db, attemptIds: string[], narrow: (query: AnswerQuery) => AnswerQuery) {
  const rows = [];
  for (let i = 0; i < attemptIds.length; i += ATTEMPTS_PER_READ) {
    const page = db
      .selectFrom('exam_answers')
      .select(['attempt_id', 'position', 'answer', 'self_marks'])
      .where('attempt_id', 'in', attemptIds.slice(i, i + ATTEMPTS_PER_READ));
    rows.push(...(await narrow(page).execute()));
  }
  return rows;
}

/** Each student's first finished attempt (the lowest number). */
function firstOfEach(rows: Row[]): Row[] {
  const first = new Map<string, Row>();
  for (const row of rows) {
    const seen = first.get(row.user_id);
    if (!seen || row.number < seen.number) first.set(row.user_id, row);
  }
  return rows.filter((row) => first.get(row.user_id) === row);
}
