import http from 'node:http';

/** One request as the load builds it (autocannon's shape). */
export type PacedRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer };

export type PacedStudent = { warmUp: PacedRequest; requests: PacedRequest[] };

export type PacedResult = { latencies: number[]; statuses: { status: number; body: string }[]; errors: number; seconds: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Students as people use the site: each keeps its own connection and sends
 * its next request a while after the last answer, the pause drawn at random
 * around `thinkMs` (exponential, so arrivals are spread as independent users'
 * are, not in lock-step). autocannon's rate limit starts every connection's
 * second together, which sends all students' requests in one burst. The
 * connections are opened and used once before timing starts, so the figures
 * are answers, not TCP set-up.
 */
export async function runPaced(url: string, students: PacedStudent[], thinkMs: number, seconds: number): Promise<PacedResult> {
  const target = new URL(url);
  const send = (agent: http.Agent, r: PacedRequest) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: target.hostname, port: target.port, agent, method: r.method ?? 'GET', path: r.path, headers: r.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(r.body);
    });

  const agents = students.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  await Promise.all(students.map((s, i) => send(agents[i]!, s.warmUp)));

  const latencies: number[] = [];
  const statuses: PacedResult['statuses'] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let lastAnswerAt = started;
  await Promise.all(
    students.map(async (s, i) => {
      // Students start at random moments within the first pause, not together.
      await sleep(Math.random() * thinkMs);
      for (let n = 0; performance.now() < deadline; n++) {
        const request = s.requests[n % s.requests.length]!;
        const sent = performance.now();
        try {
          const answer = await send(agents[i]!, request);
          latencies.push(performance.now() - sent);
          if (answer.status < 200 || answer.status >= 300) statuses.push({ status: answer.status, body: answer.body.slice(0, 200) });
        } catch {
          errors++;
        }
        lastAnswerAt = performance.now();
        await sleep(Math.min(-Math.log(1 - Math.random()) * thinkMs, thinkMs * 5));
      }
    }),
  );
  for (const agent of agents) agent.destroy();
  return { latencies, statuses, errors, seconds: Math.max(0.001, (lastAnswerAt - started) / 1000) };
}

/** The value below which `share` of the sorted values fall. */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}
