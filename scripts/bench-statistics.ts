import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Insertable } from 'kysely';
import type { ExamAnswersTable, ExamAttemptsTable, UsersTable } from '../src/server/db/schema';
import type { SeedQuestion } from '../src/server/db/seed/exam-bank/bank-types';
import { createDatabase, flag, type Db, type DatabaseTarget } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { ExamStore } from '../src/server/exams/exam-store';
import type { MarkedQuestion } from '../src/server/exams/finalise-attempt';
import { examStatistics } from '../src/server/exams/statistics/exam-statistics';
import { examFigures } from '../src/server/exams/statistics/item-statistics';
import { loadAttemptMarks } from '../src/server/exams/statistics/load-attempt-marks';
import { optionPicks } from '../src/server/exams/statistics/option-picks';
import { insertExamWithBank } from '../src/server/testing/exam-factory';
import { recreatePostgres } from './bench-requests/bench-settings';

/**
 * npm run bench:statistics: an exam's item statistics at the issue's size,
 * 10,000 finished attempts of 50 questions (40 of them choice questions,
 * whose picks are read as well), goal under a second. Builds the database
 * in bulk (SQLite in a temporary file; PostgreSQL in the scratch database
 * named by BENCH_DATABASE_URL, dropped and created again, so its name must
 * contain "bench"), then times, each the median of BENCH_RUNS (5) after
 * one untimed run: the whole operation the statistics route calls; its
 * parts (reading and parsing the attempts' kept marking; the arithmetic);
 * and, as the reference of the same run, the bare read of the same rows
 * with nothing done to them, the floor any way of computing these figures
 * from the rows must pay. BENCH_ATTEMPTS and
 * BENCH_QUESTIONS change the size.
 */
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 10_000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
for (const [name, value] of [
  ['BENCH_ATTEMPTS', ATTEMPTS],
  ['BENCH_QUESTIONS', QUESTIONS],
  ['BENCH_RUNS', RUNS],
] as const)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
const CHOICE_SHARE = 0.8;
const CHUNK = 400;

/** A seeded generator, so two runs build the same attempts. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Choice questions (four options, 2 marks) and number questions (2 marks), over two syllabus areas. */
function questions(count: number): SeedQuestion[] {
  return Array.from({ length: count }, (_, i): SeedQuestion => {
    const base = { ref: `b${i}`, area: 1 + (i % 2), difficulty: 'standard' as const, marks: 2, explanation: 'Worked answer.' };
    if (i < Math.round(count * CHOICE_SHARE)) return { ...base, kind: 'single', stem: `Choice question ${i + 1}?`, options: ['First', 'Second', 'Third', 'Fourth'], correct: i % 4 };
    return { ...base, kind: 'number', stem: `Number question ${i + 1}?`, answer: 1000 + i };
  });
}

