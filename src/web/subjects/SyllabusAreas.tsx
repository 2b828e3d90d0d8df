import type { Subject } from '../../contracts/subject-schemas';

export function SyllabusAreas({ areas }: { areas: Subject['syllabusAreas'] }) {
  return (
    <ol className="mt-4 space-y-4">
      {areas.map((area) => (
        <li key={area.position} className="rounded-2xl border border-slate-200 p-5">
          <div className="flex items-start justify-between gap-4">
            <h3 className="font-semibold text-ink">
              <span className="mr-2 text-brand-600">{area.position}.</span>
              {area.name}
            </h3>
            {area.weightingPercent !== null && <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-bold text-brand-700">{area.weightingPercent}%</span>}
          </div>
          <p className="mt-2 text-sm leading-6 text-slate-600">{area.summary}</p>
          {area.weightingPercent !== null && (
            <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <div className="h-full rounded-full bg-brand-500" style={{ width: `${area.weightingPercent}%` }} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
