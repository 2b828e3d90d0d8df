import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createLogger } from '../logger';
import { startServer, type RunningServer } from '../server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-proxy-'));
const running: RunningServer[] = [];

afterAll(async () => {
  await Promise.all(running.map((server) => server.close()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A real server on a free port, as `npm start` runs it, with TRUSTED_PROXIES as given. */
async function serve(trustedProxies: string): Promise<RunningServer> {
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, TRUSTED_PROXIES: trustedProxies, DEMO_VIDEOS: 'off' });
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  await db.destroy();
  const server = await startServer(config, createLogger('silent'), { prepared: true });
  running.push(server);
  return server;
}

/** Sends a contact message through the socket with an X-Forwarded-For header; answers the address the server kept. */
async function keptAddress(server: RunningServer, email: string, forwardedFor: string): Promise<string> {
  const res = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url, 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ name: 'Sharmin Akter', email, subject: 'payment', message: 'I paid by bKash yesterday but my course is not open yet.' }),
  });
  expect(res.status).toBe(201);
  const row = await server.db.selectFrom('contact_messages').select('ip').where('email', '=', email).executeTakeFirstOrThrow();
  return row.ip;
}

describe('TRUSTED_PROXIES on a running server', () => {
  it('keeps the socket address and ignores X-Forwarded-For by default', async () => {
    const server = await serve('');
    expect(await keptAddress(server, 'direct@example.com', '198.51.100.77')).toBe('127.0.0.1');
  });

  it('takes the client address from X-Forwarded-For when the request comes through a listed proxy', async () => {
    const server = await serve('127.0.0.1');
    expect(await keptAddress(server, 'proxied@example.com', '203.0.113.5, 198.51.100.77')).toBe('198.51.100.77');
  });
});

describe('the running server’s connections', () => {
  it('keeps an idle keep-alive connection past Node’s default of 5 s, so a student saving every 15 s reuses it', async () => {
    const server = await serve('');
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise((resolve) => socket.once('connect', resolve));
    const ask = () => socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    ask();
    await waitFor(() => received.endsWith('{"status":"ok"}'));
    // Idle longer than Node's default keep-alive (5 s): the server must not have closed it.
    const idle = await Promise.race([closed.then(() => 'closed'), new Promise((resolve) => setTimeout(() => resolve('open'), 6000))]);
    expect(idle).toBe('open');
    received = '';
    ask();
    await waitFor(() => received.endsWith('{"status":"ok"}'));
    socket.destroy();
  }, 15_000);
});

async function waitFor(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 5000) throw new Error('no answer');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