async function build(db: Db): Promise<{ examId: number; store: ExamStore }> {
  const store = new ExamStore(db);
  const bank = questions(QUESTIONS);
  const { exam } = await insertExamWithBank(db, store, { questions: bank, overrides: { total_marks: QUESTIONS * 2, attempts_allowed: null } });
  const slots = await db
    .selectFrom('exam_questions as e')
    .innerJoin('questions as q', 'q.id', 'e.question_id')
    .select(['e.position', 'q.id', 'q.current_version_id'])
    .where('e.exam_id', '=', exam.id)
    .orderBy('e.position')
    .execute();
  const versions = await store.questionVersions(slots.map((s) => s.current_version_id!));
  const random = seeded(7);
  const at = new Date().toISOString();
  const paper = JSON.stringify(slots.map((s) => ({ questionId: s.id, versionId: s.current_version_id! })));
  for (let from = 0; from < ATTEMPTS; from += CHUNK) {
    const users: Insertable<UsersTable>[] = [];
    const attempts: Insertable<ExamAttemptsTable>[] = [];
    const answers: Insertable<ExamAnswersTable>[] = [];
    for (let n = from; n < Math.min(ATTEMPTS, from + CHUNK); n++) {
      const id = `bench-${String(n).padStart(6, '0')}`;
      users.push({ id, name: `Student ${n}`, email: `${id}@example.com`, email_verified: flag(db, true), role: 'student', created_at: at, updated_at: at });
      const ability = random();
      const marking: MarkedQuestion[] = [];
      slots.forEach((slot, i) => {
        const version = versions.get(slot.current_version_id!)!;
        const right = random() < 0.25 + ability * 0.6 - (i % 5) * 0.05;
        const kept: MarkedQuestion = { position: i + 1, versionId: version.id, areaId: version.area.id, marks: right ? 2 : 0, max: 2, outcome: right ? 'correct' : 'wrong' };
        marking.push(kept);
        if (version.key.kind === 'single') {
          const choice = right ? version.key.correct : ['a', 'b', 'c', 'd'].filter((o) => o !== (version.key as { correct: string }).correct)[Math.floor(random() * 3)]!;
          kept.picked = [choice];
          answers.push({ attempt_id: id, position: i + 1, answer: JSON.stringify({ kind: 'single', choice }), revision: 1, self_marks: null, saved_at: at });
        } else {
          answers.push({ attempt_id: id, position: i + 1, answer: JSON.stringify({ kind: 'number', text: right ? String(1000 + i) : '1' }), revision: 1, self_marks: null, saved_at: at });
        }
      });
      const score = marking.reduce((sum, m) => sum + m.marks, 0);
      attempts.push({
        id,
        exam_id: exam.id,
        user_id: id,
        number: 1,
        status: 'submitted' as const,
        started_at: at,
        deadline_at: null,
        finished_at: at,
        finished_by: 'student' as const,
        paper,
        total_marks: QUESTIONS * 2,
        score_hundredths: Math.round((score / (QUESTIONS * 2)) * 10_000),
        marking: JSON.stringify(marking),
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(users).execute();
      await trx.insertInto('exam_attempts').values(attempts).execute();
      for (let i = 0; i < answers.length; i += CHUNK)
        await trx
          .insertInto('exam_answers')
          .values(answers.slice(i, i + CHUNK))
          .execute();
    });
  }
  return { examId: exam.id, store };
}

/** Median wall time and CPU time of `runs` calls after one untimed call. */
async function timed(work: () => Promise<unknown>): Promise<{ ms: number; cpuMs: number }> {
  await work();
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await work();
    walls.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { ms: median(walls), cpuMs: median(cpus) };
}

const pgUrl = process.env.BENCH_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-bench-statistics-'));
let target: DatabaseTarget;
if (pgUrl) {
  await recreatePostgres(pgUrl);
  target = { kind: 'postgres', url: pgUrl };
} else target = { kind: 'sqlite', file: path.join(dataDir, 'hisab.sqlite') };
const db = createDatabase(target);
try {
  await migrateToLatest(db);
  const built = performance.now();
  const { examId, store } = await build(db);
  console.log(`== bench:statistics, ${new Date().toISOString().slice(0, 10)} (${target.kind}, Node ${process.version}, ${os.cpus().length} cores) ==`);
  console.log(
    `built ${ATTEMPTS.toLocaleString('en-US')} finished attempts of ${QUESTIONS} questions (${Math.round(QUESTIONS * CHOICE_SHARE)} choice) in ${((performance.now() - built) / 1000).toFixed(1)} s; median of ${RUNS} runs each:`,
  );

  const versions = (ids: number[]) => store.questionVersions(ids);
  const floor = await timed(() =>
    db.selectFrom('exam_attempts').select(['id', 'user_id', 'number', 'marking']).where('exam_id', '=', examId).where('status', '=', 'submitted').where('marking', 'is not', null).execute(),
  );
  const whole = await timed(() => examStatistics(db, store, { examId, used: 'first' }));
  const load = await timed(() => loadAttemptMarks(db, { examId, used: 'first', versions }));
  const loaded = await loadAttemptMarks(db, { examId, used: 'first', versions });
  const arithmetic = await timed(async () => {
    examFigures(loaded.marks);
    optionPicks(loaded.picks);
  });
  const row = (label: string, t: { ms: number; cpuMs: number }) => `| ${label} | ${Math.round(t.ms)} | ${Math.round(t.cpuMs)} | ${(t.ms / floor.ms).toFixed(2)}x |`;
  console.log('| step | ms | CPU ms | against the bare read |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(row('the statistics route’s operation (examStatistics)', whole));
  console.log(row('reading and parsing the attempts (loadAttemptMarks)', load));
  console.log(row('the arithmetic: figures and picks by thirds', arithmetic));
  console.log(row('reference: the bare read of the same rows', floor));
  console.log(`goal (under 1,000 ms for ${ATTEMPTS.toLocaleString('en-US')} x ${QUESTIONS}): ${whole.ms < 1000 ? 'met' : 'not met'} (${Math.round(whole.ms)} ms)`);
} finally {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
