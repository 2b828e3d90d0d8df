import type { Db } from '../../src/server/db/database';

/**
 * What the database holds after the run, against what the server
 * acknowledged: nothing a student was told was saved or submitted may be
 * missing, and no student may end with two attempts.
 */
export type RunChecks = {
  acknowledgedAnswers: number;
  /** Acknowledged answers whose stored revision is older than the one acknowledged (or absent). */
  missingSaves: number;
  submitted: number;
  /** Submitted attempts not stored as submitted by the student with a score. */
  unfinished: number;
  /** Students with more than one attempt of the benchmark's exam. */
  doubleAttempts: number;
  /** Submitted attempts whose result was read back as theirs. */
  resultsRead: number;
};

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export async function checkRun(db: Db, examSlug: string, acknowledged: [string, number, number][], submitted: string[], resultsRead: string[]): Promise<RunChecks> {
  const stored = new Map<string, number>();
  for (const ids of chunks([...new Set(acknowledged.map(([id]) => id))], 500)) {
    const rows = await db.selectFrom('exam_answers').select(['attempt_id', 'position', 'revision']).where('attempt_id', 'in', ids).execute();
    for (const row of rows) stored.set(`${row.attempt_id}:${row.position}`, row.revision);
  }
  const missingSaves = acknowledged.filter(([id, position, revision]) => (stored.get(`${id}:${position}`) ?? 0) < revision).length;

  let finished = 0;
  for (const ids of chunks(submitted, 500)) {
    const row = await db
      .selectFrom('exam_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', ids)
      .where('status', '=', 'submitted')
      .where('finished_by', '=', 'student')
      .where('score_hundredths', 'is not', null)
      .executeTakeFirstOrThrow();
    finished += Number(row.n);
  }

  const doubles = await db
    .selectFrom('exam_attempts')
    .innerJoin('exams', 'exams.id', 'exam_attempts.exam_id')
    .select('exam_attempts.user_id')
    .where('exams.slug', '=', examSlug)
    .groupBy('exam_attempts.user_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();

  return {
    acknowledgedAnswers: acknowledged.length,
    missingSaves,
    submitted: submitted.length,
    unfinished: submitted.length - finished,
    doubleAttempts: doubles.length,
    resultsRead: resultsRead.length,
  };
}
