import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/server/paths';

describe('npm run files:sweep against a database not at this release’s schema', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hisab-files-sweep-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['a dry run', ['--dry-run']],
    ['a sweep', []],
  ])('refuses %s, telling to migrate first, and leaves the schema alone', (_what: string, args: string[]) => {
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined, STORAGE_URL: undefined, LOG_LEVEL: 'silent' };
    const result = spawnSync(path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'), [path.join(PROJECT_ROOT, 'scripts/files-sweep.ts'), ...args], {
      cwd: PROJECT_ROOT,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toMatch(/^Nothing swept\. .*run the server or npm run db:migrate first/m);
    expect(result.status).toBe(1);
    const db = new Database(path.join(dataDir, 'hisab.sqlite'), { readonly: true, fileMustExist: true });
    try {
      expect(db.prepare("select name from sqlite_master where type = 'table'").all()).toEqual([]);
    } finally {
      db.close();
    }
  });
});
