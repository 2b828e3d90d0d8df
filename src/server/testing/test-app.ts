import type { SharedVersionOptions } from '../db/shared-version';
import { afterAll, beforeAll } from 'vitest';
import type { AdmissionGate } from '../http/admission';
import { createApp } from '../app';
import type { PageRenderer } from '../http/spa';
import type { SessionReaderOptions } from '../auth/session-reader';
import { seedDatabase } from '../db/seed';
import { createLogger } from '../logger';
import { createServices, type Services } from '../services';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FileStorage } from '../storage/file-storage';
import { LocalStorage } from '../storage/local-storage';

export const TEST_CONFIG = {
  publicUrl: 'http://localhost:3000',
  authSecret: 'test-secret-that-is-long-enough-for-better-auth',
  smtpUrl: undefined,
  mailFrom: 'Hisab <no-reply@hisab.test>',
  adminBasePath: '/admin',
};

/** In tests only, each simulated browser says which address it comes from. */
export const TEST_IP_HEADER = 'x-test-client-ip';

export const TEST_INDEX_HTML = '<!doctype html><html><head><title>Hisab</title></head><body><div id="root"></div></body></html>';

export type TestAppOptions = {
  seed?: boolean;
  /** Configuration beside TEST_CONFIG's; `storageUrl` with an S3 `storage` sends video uploads in progress to that bucket too. */
  config?: Partial<typeof TEST_CONFIG> & { storageUrl?: string };
  /** Log every statement the database is sent, for countStatements (testing/count-statements). */
  countStatements?: boolean;
  /** The session check's cache lifetimes, for tests whose answers depend on them. */
  sessions?: SessionReaderOptions;
  /** How often the exam store reads the shared version, for tests that count every statement a request sends. */
  examStore?: SharedVersionOptions;
  /** Receives every line the app logs, at every level (without it the app logs nothing). */
  log?: (line: string) => void;
  /** Renders public pages on the server (the web app's server entry, imported from source by its own tests). */
  renderPage?: PageRenderer;
  /** The web app's index.html (default: a minimal one). */
  indexHtml?: string;
  /** Replaces the sign-in slow-down's wait (tests record it instead of waiting). */
  signInSleep?: (ms: number) => Promise<void>;
  /** The storage layer (default: the local driver in a temporary folder removed after the file's tests). */
  storage?: FileStorage;
  /** The overload gate (default: the product's default one). */
  admission?: AdmissionGate;
};

/**
 * Registers hooks that give the surrounding describe block a fresh migrated
 * and seeded database of `kind` and the app built on it, in-process.
 * Read the fields inside tests (they are set in beforeAll).
 */
export function useTestApp(kind: DatabaseKind, options: TestAppOptions = {}) {
  const ctx = {} as { database: TestDatabase; services: Services; app: ReturnType<typeof createApp>; storageDir?: string; uploadsDir?: string };
  beforeAll(async () => {
    ctx.database = await createTestDatabase(kind, { countStatements: options.countStatements ?? false });
    if (options.seed !== false) await seedDatabase(ctx.database.db);
    const serviceOptions = {
      ...(options.sessions ? { sessions: options.sessions } : {}),
      ...(options.examStore ? { examStore: options.examStore } : {}),
      ...(options.signInSleep ? { signInSleep: options.signInSleep } : {}),
    };
    const logger = options.log ? createLogger('debug', options.log) : createLogger('silent');
    let storage = options.storage;
    if (!storage) {
      ctx.storageDir = await mkdtemp(path.join(os.tmpdir(), 'hisab-files-'));
      storage = new LocalStorage(ctx.storageDir);
    }
    ctx.uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'hisab-uploads-'));
    ctx.services = await createServices(ctx.database.db, { config: { ...TEST_CONFIG, ...options.config }, logger, storage, uploadsDir: ctx.uploadsDir, ...serviceOptions });
    ctx.app = createApp({
      services: ctx.services,
      indexHtml: options.indexHtml ?? TEST_INDEX_HTML,
      renderPage: options.renderPage ?? null,
      clientIp: (c) => c.req.header(TEST_IP_HEADER) ?? '192.0.2.1',
      ...(options.admission ? { admission: options.admission } : {}),
    });
  });
  afterAll(async () => {
    await ctx.database?.destroy();
    if (ctx.storageDir) await rm(ctx.storageDir, { recursive: true, force: true });
    if (ctx.uploadsDir) await rm(ctx.uploadsDir, { recursive: true, force: true });
  });
  return {
    get db() {
      return ctx.database.db;
    },
    get app() {
      return ctx.app;
    },
    get services() {
      return ctx.services;
    },
    request: (path: string, init?: RequestInit) => ctx.app.request(path, init),
  };
}
