import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT } from '../../src/server/paths';
import { webBuildIsStale } from '../web-build';
import { buildServer, SERVER_ENTRY, serverBuildIsStale } from '../server-build.mjs';
import type { ServerLaunch } from './server-process';

/**
 * How production starts Hisab, and the one place to change when that
 * changes: `npm start` runs the compiled entry with plain node (WORKERS
 * processes through node:cluster when above 1). The bench runs that entry
 * directly, so npm's and the launcher's processes are not in the tree it
 * measures. BENCH_NODE_OPTIONS adds node flags, such as --cpu-prof.
 */
export function productLaunch(env: Record<string, string>): ServerLaunch {
  const flags = (process.env.BENCH_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  return {
    command: process.execPath,
    args: [...flags, SERVER_ENTRY],
    cwd: PROJECT_ROOT,
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_VIDEOS: 'off', ...env },
  };
}

/**
 * Builds what the launch needs, beforehand and in other processes: the
 * entry would otherwise build the web app on its first start, and the
 * measured server's tree would include the build.
 */
export async function prepareProduct(): Promise<void> {
  if (serverBuildIsStale()) {
    console.log('Compiling the server first (missing or older than its sources)...');
    await buildServer();
  }
  if (!webBuildIsStale()) return;
  console.log('Building the web app first (missing or older than its sources)...');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-web.ts'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed');
}

/** The product's health route: the readiness check, and its middleware-only floor. */
export const PRODUCT_HEALTH_PATH = '/api/health';
