import type { RunChecks } from './checks';
import type { CpuTimeline, Group } from './cpu-timeline';
import type { ExamProfile } from './profile';
import { OPERATIONS, type ExamLoadResult, type Operation, type OpRecords } from './records';

/**
 * The printed figures of one exam-day run, as Markdown to paste into
 * docs/benchmarks.md: per operation the latencies, errors and 503 retries;
 * per phase (found from the requests' own times) the server's CPU per
 * request and the cores used by the server, PostgreSQL and the load; peak
 * RSS per process; what the database holds against what was acknowledged;
 * and whether the exam-day goal holds at this size.
 */
export type RunFacts = {
  title: string;
  profile: ExamProfile;
  result: ExamLoadResult;
  timeline: CpuTimeline;
  checks: RunChecks;
  referenceAt: number;
  examAt: number;
  loadProcesses: number;
  postgres: boolean;
  /** The machine's one-minute load average as the exam opened and as it ended, and its cores. */
  machine: { loadBefore: number; loadAfter: number; cores: number };
};

/** The goal of issue 28 for every operation: p99 under this, no error, nothing lost. */
const P99_GOAL_MS = 100;
/** Peak RSS of every server process (issue 28: worker RSS under 400 MB throughout). */
const RSS_GOAL_BYTES = 400 * 1024 * 1024;
/** Above this share of a core, the load process may be what limits the run. */
const LOAD_WARNING_CORES = 0.8;

const LABELS: Record<Operation, string> = {
  reference: 'reference: signed-in GET /api/cart/count (before the exam)',
  start: 'start (POST /api/exams/{slug}/attempts)',
  paper: 'paper (GET /api/attempts/{id})',
  save: 'save (PUT /api/attempts/{id}/answers/{n})',
  submit: 'submit (POST /api/attempts/{id}/submit)',
  result: 'result (GET /api/attempts/{id}/result)',
};

function percentile(sorted: number[], share: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!;
}
const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US'));
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const cores = (cpuMicros: number, seconds: number) => (seconds > 0 ? (cpuMicros / 1e6 / seconds).toFixed(2) : '-');
const errorsOf = (r: OpRecords) => Object.values(r.failures).reduce((s, n) => s + n, 0);
const doneAt = (r: OpRecords, i: number) => r.sent[i]! + r.took[i]! / 1000;

function operationRows(result: ExamLoadResult): { lines: string[]; worstP99: number; errors: number } {
  let worstP99 = 0;
  let errors = 0;
  const lines = [`| operation | count | p50 ms | p95 ms | p99 ms | max ms | errors | 503 retries |`, `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`];
  for (const op of OPERATIONS) {
    const r = result.records[op];
    // The paper read again after Start is measured only when asked for (BENCH_PAPER_READ=1).
    if (op === 'paper' && r.took.length === 0) continue;
    const sorted = [...r.took].sort((a, b) => a - b);
    const failed = errorsOf(r);
    const why = Object.entries(r.failures)
      .map(([k, n]) => `${n}× ${k}`)
      .join(', ');
    if (op !== 'reference') {
      worstP99 = Math.max(worstP99, percentile(sorted, 0.99) || 0);
      errors += failed;
    }
    const resent = r.resent > 0 ? ` (${r.resent} resent on a closed connection)` : '';
    lines.push(
      `| ${LABELS[op]} | ${sorted.length} | ${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.95))} | ${ms(percentile(sorted, 0.99))} | ${ms(sorted.at(-1) ?? NaN)} | ${failed}${why ? ` (${why})` : ''} | ${r.retries}${resent} |`,
    );
  }
  return { lines, worstP99, errors };
}

/** Requests of the given operations answered after `from` and by `to` (s from the exam's opening). */
function answeredBetween(result: ExamLoadResult, ops: readonly Operation[], from: number, to: number): number {
  let n = 0;
  for (const op of ops) {
    const r = result.records[op];
    for (let i = 0; i < r.sent.length; i++) {
      const at = doneAt(r, i);
      if (at > from && at <= to) n += 1;
    }
  }
  return n;
}

/** When the last request of these operations was answered (s from the exam's opening), or `otherwise` when there was none. */
function lastDone(result: ExamLoadResult, ops: Operation[], otherwise: number): number {
  let last = -Infinity;
  for (const op of ops) for (let i = 0; i < result.records[op].sent.length; i++) last = Math.max(last, doneAt(result.records[op], i));
  return Number.isFinite(last) ? last : otherwise;
}

