import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { commandOf, processTree } from './proc-stats';

/** A server the benchmark started in its own process, ready to answer. */
export type ServerProcess = {
  name: string;
  pid: number;
  url: string;
  stop: () => Promise<void>;
};

export type ServerLaunch = { command: string; args: string[]; env: Record<string, string>; cwd: string };

/** A port nobody listens on right now (the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `launch` with the given port and waits until `readyPath` answers
 * 200. The server's output is kept (the last few kilobytes) to explain a
 * failed start; stopping sends SIGTERM, then SIGKILL to what is left of its
 * process tree after five seconds.
 */
export async function startServerProcess(name: string, launch: ServerLaunch, port: number, readyPath: string, timeoutMs = 120_000): Promise<ServerProcess> {
  const child: ChildProcess = spawn(launch.command, launch.args, {
    cwd: launch.cwd,
    env: { ...process.env, ...launch.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: string | null = null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = `exited with ${signal ?? code}`;
      resolve();
    }),
  );

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${name} ${exited} before it was ready:\n${output}`);
    try {
      const res = await fetch(`${url}${readyPath}`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer ${readyPath} within ${timeoutMs / 1000} s:\n${output}`);
    }
    await sleep(100);
  }

  const pid = child.pid!;
  const stop = async () => {
    if (exited) return;
    const tree = processTree(pid);
    child.kill('SIGTERM');
    await Promise.race([exit, sleep(5000)]);
    // Whatever of this server's own processes is still there (same pid, same command line).
    for (const p of tree) {
      if (commandOf(p.pid) !== p.command) continue;
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }
  };
  return { name, pid, url, stop };
}
