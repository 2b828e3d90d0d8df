import { fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createDatabase, type Db } from '../src/server/db/database';
import { bumpSharedVersion } from '../src/server/db/shared-version';
import { PROJECT_ROOT } from '../src/server/paths';
import type { ExamJob, ExamLoadResult, Operation, PhaseMessage } from './bench-exam/exam-load';
import { prepareProduct, productLaunch, PRODUCT_HEALTH_PATH } from './bench-requests/product-server';
import { benchDatabases, positiveSetting, scratchDatabase } from './bench-requests/bench-settings';
import { processTree, RssSampler, totalCpuMicros } from './bench-requests/proc-stats';
import { freePort, startServerProcess } from './bench-requests/server-process';
import { createStudents } from './bench-requests/students';

/**
 * Exam day, measured: BENCH_STUDENTS students (2,000 by default; accounts
 * and sessions written straight into the database) press Start on the same
 * mock spread over a minute, load the paper, save an answer every 30 s for
 * three minutes, then submit spread over a minute. The product runs as
 * production runs it, in its own process tree; the load runs in another.
 * Printed per operation: count, rate, p50/p99 and failures; the server's
 * CPU per save against its CPU per signed-in read (GET /api/cart/count at
 * the same arrival rate, in the same run: the reference); peak RSS; and,
 * read back from the database at the end, how many acknowledged saves are
 * missing (must be none).
 *
 * Env: BENCH_STUDENTS (2000), BENCH_DATABASES (sqlite,postgres),
 * BENCH_WORKERS (2), BENCH_START_WINDOW (60 s), BENCH_SAVE_EVERY (30 s),
 * BENCH_SAVE_FOR (180 s after the start window), BENCH_SUBMIT_WINDOW (60 s),
 * BENCH_SOCKETS (1000 keep-alive connections at most), BENCH_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/hisab_bench: dropped and created
 * again, so its name must contain "bench").
 */
const int = positiveSetting;
const STUDENTS = int('BENCH_STUDENTS', 2000);
const WORKERS = int('BENCH_WORKERS', 2);
const START_WINDOW = int('BENCH_START_WINDOW', 60);
const SAVE_EVERY = int('BENCH_SAVE_EVERY', 30);
const SAVE_FOR = int('BENCH_SAVE_FOR', 180);
const SUBMIT_WINDOW = int('BENCH_SUBMIT_WINDOW', 60);
const SOCKETS = int('BENCH_SOCKETS', 1000);
const DATABASES = benchDatabases();
const BENCH_SLUG = 'bench-exam-day-mock';

/** The seeded Accounting full mock, opened to everyone and untimed by the clock of the run (3 h), under its own address. */
async function createBenchExam(db: Db): Promise<void> {
  const mock = await db.selectFrom('exams').selectAll().where('slug', '=', 'accounting-full-mock').executeTakeFirstOrThrow();
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = mock;
  await db
    .insertInto('exams')
    .values({ ...rest, slug: BENCH_SLUG, title: 'Exam-day benchmark mock', access: 'everyone', attempts_allowed: null, duration_minutes: 180 })
    .execute();
  // The servers drop their exam snapshot within a second, as after an admin's change.
  await bumpSharedVersion(db, 'exams');
}

