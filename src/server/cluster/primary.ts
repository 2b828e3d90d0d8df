import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config';
import type { DemoAccount } from '../db/seed/seed-demo-accounts';
import { createLogger, type Logger } from '../logger';
import { printDemoAccounts } from '../demo-accounts-notice';
import { printStartNotices } from '../start-notices';
import { CLUSTER_ROLE_VARIABLE, isPreparedMessage, JOB_RUNNER_VARIABLE, type ClusterRole } from './roles';

/** A worker that keeps dying right after start (database gone, port taken) is not replaced forever. */
const CRASH_WINDOW_MS = 60_000;
const CRASHES_ALLOWED = 5;
/** Workers drain for up to 10 s; after this the primary stops waiting. */
const STOP_TIMEOUT_MS = 15_000;

const fork = (role: ClusterRole, runsJobs = false) => cluster.fork({ [CLUSTER_ROLE_VARIABLE]: role, [JOB_RUNNER_VARIABLE]: runsJobs ? '1' : '0' });

/**
 * How connections reach the workers: each worker accepts its own from the
 * shared listening socket, unless NODE_CLUSTER_SCHED_POLICY says otherwise.
 *
 * Node's default on Linux has the primary accept every connection and pass
 * it to a worker, one at a time per worker, each waiting for that worker's
 * event loop to take it. And a process accepts at most one connection per
 * turn of its event loop (libuv since 1.45), so a worker busy with a
 * crowd's requests, its turns tens of milliseconds long, takes a handful of
 * new connections a second: at 10:00:00 on exam day, with every student's
 * browser connecting at once, connections waited up to 9 s in the kernel's
 * queue with no process seeing them. Accepting in each worker, a less busy
 * worker simply accepts more (decision 2026-11-28).
 */
function chooseScheduling(): void {
  if (process.env.NODE_CLUSTER_SCHED_POLICY === undefined) cluster.schedulingPolicy = cluster.SCHED_NONE;
}

/** How the primary's log names the scheduling in force. */
const schedulingName = () => (cluster.schedulingPolicy === cluster.SCHED_NONE ? 'each worker' : 'primary');

/**
 * The cluster's primary: has the database prepared once by a child, forks
 * `config.workers` serving processes that share the port (each accepting
 * its own connections: chooseScheduling), replaces a worker that dies, and
 * on SIGTERM or SIGINT lets every worker drain before exiting. It holds no
 * state of the site: what processes share lives in the database.
 */
export async function runPrimary(config: Config): Promise<void> {
  // Before the first fork: Node fixes the policy then.
  chooseScheduling();
  const logger = createLogger(config.logLevel);
  const demoAccounts = await prepareOnce(logger);
  if (demoAccounts === null) process.exit(1);

  let stopping = false;
  const crashes: number[] = [];
  // The worker running background jobs; a serving fork takes the role when no live worker has it.
  let jobRunner: Worker | null = null;
  const forkServer = () => {
    const runsJobs = jobRunner === null || jobRunner.isDead();
    const worker = fork('serve', runsJobs);
    if (runsJobs) jobRunner = worker;
  };
  const ready = new Set<number>();
  let announced = false;

  cluster.on('listening', (worker, address) => {
    ready.add(worker.id);
    if (announced || ready.size < config.workers) return;
    announced = true;
    const url = `http://localhost:${address.port}`;
    const publicUrl = config.publicUrlConfigured ? config.publicUrl : url;
    if (demoAccounts.length > 0) printDemoAccounts(demoAccounts, publicUrl, config.adminBasePath);
    printStartNotices(config, publicUrl);
    logger.info(`Hisab is running on ${publicUrl}`, { workers: config.workers, accepting: schedulingName() });
  });

  cluster.on('exit', (worker, code, signal) => {
    ready.delete(worker.id);
    if (stopping) return;
    if (!announced) {
      // Failing before the site was ever up (port taken, database refused) will not mend by retrying.
      logger.error('a worker could not start; stopping', { pid: worker.process.pid, code });
      stopAll(Object.values(cluster.workers ?? {}), 1);
      return;
    }
    const now = Date.now();
    crashes.push(now);
    while (crashes[0]! < now - CRASH_WINDOW_MS) crashes.shift();
    if (crashes.length > CRASHES_ALLOWED) {
      logger.error('workers keep failing; stopping', { crashes: crashes.length, windowSeconds: CRASH_WINDOW_MS / 1000 });
      stopAll(Object.values(cluster.workers ?? {}), 1);
      return;
    }
    logger.warn('worker stopped; starting another', { pid: worker.process.pid, code, signal });
    forkServer();
  });

  const stopAll = (workers: (Worker | undefined)[], exitCode: number) => {
    stopping = true;
    const running = workers.filter((w): w is Worker => w !== undefined && !w.isDead());
    if (running.length === 0) process.exit(exitCode);
    let left = running.length;
    for (const worker of running) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(exitCode);
      });
      worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      logger.warn('workers did not stop in time; killing them');
      for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, STOP_TIMEOUT_MS).unref();
  };
  const stop = (signal: string) => {
    if (stopping) return;
    logger.info('shutting down: draining workers', { signal });
    stopAll(Object.values(cluster.workers ?? {}), 0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < config.workers; i += 1) forkServer();
}

/** Runs the preparing child and waits for its report; null when it failed (it has said why). */
function prepareOnce(logger: Logger): Promise<DemoAccount[] | null> {
  return new Promise((resolve) => {
    const child = fork('prepare');
    let accounts: DemoAccount[] | null = null;
    child.on('message', (message: unknown) => {
      if (isPreparedMessage(message)) accounts = message.demoAccounts;
    });
    child.once('exit', (code) => {
      if (code !== 0 || accounts === null) {
        logger.error('the database could not be prepared', { code });
        resolve(null);
      } else resolve(accounts);
    });
  });
}
