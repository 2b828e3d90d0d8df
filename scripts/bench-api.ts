import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../src/server/config';
import { createLogger } from '../src/server/logger';
import { startServer } from '../src/server/server';

/**
 * Requests/s and p99 latency of GET /api/subjects against a bare JSON route
 * that answers the same bytes with no database work, in one run, on
 * loopback. The ratio says what the database and mapping cost.
 * DATABASE_URL=postgres://... benchmarks PostgreSQL instead of SQLite.
 */
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_VIDEOS: 'off' });
let payload = '';
const server = await startServer(config, createLogger('warn'), {
  extendApi: (api) => api.get('/bench/bare', (c) => c.body(payload, 200, { 'Content-Type': 'application/json' })),
});
const base = server.url.replace('localhost', '127.0.0.1');
payload = await (await fetch(`${base}/api/subjects`)).text();

async function run(title: string, url: string) {
  const result = await autocannon({ url, duration, connections, title });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { title, rps: result.requests.average, p99: result.latency.p99 };
}

try {
  console.log(`database: ${config.database.kind}; payload ${payload.length} bytes; ${connections} connections, ${duration} s each`);
  await run('warm-up', `${base}/api/subjects`);
  const bare = await run('bare JSON route', `${base}/api/bench/bare`);
  const real = await run('GET /api/subjects', `${base}/api/subjects`);
  for (const r of [real, bare]) console.log(`${r.title.padEnd(20)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${r.p99} ms`);
  console.log(`ratio subjects/bare: ${(real.rps / bare.rps).toFixed(2)}`);
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
