import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CART_LIMIT } from '../src/contracts/commerce-schemas';
import { createDatabase, type Db } from '../src/server/db/database';
import { PROJECT_ROOT } from '../src/server/paths';
import type { LoadJob, LoadResult } from './bench-requests/load';
import { prepareProduct, productLaunch, PRODUCT_HEALTH_PATH } from './bench-requests/product-server';
import { processTree, RssSampler, settledCpuMicros } from './bench-requests/proc-stats';
import { markdownTable, memoryMarkdown, memoryText, nonSuccess, textTable, verdictLine, type MemoryReport, type Row, type Sample, type Verdict } from './bench-requests/report';
import { freePort, startServerProcess, type ServerProcess } from './bench-requests/server-process';
import { benchDatabases, positiveSetting, scratchDatabase } from './bench-requests/bench-settings';
import { targetVerdicts } from './bench-requests/targets';
import { createStudents, emptyCarts, sellableCourses, settleOrders, studentRows, type BenchStudent } from './bench-requests/students';

/**
 * CPU per request, req/s and p50/p99 of signed-in requests on the product
 * server, run as production runs it in its own process, against a lean
 * reference server (and its bare route) in another, with autocannon in a
 * third. Every request is measured once per round, A/B alternated, and
 * the medians over the rounds are compared; CPU is the server's own
 * (user + system time of its whole process tree, from /proc).
 *
 * Env: BENCH_DATABASES (sqlite,postgres), BENCH_WORKERS (1,2),
 * BENCH_ROUNDS (3), BENCH_DURATION (5 s per window), BENCH_WARMUP (2 s),
 * BENCH_STUDENTS (200), BENCH_CONNECTIONS (50, the signed-in read),
 * BENCH_SETTLE (3 s before idle memory is read), BENCH_THINK_MS (1000:
 * each paced student's mean pause between writes), BENCH_GROUPS (all of
 * floor,read,busy read,add,checkout,paced add,paced checkout), BENCH_NODE_OPTIONS (node flags for
 * the product server, such as --cpu-prof), BENCH_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/hisab_bench: dropped and created
 * again, so its name must contain "bench").
 */
const env = process.env;
const int = positiveSetting;
const ROUNDS = int('BENCH_ROUNDS', 3);
const DURATION = int('BENCH_DURATION', 5);
const WARMUP = int('BENCH_WARMUP', 2);
const STUDENTS = int('BENCH_STUDENTS', 200);
const READ_CONNECTIONS = int('BENCH_CONNECTIONS', 50);
const SETTLE = int('BENCH_SETTLE', 3);
const DATABASES = benchDatabases();
const WORKERS = (env.BENCH_WORKERS ?? '1,2').split(',').map((w) => Number(w.trim()));
/** Students at a person's pace send one write per this many ms on average (see paced-load.ts). */
const THINK_MS = int('BENCH_THINK_MS', 1000);
const pacedLabel = (request: string) => `${request}, paced ${THINK_MS} ms`;
/** Only these groups of requests: floor, read, busy read, add, checkout, paced add, paced checkout. */
const GROUPS = env.BENCH_GROUPS?.split(',').map((g) => g.trim());

