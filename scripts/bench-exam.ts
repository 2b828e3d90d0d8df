import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { createDatabase, type Db } from '../src/server/db/database';
import { bumpSharedVersion } from '../src/server/db/shared-version';
import { PROJECT_ROOT } from '../src/server/paths';
import { checkRun } from './bench-exam/checks';
import { CpuTimeline } from './bench-exam/cpu-timeline';
import type { ExamJob, ExamOpens, ReferenceDone } from './bench-exam/exam-load';
import { describeProfile, examProfile } from './bench-exam/profile';
import { mergeResults, type ExamLoadResult } from './bench-exam/records';
import { reportRun } from './bench-exam/report';
import { BENCH_PG_URL, benchDatabases, positiveSetting, scratchDatabase } from './bench-requests/bench-settings';
import { prepareProduct, productLaunch, PRODUCT_HEALTH_PATH } from './bench-requests/product-server';
import { freePort, startServerProcess } from './bench-requests/server-process';
import { createStudents } from './bench-requests/students';

/**
 * Exam day, measured: BENCH_STUDENTS students (2,000 by default, or rising
 * sizes such as 2000,5000,10000, run in turn until one fails the goal, and
 * the largest that held printed; accounts
 * and sessions written straight into the database) sit the same mock on
 * the profile's clock (bench-exam/profile.ts: `bell` by default, every
 * Start within 10 s, a save every 15 s, every submit in the last 30 s; or
 * `spread`). The product runs as production runs it, in its own process
 * tree; the students run in BENCH_LOAD_PROCESSES other processes. Before
 * the exam each student sends one signed-in read at the rate the saves
 * will come: the reference for CPU per request. Printed: per operation
 * p50/p95/p99, max, errors and 503 retries; per phase the server's CPU per
 * request and the cores used by the server, PostgreSQL and the load; peak
 * RSS per process; and, read back from the database, any acknowledged save
 * or submit that is missing (there must be none).
 *
 * Env: BENCH_STUDENTS (2000, or a rising list), BENCH_DATABASES (sqlite,postgres),
 * BENCH_WORKERS (the product's default in production: one per core),
 * BENCH_PROFILE (bell | spread) with BENCH_START_WINDOW,
 * BENCH_SAVE_EVERY, BENCH_SAVE_FOR, BENCH_SUBMIT_WINDOW to change its
 * windows, BENCH_SOCKETS (one keep-alive connection per student, as each
 * browser holds its own; fewer makes students queue in the load, unseen by
 * the server's overload gate; shared by the
 * load processes), BENCH_LOAD_PROCESSES (1), BENCH_TIMEOUT (60 s per
 * operation, 503 retries included), BENCH_MOCK (the seeded mock copied:
 * financial-accounting-reporting-full-mock, which draws every question
 * kind), BENCH_NODE_OPTIONS, BENCH_DATABASE_URL (dropped and created again,
 * so its name must contain "bench").
 */
const int = positiveSetting;
const SIZES = studentCounts(process.env.BENCH_STUDENTS ?? '2000');
/** The server's WORKERS: as asked, or what the product chooses by itself in production (config.ts). */
const workersFor = (database: 'sqlite' | 'postgres') =>
  process.env.BENCH_WORKERS ? int('BENCH_WORKERS', 1) : loadConfig({ NODE_ENV: 'production', ...(database === 'postgres' ? { DATABASE_URL: BENCH_PG_URL } : {}) }).workers;
/** Keep-alive connections at most (all load processes together): one per student unless BENCH_SOCKETS says fewer. */
const socketsFor = (students: number) => (process.env.BENCH_SOCKETS ? int('BENCH_SOCKETS', students) : students);
const LOAD_PROCESSES = int('BENCH_LOAD_PROCESSES', 1);
const TIMEOUT_MS = int('BENCH_TIMEOUT', 60) * 1000;
const MOCK = process.env.BENCH_MOCK ?? 'financial-accounting-reporting-full-mock';
const PROFILE = examProfile();
const DATABASES = benchDatabases();
const BENCH_SLUG = 'bench-exam-day-mock';

/** BENCH_STUDENTS: one size, or rising sizes separated by commas, each run in turn until one fails the goal. */
function studentCounts(value: string): number[] {
  const sizes = value.split(',').map((part) => Number(part.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('BENCH_STUDENTS must be a positive whole number, or several separated by commas');
  return [...new Set(sizes)].sort((a, b) => a - b);
}

/** The seeded mock, opened to everyone, with as many attempts as wanted and 3 h on the clock, under its own address. */
async function createBenchExam(db: Db): Promise<void> {
  const mock = await db.selectFrom('exams').selectAll().where('slug', '=', MOCK).executeTakeFirstOrThrow();
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = mock;
  await db
    .insertInto('exams')
    .values({ ...rest, slug: BENCH_SLUG, title: 'Exam-day benchmark mock', access: 'everyone', attempts_allowed: null, duration_minutes: 180 })
    .execute();
  // The servers drop their exam snapshot within a second, as after an admin's change.
  await bumpSharedVersion(db, 'exams');
}

/** Forks a load process and waits until it can take its job. */
function forkLoad(): Promise<ChildProcess> {
  const child = fork(path.join(PROJECT_ROOT, 'scripts/bench-exam/exam-load.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`a load process exited with ${code} before it was ready`)));
  });
}

/** Runs every load process's reference reads, opens the exam once all are answered, and gathers the results. */
function runLoads(children: ChildProcess[], jobs: ExamJob[]): { examOpens: Promise<number>; parts: Promise<ExamLoadResult[]> } {
  let referencesLeft = children.length;
  let opened: (examAt: number) => void = () => undefined;
  const examOpens = new Promise<number>((resolve) => (opened = resolve));
  const parts = Promise.all(
    children.map(
      (child, i) =>
        new Promise<ExamLoadResult>((resolve, reject) => {
          child.on('message', (message: ReferenceDone | ExamLoadResult) => {
            if (!('referenceDone' in message)) return resolve(message);
            if (--referencesLeft > 0) return;
            // A moment's pause, so the exam opens on a server with nothing left of the reference.
            const examAt = Date.now() + 3000;
            for (const c of children) c.send({ examAt } satisfies ExamOpens);
            opened(examAt);
          });
          child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`a load process exited with ${code}`))));
          child.send(jobs[i]!);
        }),
    ),
  );
  return { examOpens, parts };
}

