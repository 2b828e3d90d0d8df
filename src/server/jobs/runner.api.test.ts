import { beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { until } from '../testing/until';
import { cancelJobs } from './cancel-jobs';
import { claimJob } from './claim-job';
import { enqueueJob } from './enqueue-job';
import { JobStopped, type JobHandler } from './job-handler';
import { startJobRunner, type JobRunner } from './runner';

const logger = createLogger('silent');

/** A job's work that waits until the test lets it go (or its signal aborts), recording what it saw. */
function gatedWork() {
  const running = new Set<number>();
  const ran: number[] = [];
  const stops: string[] = [];
  let peak = 0;
  const gates = new Map<number, () => void>();
  const handler: JobHandler = async ({ signal }, subjectId) => {
    running.add(subjectId);
    peak = Math.max(peak, running.size);
    try {
      await new Promise<void>((resolve, reject) => {
        gates.set(subjectId, resolve);
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      });
      ran.push(subjectId);
    } catch (error) {
      if (error instanceof JobStopped) stops.push(error.reason);
      throw error;
    } finally {
      running.delete(subjectId);
    }
  };
  return { handler, running, ran, stops, gates, peak: () => peak };
}

describe.each(testDatabaseKinds())('the job runner (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });
  const runners: JobRunner[] = [];
  const start = (options: Partial<Parameters<typeof startJobRunner>[0]> & Pick<Parameters<typeof startJobRunner>[0], 'handlers'>) => {
    const runner = startJobRunner({ db: t.db, storage: t.services.storage, logger, concurrency: 1, pollMs: 20, ...options });
    runners.push(runner);
    return runner;
  };
  const jobState = async (subjectId: number) => await t.db.selectFrom('jobs').selectAll().where('subject_id', '=', subjectId).orderBy('id', 'desc').executeTakeFirstOrThrow();

  beforeEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await t.db.deleteFrom('jobs').execute();
  });

  it('runs queued jobs in the background, never more at once than its concurrency', async () => {
    const work = gatedWork();
    for (let subject = 1; subject <= 4; subject += 1) await enqueueJob(t.db, { kind: 'transcode', subjectId: subject });
    start({ concurrency: 2, handlers: { transcode: work.handler } });
    await until('two jobs running', () => work.running.size === 2);
    expect(await t.db.selectFrom('jobs').select('id').where('state', '=', 'running').execute()).toHaveLength(2);
    for (let released = 0; released < 4;) {
      const next = [...work.running][0];
      if (next === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      work.gates.get(next)!();
      await until('that job to finish', () => !work.running.has(next));
      released += 1;
    }
    await until('every job done', async () => (await t.db.selectFrom('jobs').select('state').where('state', '=', 'done').execute()).length === 4);
    expect(work.ran.sort()).toEqual([1, 2, 3, 4]);
    expect(work.peak()).toBe(2);
  });

  it('settles a failed attempt for a later retry, keeping the reason', async () => {
    start({ handlers: { transcode: async () => Promise.reject(new Error('the source could not be read')) } });
    await enqueueJob(t.db, { kind: 'transcode', subjectId: 9 });
    const failed = await until('the attempt to fail', async () => {
      const job = await jobState(9);
      return job.failure !== null && job;
    });
    expect(failed).toMatchObject({ state: 'queued', attempts: 1, failure: 'the source could not be read', claimed_by: null });
    expect(Date.parse(failed.run_after)).toBeGreaterThan(Date.now());
  });

  it('stops a running job that is cancelled, at its next renewal', async () => {
    const work = gatedWork();
    start({ heartbeatMs: 25, handlers: { transcode: work.handler } });
    await enqueueJob(t.db, { kind: 'transcode', subjectId: 3 });
    await until('the job to run', () => work.running.has(3));
    expect(await cancelJobs(t.db, { kind: 'transcode', subjectId: 3 })).toBe(1);
    await until('the work to stop', () => work.stops.length === 1);
    expect(work.stops).toEqual(['cancelled']);
    expect(await jobState(3)).toMatchObject({ state: 'cancelled', failure: null });
  });

  it('on stop aborts the running work and hands the job back, uncounted, for the next process', async () => {
    const work = gatedWork();
    const runner = start({ handlers: { transcode: work.handler } });
    await enqueueJob(t.db, { kind: 'transcode', subjectId: 4 });
    await until('the job to run', () => work.running.has(4));
    await runner.stop();
    expect(work.stops).toEqual(['stopping']);
    expect(await jobState(4)).toMatchObject({ state: 'queued', attempts: 0, claimed_by: null });
  });

  it('after a restart, runs the job a dead process held once its claim is stale', async () => {
    await enqueueJob(t.db, { kind: 'transcode', subjectId: 5, runAfter: new Date(Date.now() - 10 * 60_000) });
    // A process claimed it three minutes ago and died: its claim was never renewed.
    const dead = await claimJob(t.db, { kinds: ['transcode'], workerId: 'dead-process', now: new Date(Date.now() - 3 * 60_000) });
    expect(dead).not.toBeNull();
    const seen: number[] = [];
    start({ handlers: { transcode: async (context, subject) => void seen.push(subject, context.attempt) } });
    await until('the job to be done', async () => (await jobState(5)).state === 'done');
    expect(seen).toEqual([5, 2]);
  });

  it('shares the queue between runners on several machines: each job runs exactly once', async () => {
    const ran: number[] = [];
    const handler: JobHandler = async (_context, subject) => {
      ran.push(subject);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    for (let subject = 1; subject <= 12; subject += 1) await enqueueJob(t.db, { kind: 'transcode', subjectId: subject });
    for (const machine of ['a', 'b', 'c']) start({ concurrency: 2, pollMs: 5, workerId: `machine-${machine}`, handlers: { transcode: handler } });
    await until('every job done', async () => (await t.db.selectFrom('jobs').select('id').where('state', '=', 'done').execute()).length === 12);
    expect(ran.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('takes no kind it has no work for', async () => {
    await enqueueJob(t.db, { kind: 'demo-video', subjectId: 6 });
    const work = gatedWork();
    start({ handlers: { transcode: work.handler } });
    await enqueueJob(t.db, { kind: 'transcode', subjectId: 7 });
    await until('the transcode to run', () => work.running.has(7));
    expect((await jobState(6)).state).toBe('queued');
    work.gates.get(7)!();
  });
});
