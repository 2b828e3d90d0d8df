import { percentile } from '../bench-requests/paced-load';
import { median } from '../bench-requests/report';
import type { TranscodeFigures } from './transcode-clip';
import type { ViewingResult } from './viewers';

/** One server's window: what the viewers saw and what the server's process tree spent. */
export type ServingSample = { result: ViewingResult; serverCpuMicros: number; loadCpuMicros: number };
export type ServingRow = { server: string; viewers: number; samples: ServingSample[] };

const mb = (bytes: number) => bytes / 1024 / 1024;
const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

export function transcodeLines(t: TranscodeFigures): string[] {
  const { clip } = t;
  return [
    `Clip: ${clip.width}x${clip.height}, ${t.videoSeconds.toFixed(1)} s at ${clip.fps} fps with sound (testsrc2 and a tone), through createVideoAsset and the transcode job (veryfast).`,
    `Wall time ${t.wallSeconds.toFixed(1)} s; ffmpeg CPU ${t.ffmpegCpuSeconds.toFixed(1)} s (the job's own process: ${t.jobProcessCpuSeconds.toFixed(1)} s).`,
    `Video seconds per CPU second: ${(t.videoSeconds / t.ffmpegCpuSeconds).toFixed(3)} (ffmpeg), ${(t.videoSeconds / (t.ffmpegCpuSeconds + t.jobProcessCpuSeconds)).toFixed(3)} (with the job's process); per wall second: ${(t.videoSeconds / t.wallSeconds).toFixed(3)}.`,
  ];
}

const RUNG_HEADERS = ['rung', 'resolution', 'BANDWIDTH (master)', 'total bytes', 'segments', 'bytes per segment'];

function rungCells(t: TranscodeFigures): string[][] {
  return t.rungs.map((r) => [
    r.name,
    r.resolution,
    `${(r.bandwidth / 1e6).toFixed(2)} Mbit/s`,
    `${mb(r.bytes).toFixed(1)} MB`,
    String(r.segments),
    `${mb(r.bytes / Math.max(1, r.segments)).toFixed(2)} MB`,
  ]);
}

/** Per-window figures of a row, medians over its rounds. */
function servingFigures(row: ServingRow) {
  const per = row.samples.map(({ result, serverCpuMicros, loadCpuMicros }) => {
    const ttfb = [...result.ttfbMs].sort((a, b) => a - b);
    const full = [...result.fullMs].sort((a, b) => a - b);
    return {
      segmentsPerSecond: result.segments / result.windowSeconds,
      mbPerSecond: mb(result.segmentBytes) / result.windowSeconds,
      ttfbP50: percentile(ttfb, 0.5),
      ttfbP99: percentile(ttfb, 0.99),
      fullP99: percentile(full, 0.99),
      cpuMsPerSegment: serverCpuMicros / 1000 / Math.max(1, result.segments),
      serverCores: serverCpuMicros / 1e6 / result.windowSeconds,
      loadCores: loadCpuMicros / 1e6 / result.windowSeconds,
    };
  });
  const med = (key: keyof (typeof per)[number]) => median(per.map((p) => p[key]));
  const errors = row.samples.reduce((n, s) => n + Object.values(s.result.errors).reduce((a, b) => a + b, 0), 0);
  return {
    otherRequests: median(row.samples.map((s) => s.result.otherRequests)),
    segmentsPerSecond: med('segmentsPerSecond'),
    mbPerSecond: med('mbPerSecond'),
    ttfbP50: med('ttfbP50'),
    ttfbP99: med('ttfbP99'),
    fullP99: med('fullP99'),
    cpuMsPerSegment: med('cpuMsPerSegment'),
    serverCores: med('serverCores'),
    loadCores: med('loadCores'),
    errors,
  };
}

const SERVING_HEADERS = ['server', 'viewers', 'segments/s', 'MB/s', 'TTFB p50 ms', 'TTFB p99 ms', 'full p99 ms', 'errors', 'other requests', 'CPU ms/segment', 'vs static', 'server CPU', 'load CPU'];

function servingCells(rows: ServingRow[], reference: ServingRow): string[][] {
  const base = servingFigures(reference).cpuMsPerSegment;
  return rows.map((row) => {
    const f = servingFigures(row);
    return [
      row.server,
      String(row.viewers),
      fixed(f.segmentsPerSecond, 1),
      fixed(f.mbPerSecond, 1),
      fixed(f.ttfbP50, 1),
      fixed(f.ttfbP99, 1),
      fixed(f.fullP99, 1),
      String(f.errors),
      fixed(f.otherRequests, 0),
      fixed(f.cpuMsPerSegment, 3),
      row === reference ? '' : `${fixed(f.cpuMsPerSegment / base, 2)}x`,
      `${fixed(f.serverCores * 100, 0)}%`,
      `${fixed(f.loadCores * 100, 0)}%`,
    ];
  });
}

function textTable(headers: string[], body: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function markdownTable(headers: string[], body: string[][]): string {
  return [`| ${headers.join(' | ')} |`, `| ${headers.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`, ...body.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

export const rungText = (t: TranscodeFigures) => textTable(RUNG_HEADERS, rungCells(t));
export const rungMarkdown = (t: TranscodeFigures) => markdownTable(RUNG_HEADERS, rungCells(t));
export const servingText = (rows: ServingRow[], reference: ServingRow) => textTable(SERVING_HEADERS, servingCells(rows, reference));
export const servingMarkdown = (rows: ServingRow[], reference: ServingRow) => markdownTable(SERVING_HEADERS, servingCells(rows, reference));

/** The issue's goal for serving: CPU per segment within 2x of the static server's, and no failed request. */
export function servingVerdict(product: ServingRow, reference: ServingRow): { met: boolean; text: string } {
  const p = servingFigures(product);
  const ratio = p.cpuMsPerSegment / servingFigures(reference).cpuMsPerSegment;
  const met = ratio <= 2 && p.errors === 0 && servingFigures(reference).errors === 0;
  return { met, text: `product CPU per segment ${fixed(ratio, 2)}x the static server's (goal 2x or less), ${p.errors} errors (goal 0)` };
}

/** One line per window as it ends. */
export function windowLine(label: string, row: ServingRow, sample: ServingSample): string {
  const f = servingFigures({ ...row, samples: [sample] });
  const errors = Object.entries(sample.result.errors);
  return `  ${label} ${row.server.padEnd(16)} ${fixed(f.segmentsPerSecond, 1)} segments/s  ${fixed(f.mbPerSecond, 1)} MB/s  TTFB p50 ${fixed(f.ttfbP50, 1)} ms p99 ${fixed(f.ttfbP99, 1)} ms  full p99 ${fixed(f.fullP99, 1)} ms  ${fixed(f.cpuMsPerSegment, 3)} ms CPU/segment  server ${fixed(f.serverCores * 100, 0)}%  load ${fixed(f.loadCores * 100, 0)}%  renewals ${sample.result.renewals}  resent ${sample.result.resent}  other requests ${sample.result.otherRequests}${errors.length ? `  ERRORS ${JSON.stringify(sample.result.errors)}` : ''}`;
}