for (const d of DATABASES) if (d !== 'sqlite' && d !== 'postgres') throw new Error(`BENCH_DATABASES: unknown database "${d}"`);
for (const w of WORKERS) if (!Number.isInteger(w) || w < 1) throw new Error('BENCH_WORKERS must list whole numbers from 1');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The autocannon child process: one job at a time. */
class LoadProcess {
  private readonly child: ChildProcess = fork(path.join(PROJECT_ROOT, 'scripts/bench-requests/load.ts'), [], {
    cwd: PROJECT_ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  run(job: LoadJob): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the load process exited (${code})`));
      this.child.once('exit', onExit);
      this.child.once('message', (message: { ok: true; result: LoadResult } | { ok: false; error: string }) => {
        this.child.off('exit', onExit);
        if (message.ok) resolve(message.result);
        else reject(new Error(message.error));
      });
      this.child.send(job);
    });
  }

  stop(): void {
    this.child.kill();
  }
}

type Server = { process: ServerProcess; workers: number | null; sampler: RssSampler };
type Scenario = {
  group: string;
  server: Server;
  row: Row;
  job: Omit<LoadJob, 'durationSeconds' | 'url' | 'title'>;
  /** Puts the database back before the window (empty carts, settled orders). */
  before?: () => Promise<void>;
  /**
   * What the window wrote, read from the database: requests still in flight
   * when the window closed are finished by the server too, so `written` may
   * exceed the 2xx answers by up to one per connection.
   */
  written?: () => Promise<{ rows: number; what: string }>;
};

/** The price a student is quoted for each course now, from the product itself. */
async function quotedTotals(base: string, student: BenchStudent, slugs: string[]): Promise<Map<string, number>> {
  const totals = new Map<string, number>();
  for (const slug of slugs) {
    const res = await fetch(`${base}/api/checkout/quote?course=${encodeURIComponent(slug)}`, { headers: { Cookie: student.cookie } });
    if (!res.ok) throw new Error(`quote for ${slug}: ${res.status} ${await res.text()}`);
    totals.set(slug, ((await res.json()) as { totalPaisa: number }).totalPaisa);
  }
  return totals;
}

/** One signed-in request on each server before any load: a wrong cookie or secret stops the run here. */
async function checkSignedIn(url: string, student: BenchStudent): Promise<void> {
  const res = await fetch(url, { headers: { Cookie: student.cookie } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`signed-in check ${url}: ${res.status} ${text.slice(0, 200)}`);
}

const rounds = (r: number) => `round ${r + 1}/${ROUNDS}`;

/** Runs one window: the server's CPU before and after, its memory sampled during, the answers counted. */
async function measure(load: LoadProcess, s: Scenario, seconds: number, label: string): Promise<Sample> {
  await s.before?.();
  const cpuBefore = await settledCpuMicros(s.server.process.pid);
  s.server.sampler.start();
  const result = await load.run({ ...s.job, url: s.server.process.url, durationSeconds: seconds, title: s.row.request });
  s.server.sampler.stop();
  s.server.sampler.sample();
  const cpu = (await settledCpuMicros(s.server.process.pid)) - cpuBefore;
  const refused = Object.values(result.failures).reduce((n, f) => n + f.count, 0);
  const answered = result.requests - refused;
  // CPU per request over every request the server handled: for writes, the rows they wrote.
  let handled = result.requests;
  let note = '';
  if (s.written) {
    const { rows, what } = await s.written();
    const valid = rows >= answered && rows <= answered + s.row.connections;
    handled = refused + rows;
    note = `${answered} answered, ${rows} ${what} written${valid ? '' : ' MISMATCH'}`;
    if (!valid) s.row.note = note;
  }
  const sample: Sample = {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    cpuMicrosPerRequest: cpu / Math.max(1, handled),
    requests: result.requests,
    loadCpuShare: result.loadCpuShare,
    failures: result.failures,
    errors: result.errors,
  };
  const who = s.server.workers === null ? 'lean' : `WORKERS=${s.server.workers}`;
  const failed = refused + result.errors > 0 ? `  FAILED: ${refused} non-2xx, ${result.errors} errors ${JSON.stringify(result.failures)}` : '';
  console.log(
    `  ${label.padEnd(13)} ${who.padEnd(9)} ${s.row.request.padEnd(27)} x${String(s.row.connections).padEnd(4)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${String(result.p50).padStart(3)} ms  p99 ${String(result.p99).padStart(4)} ms  ${sample.cpuMicrosPerRequest.toFixed(0).padStart(5)} µs CPU/req  load CPU ${(result.loadCpuShare * 100).toFixed(0)}%${note ? `  (${note})` : ''}${failed}`,
  );
  return sample;
}

function serverMemory(database: string, server: Server, idle: ReturnType<typeof processTree>): MemoryReport {
  return {
    database,
    server: server.process.name,
    workers: server.workers,
    idle,
    loadedPeakTotal: server.sampler.peakTotal,
    loadedPeak: [...server.sampler.peakByPid.values()],
    after: processTree(server.process.pid),
  };
}

async function benchDatabase(database: 'sqlite' | 'postgres', load: LoadProcess, rows: Row[], memory: MemoryReport[], verdicts: Verdict[]): Promise<void> {
  const secret = crypto.randomBytes(36).toString('base64url');
  const { target, env: dbEnv, dataDir, label: name } = await scratchDatabase(database, 'hisab-bench-');
  console.log(`\n== ${name} ==`);
  const servers: Server[] = [];
  let db: Db | null = null;
  try {
    // The first product migrates and seeds; the others (and the lean reference) open the same database.
    for (const workers of WORKERS) {
      const launch = productLaunch({ ...dbEnv, WORKERS: String(workers), AUTH_SECRET: secret });
      const started = performance.now();
      const proc = await startServerProcess(`product WORKERS=${workers}`, launch, await freePort(), PRODUCT_HEALTH_PATH);
      console.log(`product WORKERS=${workers} ready in ${((performance.now() - started) / 1000).toFixed(1)} s on ${proc.url}: ${launch.args.join(' ')}`);
      servers.push({ process: proc, workers, sampler: new RssSampler(proc.pid) });
    }
    const leanLaunch = { command: process.execPath, args: ['--import', 'tsx', 'scripts/bench-requests/lean-reference.ts'], cwd: PROJECT_ROOT, env: { ...dbEnv, AUTH_SECRET: secret } };
    const leanProcess = await startServerProcess('lean reference', leanLaunch, await freePort(), '/bare');
    const lean: Server = { process: leanProcess, workers: null, sampler: new RssSampler(leanProcess.pid) };
    servers.push(lean);
    const products = servers.filter((s) => s.workers !== null);

    db = createDatabase(target);
    const students = await createStudents(db, STUDENTS, secret);
    const courses = await sellableCourses(db, CART_LIMIT);
    if (courses.length === 0) throw new Error('no sellable paid course in the seeded catalogue');
    await sleep(SETTLE * 1000);
    const idle = new Map(servers.map((s) => [s, processTree(s.process.pid)]));

    for (const p of products) await checkSignedIn(`${p.process.url}/api/cart/count`, students[0]!);
    await checkSignedIn(`${lean.process.url}/cart/count`, students[0]!);
    const totals = await quotedTotals(
      products[0]!.process.url,
      students[0]!,
      courses.map((c) => c.slug),
    );
    console.log(
      [
        `${STUDENTS} signed-in students (one per connection); ${ROUNDS} round(s) of ${DURATION} s windows.`,
        `Add to cart: each student adds the ${courses.length} paid courses one after another to a cart emptied before the window: every answered add inserted a row.`,
        `Checkout: each student buys the same courses one by one ("Enroll now", bKash, a new checkout key and transaction ID each): every answered checkout placed a new order;`,
        `the orders of the window before are rejected first, as an admin would, so no course is refused as payment_pending.`,
      ].join('\n'),
    );

    const who = students.map((s) => ({ cookie: s.cookie, sender: s.sender }));
    const what = courses.map((c) => ({ slug: c.slug, totalPaisa: totals.get(c.slug)! }));
    const row = (server: Server, request: string, connections: number, lean?: Row): Row => {
      const r: Row = { database, workers: server.workers, request, connections, samples: [], ...(lean ? { lean } : {}) };
      rows.push(r);
      return r;
    };
    const get = (path: string, signedIn: boolean, connections: number) => ({ kind: 'get' as const, path, connections, students: signedIn ? who : [], courses: [] });
    const scenarios: Scenario[] = [];
    const leanBare = row(lean, 'GET /bare (no middleware)', READ_CONNECTIONS);
    const leanCount = row(lean, 'GET /cart/count', READ_CONNECTIONS);
    const leanBusy = row(lean, 'GET /cart/count', STUDENTS);
    scenarios.push({ group: 'floor', server: lean, row: leanBare, job: get('/bare', false, READ_CONNECTIONS) });
    scenarios.push({ group: 'read', server: lean, row: leanCount, job: get('/cart/count', true, READ_CONNECTIONS) });
    scenarios.push({ group: 'busy read', server: lean, row: leanBusy, job: get('/cart/count', true, STUDENTS) });
    for (const p of products) {
      scenarios.push({ group: 'floor', server: p, row: row(p, 'GET /api/health', READ_CONNECTIONS, leanBare), job: get(PRODUCT_HEALTH_PATH, false, READ_CONNECTIONS) });
      scenarios.push({ group: 'read', server: p, row: row(p, 'GET /api/cart/count', READ_CONNECTIONS, leanCount), job: get('/api/cart/count', true, READ_CONNECTIONS) });
      scenarios.push({ group: 'busy read', server: p, row: row(p, 'GET /api/cart/count', STUDENTS, leanBusy), job: get('/api/cart/count', true, STUDENTS) });
    }
    const dbForState = db;
    // Each write twice: back to back (the capacity, and latency under
    // saturation) and at a person's pace (the latency students see).
    for (const paced of [false, true]) {
      const pace = paced ? { thinkMs: THINK_MS } : {};
      const label = (request: string) => (paced ? pacedLabel(request) : request);
      for (const p of products) {
        scenarios.push({
          group: paced ? 'paced add' : 'add',
          server: p,
          row: row(p, label('PUT /api/cart/items/:slug'), STUDENTS),
          job: { kind: 'add', path: '/api/cart/items', connections: STUDENTS, students: who, courses: what, ...pace },
          before: () => emptyCarts(dbForState),
          written: async () => ({ rows: (await studentRows(dbForState)).cartItems, what: 'cart rows' }),
        });
      }
      for (const p of products) {
        scenarios.push({
          group: paced ? 'paced checkout' : 'checkout',
          server: p,
          row: row(p, label('POST /api/checkout'), STUDENTS),
          job: { kind: 'checkout', path: '/api/checkout', connections: STUDENTS, students: who, courses: what, ...pace },
          before: () => settleOrders(dbForState),
          written: async () => ({ rows: (await studentRows(dbForState)).submittedOrders, what: 'orders' }),
        });
      }
    }
    if (GROUPS) scenarios.splice(0, scenarios.length, ...scenarios.filter((s) => GROUPS.includes(s.group)));
    const groups = [...new Set(scenarios.map((s) => s.group))];

    console.log(`warm-up: each request for ${WARMUP} s (not counted)`);
    for (const s of scenarios) await measure(load, s, WARMUP, 'warm-up');
    for (const p of servers) p.sampler.peakByPid.clear();
    for (const p of servers) p.sampler.peakTotal = 0;
    for (let r = 0; r < ROUNDS; r++) {
      // A/B: within each group the servers take turns going first.
      for (const group of groups) {
        const inGroup = scenarios.filter((s) => s.group === group);
        for (const s of r % 2 ? inGroup.reverse() : inGroup) s.row.samples.push(await measure(load, s, DURATION, rounds(r)));
      }
    }

    for (const s of servers) memory.push(serverMemory(database, s, idle.get(s)!));
    verdicts.push(...targetVerdicts({ name, database, rows, memory, workers: WORKERS, readConnections: READ_CONNECTIONS, students: STUDENTS, pacedLabel }));
  } finally {
    for (const s of servers) await s.process.stop();
    await db?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await prepareProduct();
const windows = DATABASES.length * (3 + 7 * WORKERS.length);
console.log(
  `bench:requests: ${DATABASES.join(', ')}; WORKERS ${WORKERS.join(', ')}; ${ROUNDS} rounds x ${windows} windows of ${DURATION} s (about ${Math.ceil((windows * (ROUNDS * DURATION + WARMUP)) / 60 + DATABASES.length * 0.5)} min); ${os.cpus().length} cores, Node ${process.version}`,
);
const load = new LoadProcess();
const rows: Row[] = [];
const memory: MemoryReport[] = [];
const verdicts: Verdict[] = [];
const began = performance.now();
try {
  for (const database of DATABASES) await benchDatabase(database, load, rows, memory, verdicts);
} finally {
  load.stop();
}

console.log(
  `\nMedians over ${ROUNDS} round(s). CPU: user + system time of the server's whole process tree (not the PostgreSQL server's own); "CPU vs lean": against the lean reference's same request, or its bare route for /api/health; "load CPU": autocannon's process, 100% = one core.\n`,
);
console.log(textTable(rows));
console.log(`\nMemory (RSS)\n${memoryText(memory)}`);
console.log(`\nTargets\n${verdicts.map(verdictLine).join('\n')}`);
const failed = rows.filter((r) => nonSuccess(r) > 0 || r.note);
const settings = `${ROUNDS} rounds x ${DURATION} s, ${STUDENTS} students, ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
console.log(
  [
    '\nMarkdown for README.md:\n',
    `#### bench:requests (${settings})`,
    '',
    markdownTable(rows),
    '',
    memoryMarkdown(memory),
    '',
    ...verdicts.map((v) => `- ${v.met ? 'met' : '**not met**'}: ${v.text}`),
  ].join('\n'),
);
console.log(`\nTook ${((performance.now() - began) / 60000).toFixed(1)} min.`);
if (failed.length > 0) {
  console.error(`\nSome requests failed, so these figures are not valid:`);
  for (const r of failed) {
    const first = r.samples.flatMap((s) => Object.entries(s.failures)).slice(0, 3);
    console.error(`  ${r.database} ${r.workers ?? 'lean'} ${r.request} x${r.connections}: ${nonSuccess(r)} failed ${JSON.stringify(first)} ${r.note ?? ''}`);
  }
  process.exitCode = 1;
}
