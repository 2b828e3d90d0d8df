import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * CPU time and resident memory of a process and all its descendants, read
 * from /proc (Linux only). CPU is user + system time in clock ticks; the
 * benchmark reads it before and after a load window and divides the
 * difference by the requests answered.
 */
export type ProcessSample = { pid: number; ppid: number; command: string; cpuTicks: number; rssBytes: number };

function getconf(name: string, fallback: number): number {
  try {
    return Number(execFileSync('getconf', [name], { encoding: 'utf8' }).trim()) || fallback;
  } catch {
    return fallback;
  }
}

export const CLOCK_TICKS_PER_SECOND = getconf('CLK_TCK', 100);
const PAGE_SIZE = getconf('PAGESIZE', 4096);

function readStat(pid: number): { ppid: number; cpuTicks: number; rssBytes: number } | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // gone between listing and reading
  }
  // The command name (field 2) may hold spaces and parentheses: fields are counted after its closing one.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15, rss (pages) 24.
  return { ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]), rssBytes: Number(fields[21]) * PAGE_SIZE };
}

/**
 * CPU time (µs) of this process's children that have ended and been waited
 * for (cutime + cstime of /proc/self/stat): what a finished ffmpeg cost,
 * which a look at the live process tree can no longer see.
 */
export function endedChildrenCpuMicros(): number {
  const text = fs.readFileSync('/proc/self/stat', 'utf8');
  // fields[0] is field 3 (state): cutime is field 16, cstime 17.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1e6) / CLOCK_TICKS_PER_SECOND;
}

/** A live process's command line, or null once it has gone. */
export function commandOf(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return null;
  }
}

/** The process and every live descendant (found by scanning the parent ids in /proc). */
export function processTree(rootPid: number): ProcessSample[] {
  const all = new Map<number, { ppid: number; cpuTicks: number; rssBytes: number }>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) all.set(Number(name), stat);
  }
  const inTree = new Set<number>(all.has(rootPid) ? [rootPid] : []);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, stat] of all) {
      if (!inTree.has(pid) && inTree.has(stat.ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return [...inTree].map((pid) => ({ pid, ...all.get(pid)!, command: commandOf(pid) ?? '?' }));
}

export function totalCpuMicros(tree: ProcessSample[]): number {
  return (tree.reduce((sum, p) => sum + p.cpuTicks, 0) * 1e6) / CLOCK_TICKS_PER_SECOND;
}

export function totalRss(tree: ProcessSample[]): number {
  return tree.reduce((sum, p) => sum + p.rssBytes, 0);
}

/** A process tree's CPU (µs) once it has stopped working: requests in flight when a window closes still finish. */
export async function settledCpuMicros(pid: number): Promise<number> {
  let last = totalCpuMicros(processTree(pid));
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = totalCpuMicros(processTree(pid));
    if (now === last) break;
    last = now;
  }
  return last;
}

/** Helper processes (esbuild's service behind tsx) are in the tree but serve no request. */
export function isServing(p: ProcessSample): boolean {
  return /(^|\/)node$/.test(p.command.split(' ')[0] ?? '');
}

/** A short label for a process: its command line without the path of the executable, cut to `width`. */
export function processLabel(p: ProcessSample, width = 60): string {
  const [exe = '?', ...rest] = p.command.split(' ');
  const label = [exe.slice(exe.lastIndexOf('/') + 1), ...rest].join(' ');
  return label.length > width ? `${label.slice(0, width - 1)}…` : label;
}

/**
 * Peak memory while a load runs: samples the tree every `everyMs` until
 * stopped, keeping the highest total and each process's highest RSS.
 */
export class RssSampler {
  peakTotal = 0;
  readonly peakByPid = new Map<number, ProcessSample>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly rootPid: number) {}

  sample(): ProcessSample[] {
    const tree = processTree(this.rootPid);
    this.peakTotal = Math.max(this.peakTotal, totalRss(tree));
    for (const p of tree) {
      const seen = this.peakByPid.get(p.pid);
      if (!seen || p.rssBytes > seen.rssBytes) this.peakByPid.set(p.pid, p);
    }
    return tree;
  }

  start(everyMs = 250): void {
    this.stop();
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