async function benchDatabase(database: 'sqlite' | 'postgres', studentCount: number): Promise<{ lines: string[]; met: boolean }> {
  const secret = crypto.randomBytes(36).toString('base64url');
  const { target, env: dbEnv, dataDir, label } = await scratchDatabase(database, 'hisab-bench-exam-');
  const WORKERS = workersFor(database);
  const title = `${label}, ${studentCount} students, WORKERS=${WORKERS}, ${PROFILE.name} profile`;
  console.log(`\n== ${title} ==`);
  const server = await startServerProcess(`product WORKERS=${WORKERS}`, productLaunch({ ...dbEnv, WORKERS: String(WORKERS), AUTH_SECRET: secret }), await freePort(), PRODUCT_HEALTH_PATH);
  const db = createDatabase(target);
  const loads: ChildProcess[] = [];
  try {
    const students = await createStudents(db, studentCount, secret);
    await createBenchExam(db);
    await new Promise((r) => setTimeout(r, 2000));
    const check = await fetch(`${server.url}/api/exams/${BENCH_SLUG}`, { headers: { Cookie: students[0]!.cookie } });
    if (!check.ok) throw new Error(`the bench exam is not served: ${check.status} ${await check.text()}`);

    for (let i = 0; i < LOAD_PROCESSES; i++) loads.push(await forkLoad());
    const timeline = new CpuTimeline(
      server.pid,
      loads.map((l) => l.pid!),
      database === 'postgres' ? decodeURIComponent(new URL(BENCH_PG_URL).pathname.slice(1)) : null,
    );
    timeline.start();
    const referenceSeconds = PROFILE.saveEverySeconds;
    const referenceAt = Date.now() + 1000;
    console.log(`${describeProfile(PROFILE, studentCount)}; ${LOAD_PROCESSES} load process(es); reference first: one signed-in GET /api/cart/count per student over ${referenceSeconds} s.`);
    const jobs = loads.map((_, i) => ({
      url: server.url,
      slug: BENCH_SLUG,
      cookies: students.filter((_, n) => n % LOAD_PROCESSES === i).map((s) => s.cookie),
      profile: PROFILE,
      referenceAt,
      referenceSeconds,
      maxSockets: Math.max(1, Math.floor(socketsFor(studentCount) / LOAD_PROCESSES)),
      timeoutMs: TIMEOUT_MS,
    }));
    const running = runLoads(loads, jobs);
    const examAt = await running.examOpens;
    const loadBefore = await new Promise<number>((resolve) => setTimeout(() => resolve(os.loadavg()[0]!), Math.max(0, examAt - Date.now())));
    const parts = await running.parts;
    timeline.stop();
    const machine = { loadBefore, loadAfter: os.loadavg()[0]!, cores: os.cpus().length };
    const result = mergeResults(parts);
    const checks = await checkRun(db, BENCH_SLUG, result.acknowledged, result.submitted, result.resultsRead);
    const report = reportRun({ title, profile: PROFILE, result, timeline, checks, referenceAt, examAt, loadProcesses: LOAD_PROCESSES, postgres: database === 'postgres', machine });
    console.log(report.lines.join('\n'));
    return report;
  } finally {
    for (const child of loads) if (child.exitCode === null) child.kill();
    await db.destroy();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await prepareProduct();
  const report: string[] = [];
  const held: string[] = [];
  for (const database of DATABASES) {
    let largest: number | null = null;
    for (const students of SIZES) {
      const run = await benchDatabase(database, students);
      report.push(...run.lines, '');
      if (!run.met) break;
      largest = students;
    }
    const label = database === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    const tried = SIZES.length > 1 ? ` (sizes tried, rising: ${SIZES.join(', ')}; each after a size that held)` : '';
    held.push(`- ${label}: ${largest === null ? `the goal held at none of the sizes run (smallest ${SIZES[0]})` : `largest number of students that held the goal: ${largest}`}${tried}`);
  }
  const sizes = SIZES.join(', ');
  console.log(
    `\n== bench:exam, ${new Date().toISOString().slice(0, 10)} (${describeProfile(PROFILE, SIZES.length === 1 ? SIZES[0]! : SIZES[SIZES.length - 1]!)}; students: ${sizes}) ==\n\n${report.join('\n')}\n${held.join('\n')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
