import cluster from 'node:cluster';
import type { Config } from './config';
import { createLogger } from './logger';
import { startServer } from './server';
import { demoVideosNotice, printStartNotices } from './start-notices';
import { JOB_RUNNER_VARIABLE } from './cluster/roles';

/**
 * One serving process: the whole server when WORKERS=1, or one cluster
 * worker. SIGTERM or SIGINT lets the requests in flight finish before the
 * process exits.
 */
export async function serveProcess(config: Config, options: { prepared: boolean }): Promise<void> {
  const logger = createLogger(config.logLevel);
  let running;
  try {
    // One process per machine runs background jobs: this one alone, or the worker the primary chose.
    const runJobs = cluster.isPrimary || process.env[JOB_RUNNER_VARIABLE] === '1';
    running = await startServer(config, logger, { prepared: options.prepared, runJobs });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`Hisab could not start: ${message}\n`);
    process.exit(1);
  }
  // In a cluster the primary says where the site is, once every worker listens.
  if (cluster.isPrimary) {
    const publicUrl = config.publicUrlConfigured ? config.publicUrl : running.url;
    printStartNotices(config, publicUrl);
    logger.info(`Hisab is running on ${publicUrl}`);
  }
  // Said by the process that queued them (in a cluster, the worker that got there first).
  void running.demoVideos.then((queued) => {
    const notice = demoVideosNotice(queued);
    if (notice) process.stdout.write(`${notice}\n`);
  });

  const stop = (signal: string) => {
    logger.info('draining', { signal, pid: process.pid });
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
