import type { AreaScore } from '../../contracts/exam-schemas';

/** Marks per syllabus area as bars, with the pass mark drawn across them. */
export function AreaBars({ areas, passPercent }: { areas: AreaScore[]; passPercent: number }) {
  return (
    <ul className="mt-5 grid gap-4">
      {areas.map((a) => (
        <li key={a.name}>
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-semibold text-ink">{a.name}</span>
            <span className="font-mono text-slate-700">
              {a.marks} / {a.max} · {a.percent}%
            </span>
          </div>
          <div className="relative mt-1.5 h-3 overflow-hidden rounded-full bg-slate-100" role="img" aria-label={`${a.name}: ${a.percent}%`}>
            <div className={`h-full rounded-full ${a.percent >= passPercent ? 'bg-brand-600' : 'bg-amber-500'}`} style={{ width: `${Math.min(100, a.percent)}%` }} />
            <div aria-hidden="true" className="absolute inset-y-0 w-0.5 bg-ink/50" style={{ left: `${passPercent}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
