import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../src/server/config';
import { createLogger } from '../../../src/server/logger';
import { startServer, type RunningServer } from '../../../src/server/server';

/**
 * The built app on a free port with a fresh SQLite database, as `npm start`
 * runs it, but making no demo lecture videos unless `env` asks (DEMO_VIDEOS=on).
 * The browser tests need `npm run build` first (`npm run test:e2e` does it).
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<RunningServer & { cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-e2e-'));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', DEMO_VIDEOS: 'off', ...env });
  const running = await startServer(config, createLogger('warn'));
  return {
    ...running,
    url: running.url,
    cleanup: async () => {
      await running.close({ graceMs: 2000 });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