/** Every acknowledged save must be in the database: the stored revision of that answer is at least the one acknowledged. */
async function missingSaves(db: Db, result: ExamLoadResult): Promise<number> {
  const stored = new Map<string, number>();
  const ids = [...new Set(result.acknowledged.map((a) => a.attemptId))];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('exam_answers')
      .select(['attempt_id', 'position', 'revision'])
      .where('attempt_id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) stored.set(`${row.attempt_id}:${row.position}`, row.revision);
  }
  return result.acknowledged.filter((a) => (stored.get(`${a.attemptId}:${a.position}`) ?? 0) < a.revision).length;
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : n.toFixed(0));
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function benchDatabase(database: 'sqlite' | 'postgres'): Promise<string[]> {
  const secret = crypto.randomBytes(36).toString('base64url');
  const { target, env: dbEnv, dataDir, label: name } = await scratchDatabase(database, 'hisab-bench-exam-');
  console.log(`\n== ${name}: ${STUDENTS} students, WORKERS=${WORKERS} ==`);
  const server = await startServerProcess(`product WORKERS=${WORKERS}`, productLaunch({ ...dbEnv, WORKERS: String(WORKERS), AUTH_SECRET: secret }), await freePort(), PRODUCT_HEALTH_PATH);
  const sampler = new RssSampler(server.pid);
  const db = createDatabase(target);
  try {
    const students = await createStudents(db, STUDENTS, secret);
    await createBenchExam(db);
    await new Promise((r) => setTimeout(r, 2000));
    const check = await fetch(`${server.url}/api/exams/${BENCH_SLUG}`, { headers: { Cookie: students[0]!.cookie } });
    if (!check.ok) throw new Error(`the bench exam is not served: ${check.status} ${await check.text()}`);

    const job: ExamJob = {
      url: server.url,
      slug: BENCH_SLUG,
      cookies: students.map((s) => s.cookie),
      startWindowSeconds: START_WINDOW,
      saveEverySeconds: SAVE_EVERY,
      saveUntilSeconds: START_WINDOW + SAVE_FOR,
      submitWindowSeconds: SUBMIT_WINDOW,
      maxSockets: SOCKETS,
      referenceSeconds: SAVE_EVERY,
    };
    console.log(
      `Start over ${START_WINDOW} s, a save every ${SAVE_EVERY} s each (about ${Math.round(STUDENTS / SAVE_EVERY)} saves/s) until ${job.saveUntilSeconds} s, submit over ${SUBMIT_WINDOW} s; ` +
        `reference first: one GET /api/cart/count per student over ${SAVE_EVERY} s.`,
    );
    const cpuAt: Record<string, number> = {};
    sampler.start();
    const load = fork(path.join(PROJECT_ROOT, 'scripts/bench-exam/exam-load.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    const result = await new Promise<ExamLoadResult>((resolve, reject) => {
      load.on('message', (message: PhaseMessage | ExamLoadResult) => {
        if ('phase' in message) cpuAt[`${message.phase}:${message.edge}`] = totalCpuMicros(processTree(server.pid));
        else resolve(message);
      });
      load.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the load process exited with ${code}`))));
      load.send(job);
    });
    sampler.stop();

    const missing = await missingSaves(db, result);
    const savesOnlySeconds = result.phases.savesOnlyTo - result.phases.savesOnlyFrom;
    const cpuPerSave = (cpuAt['saves-only:end']! - cpuAt['saves-only:begin']!) / Math.max(1, result.savesOnly);
    const cpuPerRead = (cpuAt['reference:end']! - cpuAt['reference:begin']!) / Math.max(1, result.operations.reference.count);

    const lines = [
      `| operation | count | per second | p50 ms | p99 ms | failed |`,
      `|---|---|---|---|---|---|`,
      ...(['reference', 'start', 'load', 'save', 'submit'] as Operation[]).map((op) => {
        const o = result.operations[op];
        const label = op === 'reference' ? 'reference: signed-in GET /api/cart/count' : op === 'load' ? 'load the paper (GET attempt)' : op;
        const why = Object.entries(o.failures)
          .map(([k, n]) => `${n}× ${k}`)
          .join(', ');
        return `| ${label} | ${o.count} | ${o.perSecond.toFixed(1)} | ${ms(o.p50)} | ${ms(o.p99)} | ${o.failed}${why ? ` (${why})` : ''} |`;
      }),
    ];
    const summary = [
      `${name}, ${STUDENTS} students, WORKERS=${WORKERS}:`,
      ...lines,
      `steady saves ${(result.savesOnly / savesOnlySeconds).toFixed(1)}/s (from ${result.phases.savesOnlyFrom} s to ${result.phases.savesOnlyTo} s, when only saves run)`,
      `server CPU per save ${Math.round(cpuPerSave)} µs, per reference read ${Math.round(cpuPerRead)} µs (${(cpuPerSave / cpuPerRead).toFixed(2)}x); peak RSS ${mb(sampler.peakTotal)}; load process used ${(result.loadCpuShare * 100).toFixed(0)}% of a core`,
      `acknowledged saves ${result.acknowledged.length}, missing from the database: ${missing}`,
    ];
    console.log(summary.join('\n'));
    return summary;
  } finally {
    await db.destroy();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await prepareProduct();
  const report: string[] = [];
  for (const database of DATABASES) report.push(...(await benchDatabase(database)), '');
  console.log(`\n== bench:exam, ${new Date().toISOString().slice(0, 10)} ==\n${report.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
