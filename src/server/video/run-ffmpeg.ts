import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import { ffmpegBinaries } from './ffmpeg-binaries';

/** ffmpeg ran but did not succeed: `tail` is the end of what it wrote to stderr, the reason kept for the studio. */
export class FfmpegFailed extends Error {
  override name = 'FfmpegFailed';
  constructor(
    readonly tail: string,
    readonly exitCode: number | null,
    readonly exitSignal: NodeJS.Signals | null,
  ) {
    super(`ffmpeg stopped (${exitSignal ? `killed by ${exitSignal}` : `exit code ${exitCode}`}): ${tail || 'it said nothing'}`);
  }
}

/** ffmpeg below the server in the CPU queue: a transcode takes what the server leaves (see docs/video.md). */
export const FFMPEG_NICENESS = 10;
const TAIL_LINES = 8;
const TAIL_CHARS = 1500;
/** Said by the 2018 static build for every HLS output, harmless, and no help in a failure reason. */
const NOISE = /Cannot use rename on non file protocol/;

export type FfmpegProgress = { outSeconds: number; done: boolean };

/**
 * Runs ffmpeg at a lower CPU priority and resolves when it succeeds. With
 * `-progress pipe:1` in the arguments, `onProgress` hears how far it is about
 * twice a second. Aborting `signal` kills it at once and rejects with the
 * signal's reason. Only the last lines of stderr are kept: a damaged source
 * makes ffmpeg write one line per bad frame.
 *
 * If this process is killed outright (SIGKILL, out of memory), ffmpeg must
 * not live on as an orphan: it ignores the closed progress pipe, and would
 * finish its transcode while the restarted server starts the same one again.
 * On Linux it is started through util-linux's `setpriv --pdeathsig KILL`, so
 * the kernel kills it when this process dies.
 */
export function runFfmpeg(args: string[], { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: FfmpegProgress) => void } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const ffmpeg = ffmpegBinaries().ffmpeg;
    const guard = orphanGuard();
    const child = guard ? spawn(guard, ['--pdeathsig', 'KILL', '--', ffmpeg, ...args], { stdio: ['ignore', 'pipe', 'pipe'] }) : spawn(ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, FFMPEG_NICENESS);
      } catch {
        // Not allowed here (some containers): it runs at normal priority, still one at a time.
      }
    }
    const kill = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', kill, { once: true });

    const tail: string[] = [];
    let partial = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      const lines = (partial + chunk).split(/\r?\n/);
      partial = lines.pop() ?? '';
      for (const line of lines) keep(tail, line);
      if (partial.length > TAIL_CHARS) partial = partial.slice(-TAIL_CHARS);
    });

    let block: Record<string, string> = {};
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const at = line.indexOf('=');
        if (at < 0) continue;
        const key = line.slice(0, at).trim();
        block[key] = line.slice(at + 1).trim();
        if (key !== 'progress') continue;
        // out_time_us is microseconds; older builds name it out_time_ms (also microseconds, a known misnomer).
        const micros = Number(block.out_time_us ?? block.out_time_ms);
        if (Number.isFinite(micros) && micros >= 0) onProgress?.({ outSeconds: micros / 1e6, done: block.progress === 'end' });
        block = {};
      }
    });

    child.once('error', (error) => {
      signal?.removeEventListener('abort', kill);
      reject(error);
    });
    child.once('close', (code, exitSignal) => {
      signal?.removeEventListener('abort', kill);
      keep(tail, partial);
      if (signal?.aborted) return reject(signal.reason);
      if (code === 0) return resolve();
      reject(new FfmpegFailed(tailText(tail), code, exitSignal));
    });
  });
}

let guardFound: string | null | undefined;

/** `setpriv` when it can set a death signal here (Linux with util-linux), else null; looked up once per process. */
function orphanGuard(): string | null {
  if (guardFound !== undefined) return guardFound;
  try {
    execFileSync('setpriv', ['--pdeathsig', 'KILL', '--', 'true'], { stdio: 'ignore', timeout: 5_000 });
    guardFound = 'setpriv';
  } catch {
    guardFound = null;
  }
  return guardFound;
}

function keep(tail: string[], line: string): void {
  const text = line.trim();
  if (text === '' || NOISE.test(text)) return;
  // Runs of the same complaint (one per damaged frame) count once.
  if (tail.at(-1) === text) return;
  tail.push(text.length > 400 ? `${text.slice(0, 399)}…` : text);
  if (tail.length > TAIL_LINES) tail.shift();
}

function tailText(tail: string[]): string {
  const text = tail.join('\n');
  return text.length > TAIL_CHARS ? `…${text.slice(-TAIL_CHARS)}` : text;
}
