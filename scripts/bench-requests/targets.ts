import { med, servingRss, type MemoryReport, type Row, type Verdict } from './report';

export type TargetInput = {
  name: string;
  database: string;
  rows: Row[];
  memory: MemoryReport[];
  workers: number[];
  readConnections: number;
  students: number;
  /** The row name of a write at a person's pace. */
  pacedLabel: (request: string) => string;
};

/** The targets of issue 11, each met or not with its figures, from one database's medians. */
export function targetVerdicts({ name, database, rows, memory, workers, readConnections, students, pacedLabel }: TargetInput): Verdict[] {
  const verdicts: Verdict[] = [];
  const find = (w: number | null, request: string, connections: number) =>
    rows.find((r) => r.database === database && r.workers === w && r.request === request && r.connections === connections && r.samples.length > 0);
  for (const w of workers) {
    const product = find(w, 'GET /api/cart/count', readConnections);
    const lean = product?.lean;
    if (!product || !lean?.samples.length) continue;
    const ratio = med(product, 'cpuMicrosPerRequest') / med(lean, 'cpuMicrosPerRequest');
    verdicts.push({
      met: ratio <= 2,
      text: `${name}, WORKERS=${w}: signed-in GET /api/cart/count CPU ${med(product, 'cpuMicrosPerRequest').toFixed(0)} µs/req vs lean ${med(lean, 'cpuMicrosPerRequest').toFixed(0)} µs/req = ${ratio.toFixed(2)}x (target: 2x or less)`,
    });
  }
  if (database === 'sqlite') {
    for (const w of workers) {
      for (const request of ['PUT /api/cart/items/:slug', 'POST /api/checkout']) {
        // The target is the latency students see: each at a person's pace.
        // Back to back, 200 connections queue behind each other and p99 is
        // mostly 200 / (requests per second), shown for the capacity.
        const paced = find(w, pacedLabel(request), students);
        const saturated = find(w, request, students);
        if (!paced) continue;
        const p99 = med(paced, 'p99');
        const capacity = saturated ? `; back to back ${med(saturated, 'rps').toFixed(0)} req/s, p99 ${med(saturated, 'p99').toFixed(0)} ms` : '';
        verdicts.push({
          met: p99 < 100,
          text: `${name}, WORKERS=${w}: ${request} with ${students} students at their pace (${med(paced, 'rps').toFixed(0)} req/s) p99 ${p99.toFixed(0)} ms (target: under 100 ms)${capacity}`,
        });
      }
    }
  }
  const [oneRead, twoRead, oneBusy, twoBusy] = [
    find(1, 'GET /api/cart/count', readConnections),
    find(2, 'GET /api/cart/count', readConnections),
    find(1, 'GET /api/cart/count', students),
    find(2, 'GET /api/cart/count', students),
  ];
  if (oneRead && twoRead && oneBusy && twoBusy) {
    const one = med(oneRead, 'rps');
    const two = med(twoRead, 'rps');
    const busy = med(twoBusy, 'rps') / med(oneBusy, 'rps');
    verdicts.push({
      met: two / one >= 1.6,
      text: `${name}: signed-in GET req/s WORKERS=2 / WORKERS=1 = ${(two / one).toFixed(2)}x at ${readConnections} connections (${busy.toFixed(2)}x at ${students}) (target: 1.6x or more)`,
    });
  }
  if (database === 'sqlite') {
    for (const m of memory.filter((x) => x.database === database && x.workers !== null)) {
      const idle = servingRss(m.idle);
      const mbOf = (b: number) => (b / 1024 / 1024).toFixed(0);
      verdicts.push({
        met: idle.largest <= 150 * 1024 * 1024,
        text: `${name}, WORKERS=${m.workers}: idle RSS of the serving process ${mbOf(idle.largest)} MB (all ${m.idle.length} processes: ${mbOf(m.idle.reduce((n, p) => n + p.rssBytes, 0))} MB) (target: 150 MB or less)`,
      });
    }
  }
  return verdicts;
}
