import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../src/server/config';
import { createLogger } from '../src/server/logger';
import { startServer } from '../src/server/server';

/**
 * Requests/s and p99 latency of the course-filter API with a realistic
 * filter (a search word, a level, paid only, most popular first) against a
 * bare JSON route answering the same bytes with no database work, in one
 * run, on loopback, with the headers a browser sends. The goal: the
 * catalogue at half the bare route's rate or better.
 * DATABASE_URL=postgres://... benchmarks PostgreSQL instead of SQLite.
 */
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const FILTER = '/api/courses?q=tax&level=professional&price=paid&sort=popular&page=1';
const headers = { 'Accept-Encoding': 'gzip, deflate, br', Accept: 'application/json' };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_VIDEOS: 'off' });
let payload = '';
const server = await startServer(config, createLogger('warn'), {
  extendApi: (api) => api.get('/bench/bare', (c) => c.body(payload, 200, { 'Content-Type': 'application/json' })),
});
const base = server.url.replace('localhost', '127.0.0.1');
payload = await (await fetch(`${base}${FILTER}`)).text();

async function run(title: string, url: string) {
  const result = await autocannon({ url, duration, connections, title, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { title, rps: result.requests.average, p99: result.latency.p99 };
}

try {
  const courses = (JSON.parse(payload) as { total: number }).total;
  console.log(`database: ${config.database.kind}; filter ${FILTER} (${courses} courses, ${payload.length} bytes); ${connections} connections, ${duration} s each`);
  await run('warm-up', `${base}${FILTER}`);
  const bare = await run('bare JSON route', `${base}/api/bench/bare`);
  const real = await run('course filter', `${base}${FILTER}`);
  for (const r of [real, bare]) console.log(`${r.title.padEnd(20)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${r.p99} ms`);
  console.log(`ratio course filter/bare: ${(real.rps / bare.rps).toFixed(2)} (goal: 0.50 or more)`);
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