export function reportRun(f: RunFacts): { lines: string[]; met: boolean } {
  const { result, timeline, profile } = f;
  const exam = ['start', 'paper', 'save', 'submit', 'result'] as const;
  const wall = (s: number) => f.examAt + s * 1000;
  const cpu = (group: Group, from: number, to: number) => timeline.cpuBetween(group, wall(from), wall(to));

  // Phases from the requests' own times: the start phase lasts until the last Start (and paper, when read) is answered.
  const startEnd = Math.max(profile.startWindowSeconds, lastDone(result, ['start', 'paper'], 0));
  const saveEnd = Math.max(startEnd, profile.saveUntilSeconds);
  const examEnd = Math.max(saveEnd, lastDone(result, ['submit', 'result', 'save'], 0));
  const referenceFrom = (f.referenceAt - f.examAt) / 1000;
  const referenceEnd = lastDone(result, ['reference'], referenceFrom);
  const referenceReads = result.records.reference.sent.length;
  const readCpu = cpu('server', referenceFrom, referenceEnd) / Math.max(1, referenceReads);

  const saveOnly = answeredBetween(result, exam, startEnd, saveEnd);
  const perSave = saveEnd > startEnd ? cpu('server', startEnd, saveEnd) / Math.max(1, saveOnly) : NaN;
  const pgCells = (from: number, to: number) => (f.postgres ? `${cores(cpu('postgresOurs', from, to), to - from)} / ${cores(cpu('postgres', from, to), to - from)}` : '-');
  const phaseRow = (label: string, from: number, to: number, ops: readonly Operation[]) => {
    const requests = answeredBetween(result, ops, from, to);
    const server = cpu('server', from, to);
    return `| ${label}, ${Math.round(from)} s to ${Math.round(to)} s | ${requests} | ${Math.round(server / Math.max(1, requests))} | ${cores(server, to - from)} | ${cores(cpu('serverWait', from, to), to - from)} | ${pgCells(from, to)} | ${cores(cpu('load', from, to), to - from)} |`;
  };
  const phases = [
    `| phase | requests | server CPU µs per request | server cores | server waiting for a CPU | PostgreSQL cores (this database / whole cluster) | load cores |`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: |`,
    phaseRow('reference: signed-in reads only', referenceFrom, referenceEnd, ['reference']),
    phaseRow(`start: Start${profile.paperRead ? ', paper' : ''} and the first saves`, 0, startEnd, exam),
    ...(saveEnd > startEnd ? [phaseRow('save: saves only', startEnd, saveEnd, exam)] : []),
    phaseRow('submit: submits, results and the last saves', saveEnd, examEnd, exam),
    phaseRow('whole exam', 0, examEnd, exam),
  ];

  // Per student of a phase, its saves taken out at the saves-only cost.
  const perStudent = (from: number, to: number, main: Operation) => {
    const saves = answeredBetween(result, ['save'], from, to);
    const students = Math.max(1, answeredBetween(result, [main], from, to));
    return Number.isNaN(perSave) ? NaN : (cpu('server', from, to) - saves * perSave) / students;
  };
  const us = (n: number) => (Number.isNaN(n) ? '-' : `${Math.round(n).toLocaleString('en-US')} µs`);
  const perOperation = Number.isNaN(perSave)
    ? `server CPU by operation: no saves-only phase (the last Start was answered after the saves ended), so none apart; signed-in read ${us(readCpu)} (reference phase)`
    : `server CPU by operation: Start${profile.paperRead ? ' + paper' : ''} ${us(perStudent(0, startEnd, 'start'))} per student (start phase, its saves taken out at the saves-only cost), ` +
      `save ${us(perSave)} (saves-only phase), submit + result ${us(perStudent(saveEnd, examEnd, 'submit'))} per student (submit phase, likewise), ` +
      `signed-in read ${us(readCpu)} (reference phase; a save costs ${(perSave / readCpu).toFixed(2)}x)`;

  const perLoadProcess = cpu('load', 0, examEnd) / 1e6 / examEnd / f.loadProcesses;
  const warning =
    perLoadProcess > LOAD_WARNING_CORES
      ? [`WARNING: each load process used ${perLoadProcess.toFixed(2)} of a core over the exam: the load may be what limits this run (BENCH_LOAD_PROCESSES=${f.loadProcesses + 1} splits it further).`]
      : [];

  const peaks = [...timeline.peaks.values()].sort((a, b) => a.label.localeCompare(b.label) || a.pid - b.pid);
  let worker = 0;
  const rss = peaks.map((p) => `${p.label === 'server worker' ? `worker ${++worker}` : p.label} ${mb(p.rss)}`).join(', ');
  const kinds = Object.entries(result.kinds)
    .map(([kind, t]) => `${kind} ${t.saves} (${(t.bytes / t.saves / 1024).toFixed(1)} kB)`)
    .join(', ');

  const { lines: opLines, worstP99, errors } = operationRows(result);
  const c = f.checks;
  const lost = c.missingSaves + c.unfinished + c.doubleAttempts;
  const serverPeak = Math.max(0, ...peaks.filter((p) => p.label.startsWith('server')).map((p) => p.rss));
  const met = worstP99 < P99_GOAL_MS && errors === 0 && lost === 0 && serverPeak < RSS_GOAL_BYTES;
  return {
    met,
    lines: [
      `**${f.title}**`,
      '',
      ...opLines,
      '',
      ...phases,
      '',
      `- ${perOperation}`,
      `- peak RSS: ${rss}`,
      `- machine: ${f.machine.cores} cores, load average ${f.machine.loadBefore.toFixed(1)} as the exam opened and ${f.machine.loadAfter.toFixed(1)} as it ended ("server waiting for a CPU": seconds per second its processes' event loops were ready to run but had no CPU)`,
      `- saves by kind (mean body): ${kinds}`,
      `- checks: ${c.acknowledgedAnswers} acknowledged answers, ${c.missingSaves} missing from the database; ${c.submitted} submits answered, ${c.unfinished} not stored as submitted with a score; ` +
        `${c.resultsRead} results read back as theirs; ${c.doubleAttempts} students with two attempts`,
      `- goal (p99 under ${P99_GOAL_MS} ms for every operation, no errors, nothing lost, every server process under ${mb(RSS_GOAL_BYTES)}): ${met ? 'held' : 'not held'} ` +
        `(worst p99 ${ms(worstP99)} ms, ${errors} errors, ${lost} lost, largest server process ${mb(serverPeak)})`,
      ...warning.map((w) => `- ${w}`),
    ],
  };
}
