import http from 'node:http';
import zlib from 'node:zlib';
import type { Answer, AttemptPlayer, QuestionContent } from '../../src/contracts/exam-schemas';

/**
 * The load side of bench:exam, run in its own process (forked by the
 * benchmark) so that sending requests takes no CPU from the server measured.
 * Each student, at a random moment of the start window, presses Start and
 * loads the paper; then saves an answer every `saveEverySeconds` (the first
 * at a random moment of that interval) until the save window ends; then
 * submits at a random moment of the submit window. Requests go over
 * keep-alive connections shared through one agent.
 */
export type ExamJob = {
  url: string;
  slug: string;
  cookies: string[];
  startWindowSeconds: number;
  saveEverySeconds: number;
  /** Saves continue until this many seconds after the run began. */
  saveUntilSeconds: number;
  submitWindowSeconds: number;
  maxSockets: number;
  /** Before the exam: each student sends one signed-in GET /api/cart/count at a random moment of this window (the reference). */
  referenceSeconds: number;
};

/** Sent to the parent as phases begin and end, so it can read the server's CPU at those moments. */
export type PhaseMessage = { phase: 'reference' | 'saves-only'; edge: 'begin' | 'end' };

export type Operation = 'reference' | 'start' | 'load' | 'save' | 'submit';
export type OperationStats = { count: number; failed: number; p50: number; p99: number; perSecond: number; failures: Record<string, number> };
/** An acknowledged save: the server answered 200 for this revision of this answer. */
export type Acknowledged = { attemptId: string; position: number; revision: number };
export type ExamLoadResult = {
  operations: Record<Operation, OperationStats>;
  acknowledged: Acknowledged[];
  /** When each phase ran, in seconds from the start of the run (for the server CPU of the save window). */
  phases: { savesOnlyFrom: number; savesOnlyTo: number; total: number };
  /** Saves sent while only saves were running: the steady rate, and the divisor of the server's CPU in that window. */
  savesOnly: number;
  loadCpuShare: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], share: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

/** A valid answer to a question of any kind, the kind a student might give. */
export function answerFor(content: QuestionContent, n: number): Answer {
  switch (content.kind) {
    case 'single':
      return { kind: 'single', choice: content.options[n % content.options.length]!.id };
    case 'multi':
      return { kind: 'multi', choices: content.options.slice(0, content.select).map((o) => o.id) };
    case 'number':
      return { kind: 'number', text: ((1000 + n) * 1000).toLocaleString('en-US') };
    case 'table': {
      const blanks: Record<string, string> = {};
      for (const cell of content.rows.flat()) {
        if (cell.type === 'select') blanks[cell.blank] = cell.options[0]!.id;
        if (cell.type === 'number') blanks[cell.blank] = String(100 * (n + 1));
      }
      return { kind: 'table', blanks };
    }
    case 'journal':
      return {
        kind: 'journal',
        lines: [
          { account: content.accounts[0]!.id, side: 'debit', amount: '500' },
          { account: content.accounts[1]!.id, side: 'credit', amount: '500' },
        ],
      };
    case 'written':
      return { kind: 'written', text: `Answer written in revision ${n}: the entity should disclose the matter and explain its effect.` };
  }
}

