import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { percentile, runPaced, type PacedRequest } from './paced-load';

/**
 * The load side of bench:requests: a child process (forked with the tsx
 * loader) that runs autocannon for each job it is sent, so that making
 * requests and reading answers takes no CPU from the servers measured.
 *
 * Each connection is one student, with its own cookie: connection i is
 * student i (mod the number of students). Kinds of job:
 * - `get`: the same GET again and again (with the student's cookie, if any);
 * - `add`: the student adds each course in turn, one request per course,
 *   then its connection ends;
 * - `checkout`: the student buys each course in turn ("Enroll now", bKash,
 *   a fresh checkout key and transaction ID each), then its connection ends.
 * A window ends after `durationSeconds`, or earlier once every connection
 * has sent its requests.
 */
export type LoadJob = {
  title: string;
  url: string;
  kind: 'get' | 'add' | 'checkout';
  path: string;
  connections: number;
  durationSeconds: number;
  students: { cookie: string; sender: string }[];
  courses: { slug: string; totalPaisa: number }[];
  /** Set: students at a person's pace (see paced-load.ts), one request per this many ms on average; unset: back to back. */
  thinkMs?: number;
};

export type LoadResult = {
  title: string;
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, by status, with the first body seen for each. */
  failures: Record<string, { count: number; body: string }>;
  errors: number;
  timeouts: number;
  /** CPU this process used for the window, as a share of one core. */
  loadCpuShare: number;
};

const BROWSER_HEADERS = { Accept: 'application/json', 'Accept-Encoding': 'gzip, deflate, br' };

function requestsFor(job: LoadJob, student: LoadJob['students'][number]): autocannon.Request[] {
  const headers: Record<string, string> = { ...BROWSER_HEADERS, Cookie: student.cookie, Origin: job.url };
  if (job.kind === 'add') return job.courses.map((c) => ({ method: 'PUT', path: `/api/cart/items/${c.slug}`, headers }));
  if (job.kind === 'checkout') {
    return job.courses.map((c) => ({
      method: 'POST',
      path: '/api/checkout',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        course: c.slug,
        checkoutKey: crypto.randomUUID(),
        expectedTotalPaisa: c.totalPaisa,
        method: 'bkash',
        sender: student.sender,
        trxId: `B${crypto.randomBytes(6).toString('hex').toUpperCase()}`,
      }),
    }));
  }
  return [{ method: 'GET', path: job.path, headers }];
}

/** Students at a person's pace, each on its own warmed-up connection. */
async function runAtPace(job: LoadJob, thinkMs: number): Promise<LoadResult> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const students = job.students.slice(0, job.connections).map((student) => ({
    warmUp: { method: 'GET', path: '/api/cart/count', headers: { ...BROWSER_HEADERS, Cookie: student.cookie } },
    requests: requestsFor(job, student) as PacedRequest[],
  }));
  const result = await runPaced(job.url, students, thinkMs, job.durationSeconds);
  const cpu = process.cpuUsage(cpuBefore);
  const sorted = result.latencies.sort((a, b) => a - b);
  const failures: LoadResult['failures'] = {};
  for (const f of result.statuses) (failures[f.status] ??= { count: 0, body: f.body }).count++;
  return {
    title: job.title,
    requests: sorted.length,
    seconds: result.seconds,
    rps: sorted.length / result.seconds,
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    failures,
    errors: result.errors,
    timeouts: 0,
    loadCpuShare: (cpu.user + cpu.system) / 1000 / (performance.now() - started),
  };
}

async function run(job: LoadJob): Promise<LoadResult> {
  if (job.thinkMs !== undefined) return runAtPace(job, job.thinkMs);
  const failures: LoadResult['failures'] = {};
  let lastAnswerAt = 0;
  const record = (status: number, body: string) => {
    lastAnswerAt = performance.now();
    if (status >= 200 && status < 300) return;
    const seen = (failures[status] ??= { count: 0, body: body.slice(0, 200) });
    seen.count++;
  };
  let next = 0;
  const perStudent = job.students.length > 0;
  const requestsPerConnection = job.kind === 'get' ? undefined : job.courses.length;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.durationSeconds,
    ...(requestsPerConnection ? { maxConnectionRequests: requestsPerConnection } : {}),
    headers: BROWSER_HEADERS,
    requests: [{ method: 'GET', path: job.path, onResponse: record }],
    ...(perStudent
      ? {
          setupClient: (client: autocannon.Client) => {
            const student = job.students[next++ % job.students.length]!;
            client.setRequests(requestsFor(job, student).map((r) => ({ ...r, onResponse: record })));
          },
        }
      : {}),
  });
  const cpu = process.cpuUsage(cpuBefore);
  // Up to the last answer: autocannon notices that every connection is done only at its next 1 s tick.
  const seconds = Math.max(0.001, (lastAnswerAt - started) / 1000);
  const requests = result.requests.total;
  return {
    title: job.title,
    requests,
    seconds,
    rps: requests / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures,
    errors: result.errors,
    timeouts: result.timeouts,
    loadCpuShare: (cpu.user + cpu.system) / 1000 / (performance.now() - started),
  };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: error instanceof Error ? error.stack : String(error) }),
  );
});
