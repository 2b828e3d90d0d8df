import fs from 'node:fs';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp, type AppOptions } from './app';
import { redact, type Config } from './config';
import { createDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import type { AppEnv } from './http/app-env';
import type { Logger } from './logger';
import { WEB_DIST } from './paths';
import { createServices, type Services } from './services';
import { seedDemoAccounts, type DemoAccount } from './db/seed/seed-demo-accounts';

export type RunningServer = { url: string; app: Hono<AppEnv>; db: Db; services: Services; close: () => Promise<void> };

/** Opens the database, migrates, seeds, and listens. Used by `npm start`, the browser tests and the benchmarks. */
export async function startServer(
  config: Config,
  logger: Logger,
  extra: Pick<AppOptions, 'extendApi' | 'clientIp'> & { webRoot?: string } = {},
): Promise<RunningServer> {
  const where = config.database.kind === 'sqlite' ? config.database.file : redact(config.database.url);
  logger.info('opening database', { kind: config.database.kind, where });
  const db = createDatabase(config.database);
  try {
    const applied = await migrateToLatest(db);
    for (const m of applied) logger.info('migration applied', { name: m.migrationName });
    const seeded = await seedDatabase(db);
    if (Object.values(seeded).some((n) => n > 0)) logger.info('demo content added', seeded);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const webRoot = extra.webRoot ?? WEB_DIST;
  const indexFile = path.join(webRoot, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (indexHtml === null) logger.warn('web app not built: pages answer 503 until `npm run build`', { webRoot });

  // Listen first: with PORT=0 the public address is known only once bound,
  // and the auth links in emails must carry it.
  let app: Hono<AppEnv> | null = null;
  const server = await listen((request, env) => (app ? app.fetch(request, env) : new Response('Starting', { status: 503 })), config);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  const publicUrl = config.publicUrlConfigured ? config.publicUrl : url;

  let built: Hono<AppEnv>;
  let services: Services;
  try {
    services = await createServices(db, { ...config, publicUrl }, logger);
    const demo = await seedDemoAccounts(db, services.auth);
    if (demo.length > 0) printDemoAccounts(demo, publicUrl, config.adminBasePath);
    built = createApp({ services, webRoot, indexHtml, extendApi: extra.extendApi, clientIp: extra.clientIp });
  } catch (error) {
    server.close();
    await db.destroy();
    throw error;
  }
  app = built;

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive sockets would hold close() open until they time out.
      if ('closeAllConnections' in server) server.closeAllConnections();
    }).then(() => db.destroy()));
  return { url, app: built, db, services, close };
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], config: Config): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: config.port, hostname: config.host }, () => resolve(server));
    server.once('error', reject);
  });
}

/** Shown once, on the start that created the accounts: the passwords are not kept in clear. */
function printDemoAccounts(accounts: DemoAccount[], publicUrl: string, adminBasePath: string): void {
  const lines = [
    'Demo accounts were created. Write these passwords down: they are shown only once.',
    ...accounts.map((a) => `  ${a.role.padEnd(8)} ${a.email}  password: ${a.password}`),
    `  Admin sign-in: ${publicUrl}/adminlogin (then ${publicUrl}${adminBasePath})`,
    `  Student sign-in: ${publicUrl}/login`,
    '  Lost them? npm run admin:create -- --email you@example.com',
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}
