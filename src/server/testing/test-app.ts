import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import { seedDatabase } from '../db/seed';
import { createLogger } from '../logger';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

export const TEST_INDEX_HTML = '<!doctype html><html><head><title>Hisab</title></head><body><div id="root"></div></body></html>';

/**
 * Registers hooks that give the surrounding describe block a fresh migrated
 * and seeded database of `kind` and the app built on it, in-process.
 * Read the fields inside tests (they are set in beforeAll).
 */
export function useTestApp(kind: DatabaseKind, options: { seed?: boolean } = {}) {
  const ctx = {} as { database: TestDatabase; app: ReturnType<typeof createApp> };
  beforeAll(async () => {
    ctx.database = await createTestDatabase(kind);
    if (options.seed !== false) await seedDatabase(ctx.database.db);
    ctx.app = createApp({ db: ctx.database.db, logger: createLogger('silent'), indexHtml: TEST_INDEX_HTML });
  });
  afterAll(async () => {
    await ctx.database?.destroy();
  });
  return {
    get db() {
      return ctx.database.db;
    },
    get app() {
      return ctx.app;
    },
    request: (path: string, init?: RequestInit) => ctx.app.request(path, init),
  };
}
