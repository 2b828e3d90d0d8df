import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths';
import { testDatabaseKinds, type DatabaseKind } from '../testing/test-database';

/**
 * The Node processes whose parent is `pid` (read from /proc): the workers of a
 * primary. Other children are left out: on a cold cache the TypeScript loader
 * starts its own transform service under the primary.
 */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The command name may hold spaces and parentheses: the parent pid follows the last ')'.
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== pid) return false;
        const program = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0')[0];
        return program === process.execPath;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function until<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A scratch database for the PostgreSQL run: the server migrates it as production would. */
async function scratchDatabase(kind: DatabaseKind): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-cluster-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') return { env: { DATA_DIR: dataDir }, drop: async () => removeDir() };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const name = `hisab_cluster_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url.href);
  target.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: target.href, DATABASE_POOL_SIZE: '3' },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url.href });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      removeDir();
    },
  };
}

describe.each(testDatabaseKinds())('the server as a cluster of processes (%s)', (kind) => {
  let primary: ChildProcess;
  let output = '';
  let base = '';
  let port = 0;
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let exited: Promise<number | null>;

  beforeAll(async () => {
    database = await scratchDatabase(kind);
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // serve-api runs the production entry without the web build; the forks inherit the TypeScript loader.
    primary = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'scripts/serve-api.ts')], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...database.env, NODE_ENV: 'production', WORKERS: '2', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DEMO_VIDEOS: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    primary.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => primary.once('exit', (code) => resolve(code)));
    await until('the cluster to announce itself', () => output.includes('Hisab is running on'), 60_000);
  }, 90_000);

  afterAll(async () => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
    await database.drop();
  });

  it('migrates and seeds once, before the workers, then serves from two processes', async () => {
    expect(output.match(/migration applied name="0001-subjects"/g)).toHaveLength(1);
    expect(output.match(/demo content added/g)).toHaveLength(1);
    expect(output.match(/Demo accounts were created/g)).toHaveLength(1);
    // The seeded files left the database once, into DATA_DIR/files, and every worker serves them from there.
    expect(output.match(/files moved to storage storage="local"/g)).toHaveLength(1);
    expect(fs.readdirSync(path.join(database.env.DATA_DIR!, 'files')).sort()).toEqual(['lesson-files', 'resources']);
    expect(output).toContain('workers=2');
    // Each worker accepts its own connections (primary.ts, chooseScheduling).
    expect(output).toContain('accepting="each worker"');
    expect(childrenOf(primary.pid!)).toHaveLength(2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/api/courses`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const files = await Promise.all(Array.from({ length: 4 }, () => fetch(`${base}/api/resources/audit-assurance-key-facts/download`, { headers: { Range: 'bytes=0-4' } })));
    expect(await Promise.all(files.map(async (file) => `${file.status} ${await file.text()}`))).toEqual(Array(4).fill('206 %PDF-'));
  });

  it('replaces a worker that dies', async () => {
    const before = childrenOf(primary.pid!);
    process.kill(before[0]!, 'SIGKILL');
    const after = await until('a replacement worker', () => {
      const now = childrenOf(primary.pid!);
      return now.length === 2 && !now.includes(before[0]!) && now;
    });
    expect(after).toContain(before[1]);
    await until('the primary to report it', () => output.includes('worker stopped; starting another'));
    // The replacement serves: every answer is good once it listens.
    await until('the replacement to listen', async () => (output.match(/opening database/g) ?? []).length >= 4);
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/api/health`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  });

  it('runs background jobs in one worker only, and in the worker that replaces it', async () => {
    const runners = () => [...output.matchAll(/job runner started"? pid=(\d+)/g)].map((match) => Number(match[1]));
    const liveRunners = () => childrenOf(primary.pid!).filter((pid) => runners().includes(pid));
    // The worker killed above may have been the one running jobs: its replacement takes them over once it listens.
    const [first] = await until('one live worker to run the jobs', () => liveRunners().length === 1 && liveRunners());
    const started = runners().length;
    process.kill(first!, 'SIGKILL');
    await until('the replacement to run the jobs', () => runners().length === started + 1);
    expect(childrenOf(primary.pid!)).toHaveLength(2);
    expect(liveRunners()).toHaveLength(1);
    expect(liveRunners()[0]).not.toBe(first);
  });

  it('on SIGTERM finishes the request in flight, takes no new one, and exits cleanly', async () => {
    // A request whose body is still arriving is in flight in a worker.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password at all' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(`POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((r) => setTimeout(r, 300));

    primary.kill('SIGTERM');
    await until('the workers to start draining', () => (output.match(/draining signal="SIGTERM"/g) ?? []).length === 2);
    await until(
      'the port to stop taking connections',
      () =>
        new Promise<boolean>((resolve) => {
          const probe = net.connect(port, '127.0.0.1');
          probe.once('connect', () => {
            probe.destroy();
            resolve(false);
          });
          probe.once('error', () => resolve(true));
        }),
    );

    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('"code"');
    expect(await exited).toBe(0);
  });
});