export async function runExamLoad(job: ExamJob): Promise<ExamLoadResult> {
  const target = new URL(job.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.maxSockets });
  const send = (method: string, path: string, cookie: string, body?: unknown) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { Cookie: cookie, Origin: job.url, Accept: 'application/json', 'Accept-Encoding': 'gzip' };
      if (payload !== undefined) headers['Content-Type'] = 'application/json';
      const req = http.request({ host: target.hostname, port: target.port, agent, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          // A browser sends Accept-Encoding, so the paper (above 1 kB) comes gzipped, as it would to a student.
          const raw = Buffer.concat(chunks);
          const text = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, body: text.toString('utf8') });
        });
        res.on('error', reject);
      });
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(payload);
    });

  const latencies: Record<Operation, number[]> = { reference: [], start: [], load: [], save: [], submit: [] };
  const failures: Record<Operation, Record<string, number>> = { reference: {}, start: {}, load: {}, save: {}, submit: {} };
  const acknowledged: Acknowledged[] = [];
  const cpuBefore = process.cpuUsage();
  const phase = (message: PhaseMessage) => new Promise<void>((resolve) => process.send!(message, () => resolve()));
  const at = (seconds: number) => sleep(Math.max(0, began + seconds * 1000 - performance.now()));
  const timed = async (op: Operation, method: string, path: string, cookie: string, body?: unknown): Promise<string | null> => {
    const sent = performance.now();
    try {
      const answer = await send(method, path, cookie, body);
      latencies[op].push(performance.now() - sent);
      if (answer.status >= 200 && answer.status < 300) return answer.body;
      const key = `${answer.status} ${(/"code":"([a-z_]+)"/.exec(answer.body) ?? [])[1] ?? ''}`.trim();
      failures[op][key] = (failures[op][key] ?? 0) + 1;
    } catch (error) {
      const key = error instanceof Error ? error.message : 'error';
      failures[op][key] = (failures[op][key] ?? 0) + 1;
    }
    return null;
  };

  // The reference: one signed-in read per student, at the rate the saves will come.
  let began = performance.now();
  await phase({ phase: 'reference', edge: 'begin' });
  await Promise.all(
    job.cookies.map(async (cookie) => {
      await at(Math.random() * job.referenceSeconds);
      await timed('reference', 'GET', '/api/cart/count', cookie);
    }),
  );
  await phase({ phase: 'reference', edge: 'end' });

  began = performance.now();
  const savesOnlyFrom = job.startWindowSeconds + 5;
  let savesOnly = 0;
  const marks = (async () => {
    await at(savesOnlyFrom);
    await phase({ phase: 'saves-only', edge: 'begin' });
    await at(job.saveUntilSeconds);
    await phase({ phase: 'saves-only', edge: 'end' });
  })();
  await Promise.all(
    job.cookies.map(async (cookie) => {
      await at(Math.random() * job.startWindowSeconds);
      const started = await timed('start', 'POST', `/api/exams/${job.slug}/attempts`, cookie);
      if (!started) return;
      const { attemptId } = JSON.parse(started) as { attemptId: string };
      const paper = await timed('load', 'GET', `/api/attempts/${attemptId}`, cookie);
      if (!paper) return;
      const attempt = JSON.parse(paper) as AttemptPlayer;
      const revisions = new Map<number, number>();
      let next = performance.now() + Math.random() * job.saveEverySeconds * 1000;
      for (let n = 0; ; n++) {
        await sleep(Math.max(0, next - performance.now()));
        if (performance.now() - began >= job.saveUntilSeconds * 1000) break;
        const question = attempt.questions[n % attempt.questions.length]!;
        const revision = (revisions.get(question.position) ?? 0) + 1;
        revisions.set(question.position, revision);
        const body = { answer: answerFor(question.content, n), revision, flagged: n % 7 === 0 };
        const second = (performance.now() - began) / 1000;
        if (second >= savesOnlyFrom && second < job.saveUntilSeconds) savesOnly += 1;
        if (await timed('save', 'PUT', `/api/attempts/${attemptId}/answers/${question.position}`, cookie, body)) acknowledged.push({ attemptId, position: question.position, revision });
        next += job.saveEverySeconds * 1000;
      }
      await at(job.saveUntilSeconds + Math.random() * job.submitWindowSeconds);
      await timed('submit', 'POST', `/api/attempts/${attemptId}/submit`, cookie);
    }),
  );
  await marks;
  agent.destroy();

  const total = (performance.now() - began) / 1000;
  const windows: Record<Operation, number> = {
    reference: job.referenceSeconds,
    start: job.startWindowSeconds,
    load: job.startWindowSeconds,
    save: job.saveUntilSeconds,
    submit: Math.max(1, total - job.saveUntilSeconds),
  };
  const operations = Object.fromEntries(
    (Object.keys(latencies) as Operation[]).map((op) => {
      const sorted = latencies[op].sort((a, b) => a - b);
      const failed = Object.values(failures[op]).reduce((s, n) => s + n, 0);
      return [op, { count: sorted.length, failed, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), perSecond: sorted.length / windows[op], failures: failures[op] }];
    }),
  ) as Record<Operation, OperationStats>;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    operations,
    acknowledged,
    phases: { savesOnlyFrom, savesOnlyTo: job.saveUntilSeconds, total },
    savesOnly,
    loadCpuShare: (cpu.user + cpu.system) / 1e6 / total,
  };
}

process.on('message', (job: ExamJob) => {
  runExamLoad(job).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
