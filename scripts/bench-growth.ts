import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, flag, type Db, type DatabaseTarget } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { seedDatabase } from '../src/server/db/seed';
import { ExamStore } from '../src/server/exams/exam-store';
import { startAttempt } from '../src/server/exams/start-attempt';
import { submitAttempt } from '../src/server/exams/submit-attempt';
import { recountKeptFigures } from './bench-growth/recount';
import { figures, medianMs, type Subjects } from './bench-growth/figures';
import { growDatabase, sizesAt, type GrowContext } from './bench-growth/grow';
import { recreatePostgres } from './bench-requests/bench-settings';
import { insertOrder } from '../src/server/testing/order-factory';
import { indexAccount } from '../src/server/admin/index-account';

/**
 * Costs that grow with data: builds the demo database (migrate and seed),
 * times each figure of the issue on it, adds 100 times the demo's traffic
 * (students, enrollments, orders, finished attempts with their answers,
 * questions) in bulk, and times the same figures again. Goal: no figure
 * more than 2x its demo time. SQLite in a temporary file by default;
 * PostgreSQL in the scratch database named by BENCH_DATABASE_URL or
 * DATABASE_URL (dropped and created again, so its name must contain
 * "bench"). BENCH_SCALE (default 1) shrinks the grown part for a quick run;
 * BENCH_RUNS (default 5) timed runs per figure, the median printed.
 */
const scale = Number(process.env.BENCH_SCALE ?? 1);
const runs = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isFinite(scale) || scale <= 0) throw new Error('BENCH_SCALE must be a positive number');
if (!Number.isInteger(runs) || runs <= 0) throw new Error('BENCH_RUNS must be a positive whole number');
const DEMO_ATTEMPTS = 10;
const DEMO_ORDERS = 60;
/** A page of the Waiting tab: the tab is timed on a full page of rows at both sizes, so its ratio is what grew, not the rows shown. */
const DEMO_WAITING = 20;

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-bench-growth-'));
let target: DatabaseTarget;
if (pgUrl) {
  await recreatePostgres(pgUrl);
  target = { kind: 'postgres', url: pgUrl };
} else {
  target = { kind: 'sqlite', file: path.join(dataDir, 'hisab.sqlite') };
}
const db = createDatabase(target);
const log = (line: string) => console.log(line);

/** The measured student (with attempts on a free mock, through the product's own start and submit) and an admin to review orders. */
async function prepareDemo(db: Db): Promise<{ context: GrowContext; subjects: Subjects }> {
  const at = new Date().toISOString();
  const people = [
    { id: 'bench-student', name: 'Bench Student', email: 'bench-student@example.com', role: 'student' },
    { id: 'bench-admin', name: 'Bench Admin', email: 'bench-admin@example.com', role: 'admin' },
  ];
  for (const person of people) {
    await db
      .insertInto('users')
      .values({ ...person, email_verified: flag(db, true), created_at: at, updated_at: at })
      .execute();
    await indexAccount(db, person.id);
  }
  const store = new ExamStore(db);
  const exam = (await store.all()).find((e) => e.access === 'everyone' && e.attemptsAllowed === null && e.selection === 'blueprint');
  if (!exam) throw new Error('the demo has no free mock without an attempt limit');
  for (let i = 0; i < DEMO_ATTEMPTS; i += 1) {
    const now = new Date(Date.now() - (DEMO_ATTEMPTS - i) * 3_600_000);
    const { attemptId } = await startAttempt(db, store, { userId: 'bench-student', slug: exam.slug, now });
    await submitAttempt(db, store, { userId: 'bench-student', attemptId, now: new Date(now.getTime() + 600_000) });
  }
  // The demo's own approved orders, so the CSV's first rows are measured on rows at both sizes.
  const buyable = await db.selectFrom('courses').select('id').where('status', '=', 'published').orderBy('id').limit(3).execute();
  for (let i = 0; i < DEMO_ORDERS; i += 1) {
    const order = await insertOrder(db, { userId: 'bench-student', courseIds: [buyable[i % buyable.length]!.id], status: 'approved', trxId: `BENCHDEMO${i}` });
    await db
      .updateTable('orders')
      .set({ reviewed_by: 'bench-admin', reviewed_at: new Date(Date.now() - i * 60_000).toISOString() })
      .where('id', '=', order.id)
      .execute();
  }
  for (let i = 0; i < DEMO_WAITING; i += 1) await insertOrder(db, { userId: 'bench-student', courseIds: [buyable[i % buyable.length]!.id], status: 'submitted', trxId: `BENCHWAIT${i}` });
  const course = await db.selectFrom('courses').select('slug').where('status', '=', 'published').orderBy('students_count', 'desc').orderBy('id').executeTakeFirstOrThrow();
  return {
    context: { benchStudentId: 'bench-student', reviewerId: 'bench-admin' },
    subjects: { studentId: 'bench-student', courseSlug: course.slug, subjectId: exam.subject.id },
  };
}

async function measure(db: Db, subjects: Subjects): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  for (const figure of figures(subjects)) times.set(figure.name, await medianMs(() => figure.run(db), runs));
  return times;
}

try {
  const sizes = sizesAt(scale);
  let started = Date.now();
  await migrateToLatest(db);
  await seedDatabase(db);
  const { context, subjects } = await prepareDemo(db);
  log(`database: ${target.kind}; demo built in ${((Date.now() - started) / 1000).toFixed(1)} s; ${runs} timed runs per figure (median)`);
  const demo = await measure(db, subjects);

  started = Date.now();
  log(`growing (BENCH_SCALE=${scale}):`);
  await growDatabase(db, sizes, context, log);
  await recountKeptFigures(db);
  // After a bulk load autovacuum soon analyses the tables and vacuums them (PostgreSQL 13 and later vacuum
  // after inserts too): the planner needs the statistics, and index-only reads need the visibility map.
  if (target.kind === 'postgres') await sql`vacuum analyze`.execute(db);
  log(`grown database built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const grown = await measure(db, subjects);

  log('');
  log(`| figure | demo ms | grown ms | ratio | goal ≤2x |`);
  log('| --- | ---: | ---: | ---: | --- |');
  let over = 0;
  for (const [name, demoMs] of demo) {
    const grownMs = grown.get(name)!;
    // Below a tenth of a millisecond, timer noise decides a ratio: those count as 0.1 ms.
    const ratio = Math.max(grownMs, 0.1) / Math.max(demoMs, 0.1);
    if (ratio > 2) over += 1;
    log(`| ${name} | ${demoMs.toFixed(2)} | ${grownMs.toFixed(2)} | ${ratio.toFixed(2)}x | ${ratio <= 2 ? 'met' : 'not met'} |`);
  }
  log('');
  log(`${over === 0 ? 'every figure within 2x' : `${over} figure(s) over 2x`} of the demo size (${target.kind}, BENCH_SCALE=${scale})`);
  process.exitCode = over === 0 ? 0 : 1;
} finally {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
