import fs from 'node:fs';
import { CLOCK_TICKS_PER_SECOND, commandOf } from '../bench-requests/proc-stats';

/**
 * CPU and memory of the processes in an exam-day run, sampled from /proc
 * every half second for the whole run, so that any stretch (a phase found
 * afterwards from the requests' times) can be read off: the server's
 * process tree, the load processes' trees, and PostgreSQL's processes (the
 * cluster's, found by their `postgres` command name; the backends serving
 * the benchmark's database apart, by the database named in their process
 * title). CPU is cumulative from the first sample, per process, so a
 * process that starts during the run counts from its start. `serverWait`
 * is the time the server processes' main threads (their event loops) were
 * ready to run but waiting for a CPU (from /proc/<pid>/schedstat): on a
 * machine shared with other work, the share of a slow answer that is the
 * machine's, not the server's. Linux only.
 */
export type Group = 'server' | 'load' | 'postgres' | 'postgresOurs' | 'serverWait';
type Sample = { at: number } & Record<Group, number>;
type Stat = { ppid: number; comm: string; ticks: number; rss: number };

const PAGE_SIZE = 4096;

function scan(): Map<number, Stat> {
  const all = new Map<number, Stat>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let text: string;
    try {
      text = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone between listing and reading
    }
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    all.set(Number(name), { comm: text.slice(text.indexOf('(') + 1, close), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), rss: Number(fields[21]) * PAGE_SIZE });
  }
  return all;
}

function descendants(all: Map<number, Stat>, roots: number[]): Set<number> {
  const tree = new Set(roots.filter((pid) => all.has(pid)));
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, stat] of all) {
      if (!tree.has(pid) && tree.has(stat.ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return tree;
}

export type PeakRss = { pid: number; label: string; rss: number };

export class CpuTimeline {
  readonly samples: Sample[] = [];
  /** Highest RSS of each server process (the primary, then each worker) and each load process. */
  readonly peaks = new Map<number, PeakRss>();
  private readonly last = new Map<number, number>();
  private readonly totals: Record<Group, number> = { server: 0, load: 0, postgres: 0, postgresOurs: 0, serverWait: 0 };
  private readonly lastWait = new Map<number, number>();
  private readonly ours = new Map<number, boolean>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly serverPid: number,
    private readonly loadPids: number[],
    /** The benchmark's PostgreSQL database, or null on SQLite. */
    private readonly database: string | null,
  ) {}

  sample(): void {
    const all = scan();
    const first = this.samples.length === 0;
    const server = descendants(all, [this.serverPid]);
    const load = descendants(all, this.loadPids);
    const add = (group: Group, pid: number, stat: Stat) => {
      // A process first seen after the first sample started during the run: all its CPU is the run's.
      const before = this.last.get(pid) ?? (first ? stat.ticks : 0);
      this.totals[group] += ((stat.ticks - before) * 1e6) / CLOCK_TICKS_PER_SECOND;
    };
    for (const [pid, stat] of all) {
      if (server.has(pid)) {
        add('server', pid, stat);
        this.addWait(pid, first);
        this.peak(pid, stat, pid === this.serverPid ? 'server primary' : 'server worker');
      } else if (load.has(pid)) {
        add('load', pid, stat);
        if (this.loadPids.includes(pid)) this.peak(pid, stat, 'load process');
      } else if (stat.comm === 'postgres') {
        const before = this.totals.postgres;
        add('postgres', pid, stat);
        if (this.isOurs(pid)) this.totals.postgresOurs += this.totals.postgres - before;
      } else continue;
      this.last.set(pid, stat.ticks);
    }
    this.samples.push({ at: Date.now(), ...this.totals });
  }

  private addWait(pid: number, first: boolean): void {
    let waitedNs: number;
    try {
      // "<ns on a CPU> <ns waiting on a run queue> <time slices>"
      waitedNs = Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]);
    } catch {
      return; // gone, or a kernel without schedstats
    }
    if (!Number.isFinite(waitedNs)) return;
    const before = this.lastWait.get(pid) ?? (first ? waitedNs : 0);
    this.totals.serverWait += (waitedNs - before) / 1000;
    this.lastWait.set(pid, waitedNs);
  }

  private isOurs(pid: number): boolean {
    if (this.database === null) return false;
    let known = this.ours.get(pid);
    if (known === undefined) {
      // A backend's title: "postgres: [<cluster name>: ]<user> <database> <client> <state>".
      known = /^postgres: (?:\S+: )?\S+ (\S+) /.exec(commandOf(pid) ?? '')?.[1] === this.database;
      this.ours.set(pid, known);
    }
    return known;
  }

  private peak(pid: number, stat: Stat, label: string): void {
    const seen = this.peaks.get(pid);
    if (!seen || stat.rss > seen.rss) this.peaks.set(pid, { pid, label, rss: stat.rss });
  }

  start(everyMs = 500): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
  }

  /** A group's CPU (µs) used between two wall-clock moments, interpolated between the samples around each. */
  cpuBetween(group: Group, fromMs: number, toMs: number): number {
    return this.cpuAt(group, toMs) - this.cpuAt(group, fromMs);
  }

  private cpuAt(group: Group, at: number): number {
    const s = this.samples;
    if (s.length === 0) return 0;
    if (at <= s[0]!.at) return s[0]![group];
    for (let i = 1; i < s.length; i++) {
      const a = s[i - 1]!;
      const b = s[i]!;
      if (at <= b.at) return a[group] + ((b[group] - a[group]) * (at - a.at)) / Math.max(1, b.at - a.at);
    }
    return s[s.length - 1]![group];
  }
}
