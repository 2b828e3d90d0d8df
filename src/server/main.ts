import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { CLUSTER_ROLE_VARIABLE } from './cluster/roles';

/** Reads the configuration, or ends the process with the one line that says which variable is wrong. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The production entry point. With WORKERS=1 this one process migrates,
 * seeds and serves. With more, it becomes the cluster's primary: it has the
 * database prepared once, then forks the workers that share the port. A
 * forked process runs this same file and finds its role in its environment.
 * Each path loads only the modules it needs, so the primary stays small.
 */
export async function main(config: Config = loadConfigOrExit()): Promise<void> {
  if (cluster.isWorker) {
    const role = process.env[CLUSTER_ROLE_VARIABLE];
    if (role === 'prepare') return (await import('./cluster/prepare-process')).runPrepare(config);
    return (await import('./serve-process')).serveProcess(config, { prepared: true });
  }
  if (config.workers > 1) return (await import('./cluster/primary')).runPrimary(config);
  return (await import('./serve-process')).serveProcess(config, { prepared: false });
}
