import { Link } from 'react-router';
import { LEVEL_LABELS, LEVELS, subjectNamesAtLevel, subjectPath } from '../../contracts/subjects';

/** The twelve papers as links, for pages whose own content points readers to a paper. */
export function PaperShortcuts({ heading = 'Browse by paper' }: { heading?: string }) {
  return (
    <section aria-labelledby="paper-shortcuts" className="rounded-3xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <h2 id="paper-shortcuts" className="text-xl font-bold">
        {heading}
      </h2>
      <div className="mt-6 grid gap-8 md:grid-cols-3">
        {LEVELS.map((level) => (
          <div key={level}>
            <h3 className="text-xs font-bold uppercase tracking-wider text-brand-600">{LEVEL_LABELS[level]}</h3>
            <ul className="mt-3 space-y-2">
              {subjectNamesAtLevel(level).map((name) => (
                <li key={name}>
                  <Link to={subjectPath(name)} className="text-sm font-medium text-ink hover:text-brand-700 hover:underline">
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
