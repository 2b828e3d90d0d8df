import { isServing, processLabel, type ProcessSample } from './proc-stats';

/** One load window's figures. */
export type Sample = {
  rps: number;
  p50: number;
  p99: number;
  cpuMicrosPerRequest: number;
  requests: number;
  loadCpuShare: number;
  failures: Record<string, { count: number; body: string }>;
  errors: number;
};

/** A request measured once per round against one server; figures are medians over the rounds. */
export type Row = {
  database: string;
  /** The product's WORKERS, or null for the lean reference. */
  workers: number | null;
  request: string;
  connections: number;
  samples: Sample[];
  /** The lean reference's row to compare CPU with, if any. */
  lean?: Row;
  /** What a write window did, checked in the database after it. */
  note?: string;
};

export type MemoryReport = {
  database: string;
  server: string;
  workers: number | null;
  idle: ProcessSample[];
  loadedPeakTotal: number;
  loadedPeak: ProcessSample[];
  after: ProcessSample[];
};

export type Verdict = { met: boolean; text: string };

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const med = (row: Row, key: 'rps' | 'p50' | 'p99' | 'cpuMicrosPerRequest' | 'loadCpuShare') => median(row.samples.map((s) => s[key]));

export function nonSuccess(row: Row): number {
  return row.samples.reduce((sum, s) => sum + s.errors + Object.values(s.failures).reduce((n, f) => n + f.count, 0), 0);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const serverName = (workers: number | null) => (workers === null ? 'lean reference' : `product WORKERS=${workers}`);

/** Sum over the node processes of a tree (esbuild's service behind tsx left out), and the largest one. */
export function servingRss(tree: ProcessSample[]): { total: number; largest: number } {
  const serving = tree.filter(isServing);
  return { total: serving.reduce((n, p) => n + p.rssBytes, 0), largest: Math.max(0, ...serving.map((p) => p.rssBytes)) };
}

function cells(row: Row): string[] {
  const cpu = med(row, 'cpuMicrosPerRequest');
  const vsLean = row.lean ? `${(cpu / med(row.lean, 'cpuMicrosPerRequest')).toFixed(2)}x` : '';
  return [
    row.database,
    row.workers === null ? 'lean' : String(row.workers),
    row.request,
    String(row.connections),
    med(row, 'rps').toFixed(0),
    med(row, 'p50').toFixed(0),
    med(row, 'p99').toFixed(0),
    cpu.toFixed(0),
    vsLean,
    String(nonSuccess(row)),
    `${(med(row, 'loadCpuShare') * 100).toFixed(0)}%`,
  ];
}

const HEADERS = ['database', 'workers', 'request', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'CPU vs lean', 'non-2xx', 'load CPU'];

export function textTable(rows: Row[]): string {
  const body = rows.map(cells);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i <= 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

export function markdownTable(rows: Row[]): string {
  return [`| ${HEADERS.join(' | ')} |`, `| ${HEADERS.map((_, i) => (i <= 2 ? '---' : '---:')).join(' | ')} |`, ...rows.map((r) => `| ${cells(r).join(' | ')} |`)].join('\n');
}

export function memoryText(reports: MemoryReport[]): string {
  const lines: string[] = [];
  for (const m of reports) {
    const idle = servingRss(m.idle);
    const loaded = servingRss(m.loadedPeak);
    const after = servingRss(m.after);
    lines.push(
      `${m.database} ${serverName(m.workers)}: serving processes idle ${mb(idle.total)} (largest ${mb(idle.largest)}), loaded peak ${mb(loaded.total)} (largest ${mb(loaded.largest)}), after load ${mb(after.total)}; whole tree idle ${mb(m.idle.reduce((n, p) => n + p.rssBytes, 0))}, peak ${mb(m.loadedPeakTotal)}`,
    );
    for (const p of m.idle) {
      const peak = m.loadedPeak.find((q) => q.pid === p.pid)?.rssBytes ?? p.rssBytes;
      const later = m.after.find((q) => q.pid === p.pid)?.rssBytes;
      lines.push(
        `    pid ${String(p.pid).padEnd(7)} idle ${mb(p.rssBytes).padStart(7)}   loaded peak ${mb(peak).padStart(7)}   after ${later === undefined ? 'gone' : mb(later).padStart(7)}   ${processLabel(p)}${isServing(p) ? '' : '   (helper, not serving)'}`,
      );
    }
    for (const p of m.loadedPeak.filter((q) => !m.idle.some((i) => i.pid === q.pid))) {
      lines.push(`    pid ${String(p.pid).padEnd(7)} (started under load) loaded peak ${mb(p.rssBytes).padStart(7)}   ${processLabel(p)}`);
    }
  }
  return lines.join('\n');
}

export function memoryMarkdown(reports: MemoryReport[]): string {
  const rows = reports.map((m) => {
    const idle = servingRss(m.idle);
    const loaded = servingRss(m.loadedPeak);
    return `| ${m.database} | ${serverName(m.workers)} | ${m.idle.filter(isServing).length} | ${mb(idle.total)} | ${mb(idle.largest)} | ${mb(loaded.total)} | ${mb(loaded.largest)} |`;
  });
  return ['| database | server | node processes | idle RSS | idle, largest process | loaded peak RSS | loaded, largest process |', '| --- | --- | ---: | ---: | ---: | ---: | ---: |', ...rows].join(
    '\n',
  );
}

export function verdictLine(v: Verdict): string {
  return `${v.met ? 'MET    ' : 'NOT MET'}  ${v.text}`;
}
