import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Context } from 'hono';
import { socketClientIp } from '../src/server/http/client-address';
import { createVerifiedUser } from '../src/server/auth/create-user';
import { loadConfig } from '../src/server/config';
import { createLogger } from '../src/server/logger';
import { startServer } from '../src/server/server';

/**
 * Add-to-cart and checkout-submit under exam-week load: STUDENTS signed-in
 * students at once, each adding every paid course to their cart, then each
 * submitting one bKash payment per course ("Enroll now"), every request
 * over HTTP on loopback from a separate thread. Prints requests/s and latency percentiles per step.
 * DATABASE_URL=postgres://... runs it on PostgreSQL (use a scratch
 * database: it fills it with students and orders).
 */
const students = Number(process.env.BENCH_STUDENTS ?? 200);
const BENCH_IP_HEADER = 'x-bench-client-ip';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_VIDEOS: 'off' });
// Each simulated student signs in from its own address, as they would from their own phones;
// otherwise the per-address sign-in limit would make the set-up itself take minutes.
const clientIp = (c: Context) => c.req.header(BENCH_IP_HEADER) ?? socketClientIp(c);
const server = await startServer(config, createLogger('warn'), { clientIp });
const base = server.url;

type Student = { ip: string; cookie: string; index: number };
type LoadRequest = { path: string; method: string; body?: unknown };
type LoadJob = { base: string; ipHeader: string; students: { ip: string; cookie: string; requests: LoadRequest[] }[] };
type LoadResult = { latencies: number[]; failures: string[]; seconds: number };
type Step = { title: string; latencies: number[]; failures: string[]; seconds: number };

async function signIn(index: number): Promise<Student> {
  const email = `bench.${Date.now().toString(36)}.${index}@example.com`;
  const password = 'ledger balances every month';
  await createVerifiedUser(server.services.auth, { name: `Bench Student ${index}`, email, role: 'student', password });
  const ip = `10.${Math.floor(index / 250)}.${index % 250}.1`;
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, [BENCH_IP_HEADER]: ip },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${index}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { ip, cookie, index };
}

/** Runs one step's requests from a worker thread and collects the timings. */
function step(title: string, all: Student[], requests: (s: Student) => LoadRequest[]): Promise<Step> {
  const job: LoadJob = { base, ipHeader: BENCH_IP_HEADER, students: all.map((s) => ({ ip: s.ip, cookie: s.cookie, requests: requests(s) })) };
  const worker = new Worker(new URL('./bench-enroll-load.mjs', import.meta.url), { workerData: job });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => resolve({ title, ...result }));
    worker.once('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function report(s: Step): void {
  const sorted = [...s.latencies].sort((a, b) => a - b);
  const rps = s.latencies.length / s.seconds;
  console.log(
    `${s.title.padEnd(17)} ${String(s.latencies.length).padStart(6)} requests  ${rps.toFixed(0).padStart(6)} req/s   p50 ${percentile(sorted, 50).toFixed(0)} ms   p99 ${percentile(sorted, 99).toFixed(0)} ms`,
  );
  if (s.failures.length > 0) throw new Error(`${s.title}: ${s.failures.length} failed, first: ${s.failures[0]}`);
}

try {
  const courses = await server.db
    .selectFrom('courses')
    .select(['slug', 'price_paisa', 'sale_price_paisa'])
    .where('status', '=', 'published')
    .where('price_paisa', '>', 0)
    .orderBy('id')
    .limit(20)
    .execute();
  const all: Student[] = [];
  for (let i = 0; i < students; i += 20) all.push(...(await Promise.all(Array.from({ length: Math.min(20, students - i) }, (_, j) => signIn(i + j)))));
  console.log(`database: ${config.database.kind}; ${students} signed-in students at once; ${courses.length} paid courses each`);

  // One request per student first: connections opened, code compiled, as on a server that has been up a while.
  const warm = await step('warm-up', all, () => [{ method: 'GET', path: '/api/cart' }]);
  console.log(`warm-up: ${warm.latencies.length} requests in ${warm.seconds.toFixed(1)} s, slowest ${Math.max(...warm.latencies).toFixed(0)} ms`);
  report(await step('add to cart', all, () => courses.map((c) => ({ method: 'PUT', path: `/api/cart/items/${c.slug}` }))));
  report(
    await step('checkout submit', all, (student) =>
      courses.map((c, i) => ({
        method: 'POST',
        path: '/api/checkout',
        body: {
          course: c.slug,
          checkoutKey: crypto.randomUUID(),
          expectedTotalPaisa: c.sale_price_paisa ?? c.price_paisa,
          method: 'bkash',
          sender: `017${String(student.index).padStart(8, '0')}`,
          trxId: `B${String(student.index).padStart(4, '0')}X${String(i).padStart(3, '0')}${crypto.randomBytes(2).toString('hex').toUpperCase()}`,
        },
      })),
    ),
  );
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
