import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { cancelJobs } from './cancel-jobs';
import { claimJob } from './claim-job';
import { enqueueJob, type JobKind } from './enqueue-job';
import { failJob } from './fail-job';
import { finishJob } from './finish-job';
import { heartbeatJob } from './heartbeat-job';
import type { JobHandler } from './job-handler';
import { STALE_REASON } from './job-rules';
import { reclaimStaleJobs } from './reclaim-stale-jobs';
import { releaseJob } from './release-job';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('claiming background jobs (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });

  beforeEach(async () => {
    await t.db.deleteFrom('jobs').execute();
  });

  const enqueue = async (jobKind: JobKind, subjectId: number, { runAfter = new Date(), maxAttempts = 3 }: { runAfter?: Date; maxAttempts?: number } = {}) => {
    await enqueueJob(t.db, { kind: jobKind, subjectId, runAfter, maxAttempts });
    return (await t.db.selectFrom('jobs').select('id').where('kind', '=', jobKind).where('subject_id', '=', subjectId).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  };
  const row = (id: number) => t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const modes = kind === 'postgres' ? [false, true] : [false];

  it('keeps one live job per subject and kind: enqueueing again while one is queued or running adds nothing', async () => {
    await Promise.all(Array.from({ length: 20 }, () => enqueueJob(t.db, { kind: 'transcode', subjectId: 1 })));
    await enqueueJob(t.db, { kind: 'demo-video', subjectId: 1 });
    expect(await t.db.selectFrom('jobs').select(['kind', 'subject_id']).orderBy('kind').execute()).toEqual([
      { kind: 'demo-video', subject_id: 1 },
      { kind: 'transcode', subject_id: 1 },
    ]);
    await claimJob(t.db, { kinds: ['transcode'], workerId: 'w1' });
    await enqueueJob(t.db, { kind: 'transcode', subjectId: 1 });
    expect(await t.db.selectFrom('jobs').select('state').where('kind', '=', 'transcode').execute()).toEqual([{ state: 'running' }]);
  });

  it('claims the oldest due queued job of the kinds asked for, and nothing else', async () => {
    const now = Date.now();
    const older = await enqueue('transcode', 1, { runAfter: new Date(now - 10_000) });
    const later = await enqueue('transcode', 2, { runAfter: new Date(now + 60 * MINUTE) });
    const otherKind = await enqueue('demo-video', 3, { runAfter: new Date(now - 20_000) });
    const newer = await enqueue('transcode', 4, { runAfter: new Date(now - 5_000) });
    for (const state of ['done', 'failed', 'cancelled'] as const) {
      const id = await enqueue('transcode', 10 + ['done', 'failed', 'cancelled'].indexOf(state), { runAfter: new Date(now - 60 * MINUTE) });
      await t.db.updateTable('jobs').set({ state }).where('id', '=', id).execute();
    }

    const first = await claimJob(t.db, { kinds: ['transcode'], workerId: 'w1' });
    expect(first).toEqual({ id: older, kind: 'transcode', subjectId: 1, attempt: 1, maxAttempts: 3, workerId: 'w1' });
    expect(await row(older)).toMatchObject({ state: 'running', claimed_by: 'w1', attempts: 1 });
    expect((await row(older)).heartbeat_at).not.toBeNull();
    expect((await claimJob(t.db, { kinds: ['transcode'], workerId: 'w1' }))?.id).toBe(newer);
    // The one left is not due yet; done, failed and cancelled jobs are never claimed.
    expect(await claimJob(t.db, { kinds: ['transcode'], workerId: 'w1' })).toBeNull();
    expect((await claimJob(t.db, { kinds: ['transcode'], workerId: 'w1', now: new Date(now + 61 * MINUTE) }))?.id).toBe(later);
    expect(await claimJob(t.db, { kinds: [], workerId: 'w1' })).toBeNull();
    expect((await claimJob(t.db, { kinds: ['demo-video', 'transcode'], workerId: 'w2' }))?.id).toBe(otherKind);
    expect(await claimJob(t.db, { kinds: ['demo-video', 'transcode'], workerId: 'w2', now: new Date(now + 120 * MINUTE) })).toBeNull();
  });

  it.each(modes)('claims a due transcode before demo renders queued earlier, and the renders oldest first after it (skip locked: %s)', async (skipLocked) => {
    const now = Date.now();
    const renders = [];
    for (let lesson = 1; lesson <= 3; lesson += 1) renders.push(await enqueue('demo-video', lesson, { runAfter: new Date(now - 60_000 + lesson) }));
    const upload = await enqueue('transcode', 7, { runAfter: new Date(now - 1_000) });
    const notDue = await enqueue('transcode', 8, { runAfter: new Date(now + MINUTE) });
    const kinds = ['demo-video', 'transcode'] as const;
    const order = [];
    for (let next = await claimJob(t.db, { kinds, workerId: 'w1', skipLocked }); next; next = await claimJob(t.db, { kinds, workerId: 'w1', skipLocked })) order.push(next.id);
    expect(order).toEqual([upload, ...renders]);
    expect((await row(notDue)).state).toBe('queued');
    expect((await row(renders[0]!)).priority).toBeGreaterThan((await row(upload)).priority);
  });

  it.each(modes)('gives a job to exactly one of 20 claimers racing for it (skip locked: %s)', async (skipLocked) => {
    const id = await enqueue('transcode', 1);
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => claimJob(t.db, { kinds: ['transcode'], workerId: `w${i}`, skipLocked })));
    const winners = claims.filter((claim) => claim !== null);
    expect(winners).toHaveLength(1);
    expect(await row(id)).toMatchObject({ state: 'running', claimed_by: winners[0]!.workerId, attempts: 1 });
  });

  it.each(modes)('shares five jobs among 20 racing claimers, each job once (skip locked: %s)', async (skipLocked) => {
    for (let subject = 1; subject <= 5; subject += 1) await enqueue('transcode', subject);
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => claimJob(t.db, { kinds: ['transcode'], workerId: `w${i}`, skipLocked })));
    const won = claims.filter((claim) => claim !== null).map((claim) => claim.id);
    expect(new Set(won).size).toBe(won.length);
    const rows = await t.db.selectFrom('jobs').select(['state', 'attempts']).execute();
    expect(rows.every((r) => r.attempts <= 1)).toBe(true);
    expect(rows.filter((r) => r.state === 'running')).toHaveLength(won.length);
    // Losers that found every job taken answer null; nothing is left behind that a later claim could not take.
    const rest = [];
    for (let next = await claimJob(t.db, { kinds: ['transcode'], workerId: 'late' }); next; next = await claimJob(t.db, { kinds: ['transcode'], workerId: 'late' })) rest.push(next.id);
    expect(won.length + rest.length).toBe(5);
  });

  it('hands a job whose process stopped renewing its claim back to the queue, and fails it once no attempt is left', async () => {
    const gaveUp: [number, string][] = [];
    const handlers: Partial<Record<JobKind, JobHandler>> = {
      transcode: Object.assign(async () => {}, { gaveUp: async (_trx: unknown, subject: number, reason: string) => void gaveUp.push([subject, reason]) }),
    };
    const start = Date.now();
    // Due at `start` itself: enqueued at the clock's own time, a millisecond later on a busy machine, it would not yet be due at `start`.
    const id = await enqueue('transcode', 7, { runAfter: new Date(start), maxAttempts: 2 });
    expect(await claimJob(t.db, { kinds: ['transcode'], workerId: 'dead', now: new Date(start) })).toMatchObject({ id, attempt: 1 });

    expect(await reclaimStaleJobs(t.db, { kinds: ['transcode'], handlers, now: new Date(start + MINUTE) })).toEqual({ requeued: 0, failed: 0 });
    expect(await reclaimStaleJobs(t.db, { kinds: ['demo-video'], handlers, now: new Date(start + 3 * MINUTE) })).toEqual({ requeued: 0, failed: 0 });
    // Several processes sweep at once after the restart: the job is handed back once.
    const sweeps = await Promise.all(Array.from({ length: 5 }, () => reclaimStaleJobs(t.db, { kinds: ['transcode'], handlers, now: new Date(start + 3 * MINUTE) })));
    expect(sweeps.reduce((sum, s) => sum + s.requeued, 0)).toBe(1);
    expect(await row(id)).toMatchObject({ state: 'queued', claimed_by: null, attempts: 1, failure: STALE_REASON });
    // The process that lost it learns so at its next renewal and can write nothing.
    expect(await heartbeatJob(t.db, { id, workerId: 'dead' })).toBe('taken-over');

    const second = await claimJob(t.db, { kinds: ['transcode'], workerId: 'alive', now: new Date(start + 3 * MINUTE) });
    expect(second).toMatchObject({ id, attempt: 2 });
    expect(await finishJob(t.db, { id, workerId: 'dead' })).toBe(false);
    expect(await reclaimStaleJobs(t.db, { kinds: ['transcode'], handlers, now: new Date(start + 6 * MINUTE) })).toEqual({ requeued: 0, failed: 1 });
    const failed = await row(id);
    expect(failed.state).toBe('failed');
    expect(failed.finished_at).not.toBeNull();
    expect(failed.failure).toContain('No attempt is left (2 of 2)');
    expect(gaveUp).toEqual([[7, failed.failure]]);
  });

  it('renews a claim only while the job is the worker’s own, and tells a cancelled job’s worker so', async () => {
    const id = await enqueue('transcode', 1);
    const claim = (await claimJob(t.db, { kinds: ['transcode'], workerId: 'w1' }))!;
    expect(await heartbeatJob(t.db, claim)).toBeNull();
    expect(await heartbeatJob(t.db, { id, workerId: 'someone else' })).toBe('taken-over');

    expect(await cancelJobs(t.db, { kind: 'transcode', subjectId: 1 })).toBe(1);
    expect(await heartbeatJob(t.db, claim)).toBe('cancelled');
    expect(await finishJob(t.db, claim)).toBe(false);
    expect(await failJob(t.db, claim, 'too late')).toBeNull();
    expect(await releaseJob(t.db, claim)).toBe(false);
    expect(await row(id)).toMatchObject({ state: 'cancelled', failure: null });
    expect(await cancelJobs(t.db, { kind: 'transcode', subjectId: 1 })).toBe(0);

    // A queued job is cancelled before anyone claims it; the subject can be queued afresh afterwards.
    const queued = await enqueue('transcode', 2);
    expect(await cancelJobs(t.db, { kind: 'transcode', subjectId: 2 })).toBe(1);
    expect(await claimJob(t.db, { kinds: ['transcode'], workerId: 'w1' })).toBeNull();
    expect(await row(queued)).toMatchObject({ state: 'cancelled' });
    const again = await enqueue('transcode', 2);
    expect(again).not.toBe(queued);
    expect((await claimJob(t.db, { kinds: ['transcode'], workerId: 'w1' }))?.id).toBe(again);
  });

  it('retries a failed attempt after a longer wait each time, keeping the reason, then fails for good', async () => {
    const gaveUp: string[] = [];
    const record = async (_trx: unknown, _subject: number, reason: string) => void gaveUp.push(reason);
    const id = await enqueue('transcode', 5, { maxAttempts: 3 });
    const t0 = new Date();
    const first = (await claimJob(t.db, { kinds: ['transcode'], workerId: 'w', now: t0 }))!;
    expect(await failJob(t.db, first, 'the first reason', { gaveUp: record, now: t0 })).toBe('queued');
    const afterFirst = await row(id);
    expect(afterFirst).toMatchObject({ state: 'queued', failure: 'the first reason', claimed_by: null, attempts: 1 });
    const firstWait = Date.parse(afterFirst.run_after) - t0.getTime();
    expect(firstWait).toBeGreaterThan(0);
    expect(await claimJob(t.db, { kinds: ['transcode'], workerId: 'w', now: new Date(t0.getTime() + firstWait - 1000) })).toBeNull();

    const t1 = new Date(Date.parse(afterFirst.run_after));
    const second = (await claimJob(t.db, { kinds: ['transcode'], workerId: 'w', now: t1 }))!;
    expect(second.attempt).toBe(2);
    expect(await failJob(t.db, second, 'the second reason', { gaveUp: record, now: t1 })).toBe('queued');
    const afterSecond = await row(id);
    expect(afterSecond.failure).toBe('the second reason');
    expect(Date.parse(afterSecond.run_after) - t1.getTime()).toBeGreaterThan(firstWait);

    const t2 = new Date(Date.parse(afterSecond.run_after));
    const third = (await claimJob(t.db, { kinds: ['transcode'], workerId: 'w', now: t2 }))!;
    expect(await failJob(t.db, third, 'the third reason', { gaveUp: record, now: t2 })).toBe('failed');
    expect(await row(id)).toMatchObject({ state: 'failed', failure: 'the third reason', attempts: 3 });
    expect((await row(id)).finished_at).not.toBeNull();
    expect(gaveUp).toEqual(['the third reason']);
    expect(await claimJob(t.db, { kinds: ['transcode'], workerId: 'w', now: new Date(t2.getTime() + 600 * MINUTE) })).toBeNull();

    // A failure no retry can mend fails for good at the first attempt.
    const hopeless = await enqueue('transcode', 6, { maxAttempts: 3 });
    const claim = (await claimJob(t.db, { kinds: ['transcode'], workerId: 'w' }))!;
    expect(await failJob(t.db, claim, 'the original is gone', { gaveUp: record, final: true })).toBe('failed');
    expect(await row(hopeless)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('queues a job handed back by a stopping process at once, without counting the attempt', async () => {
    const id = await enqueue('transcode', 1);
    const claim = (await claimJob(t.db, { kinds: ['transcode'], workerId: 'w1' }))!;
    expect(await releaseJob(t.db, claim)).toBe(true);
    expect(await row(id)).toMatchObject({ state: 'queued', attempts: 0, claimed_by: null });
    expect(await claimJob(t.db, { kinds: ['transcode'], workerId: 'w2' })).toMatchObject({ id, attempt: 1 });
  });
});
