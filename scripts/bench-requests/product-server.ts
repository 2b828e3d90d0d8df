import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT } from '../../src/server/paths';
import { webBuildIsStale } from '../web-build';
import type { ServerLaunch } from './server-process';

/**
 * How production starts Hisab, and the one place to change when that
 * changes. Today the entry is scripts/start.ts run through tsx's loader in
 * one `node` process (tsx adds esbuild's service as a child process).
 * With the compiled build it becomes `node dist/server/main.js`, and
 * `prepareProduct` builds the server as well as the web app.
 */
export function productLaunch(env: Record<string, string>): ServerLaunch {
  return {
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/start.ts'],
    cwd: PROJECT_ROOT,
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  };
}

/**
 * Builds what the launch needs, beforehand and in another process: the
 * entry would otherwise build the web app on its first start, inside the
 * server process whose memory is being measured.
 */
export function prepareProduct(): void {
  if (!webBuildIsStale()) return;
  console.log('Building the web app first (missing or older than its sources)...');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-web.ts'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed');
}

/** The product's health route: the readiness check, and its middleware-only floor. */
export const PRODUCT_HEALTH_PATH = '/api/health';
