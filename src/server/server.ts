import fs from 'node:fs';
import type { Server } from 'node:http';
import { AdmissionGate, DEFAULT_ADMISSION } from './http/admission';
import { LoopLag } from './http/loop-lag';
import path from 'node:path';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp, type AppOptions } from './app';
import { redact, type Config } from './config';
import { createDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import type { AppEnv } from './http/app-env';
import type { Logger } from './logger';
import { printDemoAccounts } from './demo-accounts-notice';
import { drain } from './http/drain';
import { SSR_DIST, WEB_DIST } from './paths';
import { loadPageRenderer, loadScreenPreloads } from './http/load-renderer';
import { createServices, type Services } from './services';
import type { FileStorage } from './storage/file-storage';
import { movedCount, moveFilesToStorage } from './storage/move-files';
import { openStorage } from './storage/open-storage';
import { removeAbandonedCopies } from './storage/abandoned-copies';
import { queueStorageSweep, storageSweepHandler } from './storage/sweep-job';
import { startAttemptSweeper } from './exams/sweep';
import { startUploadSweeper } from './studio/video/uploads/stale-uploads';
import { clientAddressReader } from './http/client-address';
import { seedDemoAccounts, type DemoAccount } from './db/seed/seed-demo-accounts';
import { startDemoVideos } from './video/demo-videos';
import { JOB_HANDLERS } from './jobs/handlers';
import { startJobRunner } from './jobs/runner';

export type RunningServer = {
  url: string;
  app: Hono<AppEnv>;
  db: Db;
  services: Services;
  /** How many demo lecture videos this start queued (made in the background; 0 with DEMO_VIDEOS=off or when none are missing). */
  demoVideos: Promise<number>;
  /** Stops accepting connections, lets requests in flight finish (cut off after `graceMs`), then closes the database. */
  close: (options?: { graceMs?: number }) => Promise<void>;
};

export type StartOptions = Pick<AppOptions, 'extendApi' | 'clientIp'> & {
  webRoot?: string;
  /** Folder of the web app's server entry (dist/ssr). */
  ssrRoot?: string;
  /** Set in a cluster worker: the primary has migrated, seeded and created the demo accounts before forking. */
  prepared?: boolean;
  /**
   * Whether this process runs background jobs (transcodes), at most
   * TRANSCODE_CONCURRENCY at once; default true. In a cluster the primary
   * lets one worker run them, so a machine runs one runner (docs/video.md).
   */
  runJobs?: boolean;
};

/**
 * Brings the schema up to date, adds the demo content a fresh database
 * lacks, and moves files still held in rows (from before the storage layer,
 * or just seeded) into the storage layer.
 */
async function migrateAndSeed(db: Db, logger: Logger, storage: FileStorage): Promise<void> {
  const applied = await migrateToLatest(db);
  for (const m of applied) logger.info('migration applied', { name: m.migrationName });
  const seeded = await seedDatabase(db);
  if (Object.values(seeded).some((n) => n > 0)) logger.info('demo content added', seeded);
  const moved = await moveFilesToStorage({ db, storage });
  if (movedCount(moved) > 0) logger.info('files moved to storage', { storage: storage.kind, ...moved });
}

/**
 * What must happen once before any process serves: migrations, demo content,
 * the auth secret and the demo accounts. The cluster's primary runs it (in a
 * short-lived child, so the primary itself stays small) before forking the workers.
 */
export async function prepareDatabase(config: Config, logger: Logger): Promise<DemoAccount[]> {
  const db = openDatabase(config, logger);
  try {
    const storage = await openStorage(config);
    await migrateAndSeed(db, logger, storage);
    const services = await createServices(db, { config, logger, storage });
    return await seedDemoAccounts(db, services.auth);
  } finally {
    await db.destroy();
  }
}

function openDatabase(config: Config, logger: Logger): Db {
  const where = config.database.kind === 'sqlite' ? config.database.file : redact(config.database.url);
  logger.info('opening database', { kind: config.database.kind, where });
  return createDatabase(config.database);
}

/** Opens the database, migrates and seeds (unless prepared), and listens. Used by `npm start`, the browser tests and the benchmarks. */
export async function startServer(config: Config, logger: Logger, extra: StartOptions = {}): Promise<RunningServer> {
  const db = openDatabase(config, logger);
  let storage: FileStorage;
  try {
    storage = await openStorage(config);
    if (!extra.prepared) await migrateAndSeed(db, logger, storage);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const webRoot = extra.webRoot ?? WEB_DIST;
  const indexFile = path.join(webRoot, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (indexHtml === null) logger.warn('web app not built: pages answer 503 until `npm run build`', { webRoot });
  const renderPage = indexHtml === null ? null : await loadPageRenderer(extra.ssrRoot ?? SSR_DIST, logger);
  const screenPreloads = loadScreenPreloads(webRoot);

  // With PORT=0 the address, which auth links in emails carry, is known only
  // once bound: listen first and answer 503 meanwhile. With a known address,
  // listen only when ready, so a cluster never hands a connection to a worker
  // still starting.
  const listenFirst = config.port === 0 && !config.publicUrlConfigured;
  let app: Hono<AppEnv> | null = null;
  const early = listenFirst ? await listen((request, env) => (app ? app.fetch(request, env) : new Response('Starting', { status: 503 })), config) : null;
  const address = early?.address();
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
  const publicUrl = config.publicUrlConfigured ? config.publicUrl : url;

  let built: Hono<AppEnv>;
  let services: Services;
  let loopLag: LoopLag | undefined;
  try {
    services = await createServices(db, { config: { ...config, publicUrl }, logger, storage });
    if (!extra.prepared) {
      const demo = await seedDemoAccounts(db, services.auth);
      if (demo.length > 0) printDemoAccounts(demo, publicUrl, config.adminBasePath);
    }
    const lag = (loopLag = new LoopLag());
    built = createApp({
      services,
      webRoot,
      indexHtml,
      renderPage,
      screenPreloads,
      extendApi: extra.extendApi,
      clientIp: extra.clientIp ?? clientAddressReader(config.trustedProxies),
      admission: new AdmissionGate({ ...DEFAULT_ADMISSION, maxWaitMs: config.overloadWaitMs }, Date.now, () => lag.pressure()),
    });
  } catch (error) {
    loopLag?.stop();
    early?.close();
    await db.destroy();
    throw error;
  }
  app = built;
  let server: ServerType;
  try {
    server = early ?? (await listen(built.fetch, config));
  } catch (error) {
    await db.destroy();
    throw error;
  }

  // Every process sweeps; the finalising update makes each overdue attempt marked once.
  const stopSweeper = startAttemptSweeper(db, services.exams, logger);
  // Only once listening, and not awaited: the site is ready whatever this finds. Every process may run it (idempotent).
  const demoVideos = startDemoVideos(db, config, logger);
  // Started once listening, so jobs never delay readiness; a request only ever enqueues.
  const handlers = { ...JOB_HANDLERS, 'storage-sweep': storageSweepHandler({ graceMs: config.storageSweepGraceMs }) };
  const runner = extra.runJobs !== false && config.transcodeConcurrency > 0 ? startJobRunner({ db, storage: services.storage, logger, concurrency: config.transcodeConcurrency, handlers }) : null;
  // The daily storage sweep, queued unless one is: every process may ask, the jobs table keeps one for the installation.
  const sweepQueued = queueStorageSweep(db).catch((error: unknown) => logger.warn('could not queue the storage sweep', { error: String(error) }));
  // Local copies of S3 objects left by a process that died holding one (up to 4 GB each): every process may remove them.
  void removeAbandonedCopies()
    .then((removed) => {
      if (removed.length > 0) logger.info('removed abandoned storage copies', { folders: removed.length });
    })
    .catch((error: unknown) => logger.warn('could not remove abandoned storage copies', { error: String(error) }));
  // Video uploads left unfinished for a day (the folder or the bucket) and old finish records: every process may sweep, removing twice is harmless.
  const stopUploadSweeper = startUploadSweeper(services, logger);
  let closing: Promise<void> | null = null;
  const close = (options: { graceMs?: number } = {}) => {
    stopSweeper();
    stopUploadSweeper();
    loopLag?.stop();
    const graceMs = options.graceMs ?? 10_000;
    // The runner takes no new job and hands back the running ones (queued again for the next process) while requests drain.
    return (closing ??= Promise.all([runner?.stop({ graceMs }), drain(server, graceMs), demoVideos, sweepQueued]).then(() => db.destroy()));
  };
  return { url, app: built, db, services, demoVideos, close };
}

/**
 * Idle keep-alive connections are kept longer than the 15 s between a
 * student's exam saves (Node's default is 5 s), so a sitting reuses its
 * connection instead of opening one per save; and above the 60 s idle time
 * of common load balancers, so they never send on a connection this end has
 * just closed.
 */
const KEEP_ALIVE_MS = 65_000;
/**
 * Connections waiting to be accepted (Node's default is 511). At 10:00:00
 * thousands of browsers connect at once; past the backlog the kernel drops
 * their SYNs and each waits seconds for TCP to try again, while the server
 * idles. The kernel caps it at net.core.somaxconn.
 */
const LISTEN_BACKLOG = 4096;

function listen(fetch: Parameters<typeof createAdaptorServer>[0]['fetch'], config: Config): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = createAdaptorServer({ fetch, hostname: config.host }) as Server;
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    // Headers of a request on a kept connection must be allowed to arrive after the idle time.
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
    server.once('error', reject);
    server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => resolve(server));
  });
}
