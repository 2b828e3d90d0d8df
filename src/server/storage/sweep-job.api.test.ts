import { beforeEach, describe, expect, it } from 'vitest';
import { claimJob } from '../jobs/claim-job';
import { failJob } from '../jobs/fail-job';
import { JOB_HANDLERS } from '../jobs/handlers';
import { JOB_PRIORITY } from '../jobs/job-rules';
import { runJob } from '../jobs/run-job';
import { createLogger } from '../logger';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { queueStorageSweep, runStorageSweepJob, STORAGE_SWEEP_EVERY_MS, STORAGE_SWEEP_SUBJECT } from './sweep-job';

const HOUR = 3600_000;

describe.each(testDatabaseKinds())('the daily storage sweep job (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });
  const lines: string[] = [];
  const logger = createLogger('info', (line) => lines.push(line));
  const sweeps = () => t.db.selectFrom('jobs').select(['id', 'state', 'subject_id', 'priority', 'run_after']).where('kind', '=', 'storage-sweep').orderBy('id').execute();
  const live = async () => (await sweeps()).filter((job) => job.state === 'queued' || job.state === 'running');
  const claim = (at: number) => claimJob(t.db, { kinds: ['storage-sweep'], workerId: 'w1', now: new Date(at) });

  beforeEach(async () => {
    await t.db.deleteFrom('jobs').execute();
    lines.length = 0;
  });

  it('is one live job for the installation however many processes queue it at once', async () => {
    const before = Date.now();
    await Promise.all(Array.from({ length: 20 }, () => queueStorageSweep(t.db)));
    const [only, ...others] = await live();
    expect(others).toEqual([]);
    expect(only).toMatchObject({ state: 'queued', subject_id: STORAGE_SWEEP_SUBJECT, priority: JOB_PRIORITY['storage-sweep'] });
    // A start queues the first an hour on, clear of its own work.
    expect(Date.parse(only!.run_after)).toBeGreaterThanOrEqual(before + HOUR);
    // Queued again while it is running: still one.
    expect(await claim(Date.now() + 2 * HOUR)).not.toBeNull();
    await Promise.all(Array.from({ length: 20 }, () => queueStorageSweep(t.db)));
    expect((await live()).map((job) => job.state)).toEqual(['running']);
    expect(JOB_HANDLERS['storage-sweep']).toBe(runStorageSweepJob);
  });

  it('sweeps, logs what it reclaimed, and queues the next sweep a day later', async () => {
    await queueStorageSweep(t.db, { runAfter: new Date() });
    const job = (await claim(Date.now()))!;
    const outcome = await runJob({ db: t.db, storage: t.services.storage, logger, handler: runStorageSweepJob, job });
    expect(outcome).toBe('done');
    expect(lines.some((line) => / INFO "?storage swept"? .*removed=0 .*bytes=0/.test(line))).toBe(true);
    const [done, next, ...more] = await sweeps();
    expect(more).toEqual([]);
    expect(done).toMatchObject({ id: job.id, state: 'done' });
    expect(next).toMatchObject({ state: 'queued', subject_id: STORAGE_SWEEP_SUBJECT });
    expect(Date.parse(next!.run_after)).toBeGreaterThan(Date.now() + STORAGE_SWEEP_EVERY_MS - HOUR);
    expect(await claim(Date.now())).toBeNull();
  });

  it('queues the next sweep a day later when one fails for good', async () => {
    await queueStorageSweep(t.db, { runAfter: new Date() });
    const job = (await claim(Date.now()))!;
    expect(await failJob(t.db, job, 'the storage went away', { gaveUp: runStorageSweepJob.gaveUp, final: true })).toBe('failed');
    const [failed, next] = await sweeps();
    expect(failed).toMatchObject({ state: 'failed' });
    expect(next).toMatchObject({ state: 'queued' });
    expect(Date.parse(next!.run_after)).toBeGreaterThan(Date.now() + STORAGE_SWEEP_EVERY_MS - HOUR);
  });

  it('stands aside for a newer release, trying again within the hour', async () => {
    await t.db
      .insertInto('kysely_migration' as never)
      .values({ name: '9999-from-a-newer-release', timestamp: new Date().toISOString() } as never)
      .execute();
    try {
      await queueStorageSweep(t.db, { runAfter: new Date() });
      const job = (await claim(Date.now()))!;
      expect(await runJob({ db: t.db, storage: t.services.storage, logger, handler: runStorageSweepJob, job })).toBe('done');
      expect(lines.some((line) => line.includes('storage sweep stood aside') && line.includes('9999-from-a-newer-release'))).toBe(true);
      const next = (await live())[0]!;
      expect(Date.parse(next.run_after)).toBeLessThanOrEqual(Date.now() + HOUR);
    } finally {
      await t.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '9999-from-a-newer-release' as never)
        .execute();
    }
  });
});
