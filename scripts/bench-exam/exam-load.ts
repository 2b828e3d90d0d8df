import type { AttemptPlayer, AttemptResult } from '../../src/contracts/exam-schemas';
import { PaperWalk } from './answers';
import { createClient, type Outcome } from './http-client';
import { planStudent, type ExamProfile } from './profile';
import { emptyRecords, type ExamLoadResult, type KindTally, type Operation } from './records';

/**
 * The load side of bench:exam, run in processes of its own (forked by the
 * benchmark, BENCH_LOAD_PROCESSES of them, each with its share of the
 * students) so that sending requests takes no CPU from the server measured.
 * Before the exam each student sends one signed-in GET /api/cart/count (the
 * reference). Then, on the profile's clock: Start (whose answer carries
 * the paper; BENCH_PAPER_READ=1 reads it again as well), a save every interval with the answer of the
 * question the student is on, the submit, and the result the player opens
 * after it. The exam opens once every load process has had all its
 * reference reads answered (the parent then names the moment), so the
 * reference's stragglers never fall in the exam. Every process keeps the
 * same clock (the wall clock of the moments the parent gives), so their
 * records merge.
 */
export type ExamJob = {
  url: string;
  slug: string;
  cookies: string[];
  profile: ExamProfile;
  /** Wall-clock milliseconds: the reference reads run from here for `referenceSeconds`. */
  referenceAt: number;
  referenceSeconds: number;
  maxSockets: number;
  timeoutMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = (wallMs: number) => sleep(Math.max(0, wallMs - Date.now()));

/** Sent to the parent when this process's reference reads are all answered; it answers with the exam's opening (wall-clock ms). */
export type ReferenceDone = { referenceDone: true };
export type ExamOpens = { examAt: number };

export async function runExamLoad(job: ExamJob, afterReference: () => Promise<number>): Promise<ExamLoadResult> {
  const client = createClient(job.url, job.maxSockets, job.timeoutMs);
  const records = emptyRecords();
  const newest = new Map<string, number>();
  const submitted: string[] = [];
  const resultsRead: string[] = [];
  const kinds: KindTally = {};
  // Sending times are kept as wall-clock ms, and made seconds from the exam's opening at the end.
  let examAt = Infinity;

  const fail = (op: Operation, key: string) => {
    records[op].failures[key] = (records[op].failures[key] ?? 0) + 1;
  };
  /** Sends one operation and records it; the body of a 2xx answer, or null. */
  const timed = async (op: Operation, method: string, path: string, cookie: string, body?: unknown): Promise<string | null> => {
    const sentWall = Date.now();
    const sent = performance.now();
    const outcome: Outcome = await client.send(method, path, cookie, body);
    const r = records[op];
    r.sent.push(sentWall);
    r.took.push(performance.now() - sent);
    r.retries += outcome.retries;
    r.resent += outcome.resent;
    if (outcome.reply && outcome.reply.status >= 200 && outcome.reply.status < 300) return outcome.reply.body;
    if (outcome.reply) fail(op, `${outcome.reply.status} ${(/"code":"([a-z_]+)"/.exec(outcome.reply.body) ?? [])[1] ?? ''}`.trim());
    else fail(op, outcome.error ?? 'error');
    return null;
  };

  const student = async (cookie: string) => {
    const plan = planStudent(job.profile);
    const random = Math.random;
    await until(examAt + plan.startAt * 1000);
    const started = await timed('start', 'POST', `/api/exams/${job.slug}/attempts`, cookie);
    if (!started) return;
    const { attemptId, attempt } = JSON.parse(started) as { attemptId: string; attempt: AttemptPlayer };
    const paper = job.profile.paperRead ? await timed('paper', 'GET', `/api/attempts/${attemptId}`, cookie) : JSON.stringify(attempt);
    if (!paper) return;
    const walk = new PaperWalk((JSON.parse(paper) as AttemptPlayer).questions, random);
    const saveUntil = examAt + job.profile.saveUntilSeconds * 1000;
    for (let next = Date.now() + plan.firstSaveAfter * 1000; next < saveUntil; next += job.profile.saveEverySeconds * 1000) {
      await until(next);
      if (Date.now() >= saveUntil) break;
      const save = walk.next();
      const tally = (kinds[save.kind] ??= { saves: 0, bytes: 0 });
      tally.saves += 1;
      tally.bytes += Buffer.byteLength(JSON.stringify(save.body));
      if (await timed('save', 'PUT', `/api/attempts/${attemptId}/answers/${save.position}`, cookie, save.body)) {
        const key = `${attemptId}:${save.position}`;
        newest.set(key, Math.max(newest.get(key) ?? 0, save.body.revision));
      }
    }
    await until(examAt + plan.submitAt * 1000);
    if (!(await timed('submit', 'POST', `/api/attempts/${attemptId}/submit`, cookie))) return;
    submitted.push(attemptId);
    const result = await timed('result', 'GET', `/api/attempts/${attemptId}/result`, cookie);
    if (!result) return;
    const read = JSON.parse(result) as AttemptResult;
    if (read.id === attemptId && read.finishedBy === 'student' && typeof read.score === 'number') resultsRead.push(attemptId);
    else fail('result', 'not this attempt finished by the student');
  };

  await Promise.all(
    job.cookies.map(async (cookie) => {
      await until(job.referenceAt + Math.random() * job.referenceSeconds * 1000);
      await timed('reference', 'GET', '/api/cart/count', cookie);
    }),
  );
  examAt = await afterReference();
  await Promise.all(job.cookies.map(student));
  client.close();
  for (const r of Object.values(records)) r.sent = r.sent.map((wall) => (wall - examAt) / 1000);

  const acknowledged = [...newest].map(([key, revision]) => {
    const [attemptId, position] = key.split(':') as [string, string];
    return [attemptId, Number(position), revision] as [string, number, number];
  });
  return { records, acknowledged, submitted, resultsRead, kinds };
}

let opens: (examAt: number) => void = () => undefined;
const examOpens = new Promise<number>((resolve) => (opens = resolve));
process.on('message', (message: ExamJob | ExamOpens) => {
  if ('examAt' in message) return opens(message.examAt);
  const afterReference = () => new Promise<void>((resolve) => process.send!({ referenceDone: true } satisfies ReferenceDone, () => resolve())).then(() => examOpens);
  runExamLoad(message, afterReference).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
// Forking with tsx takes a moment: the parent waits for this before it sets the clock.
process.send?.({ ready: true });
