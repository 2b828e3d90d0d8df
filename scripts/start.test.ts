import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/server/paths';
import { serverBuildIsStale } from './server-build.mjs';

describe('npm start with a bad configuration', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://root@localhost/hisab'],
  ])('stops at once with one line naming %s', (name, value) => {
    // As `npm start` runs it: plain node, the server compiled first when stale.
    const result = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts/start-compiled.mjs')], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, [name]: value },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Configuration error: ${name} `));
    expect(result.stdout).not.toContain('Building the web app');
    expect(serverBuildIsStale()).toBe(false);
  });
});
