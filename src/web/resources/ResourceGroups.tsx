import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Resource } from '../../contracts/catalogue-schemas';
import { LEVEL_LABELS, LEVELS, subjectPath } from '../../contracts/subjects';
import { LEVEL_BADGE } from '../subjects/level-copy';
import { ResourceRow } from './ResourceRow';

type PaperGroup = { slug: string; name: string; resources: Resource[] };

/** Files under level headings, then papers, keeping the server's order (curriculum, free first, title). */
function groupByLevelAndPaper(resources: Resource[]) {
  return LEVELS.map((level) => {
    const papers: PaperGroup[] = [];
    for (const r of resources.filter((res) => res.subject.level === level)) {
      const last = papers.at(-1);
      if (last?.slug === r.subject.slug) last.resources.push(r);
      else papers.push({ slug: r.subject.slug, name: r.subject.name, resources: [r] });
    }
    return { level, papers };
  }).filter((group) => group.papers.length > 0);
}

export function ResourceGroups({ resources }: { resources: Resource[] }) {
  return (
    <div className="space-y-12">
      {groupByLevelAndPaper(resources).map(({ level, papers }) => (
        <section key={level} aria-labelledby={`resources-${level}`}>
          <div className="flex items-center gap-3">
            <h2 id={`resources-${level}`} className="text-2xl font-bold">
              {LEVEL_LABELS[level]}
            </h2>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${LEVEL_BADGE[level]}`}>
              {papers.length} {papers.length === 1 ? 'paper' : 'papers'}
            </span>
          </div>
          <div className="mt-5 space-y-6">
            {papers.map((paper) => (
              <article key={paper.slug} aria-labelledby={`paper-${paper.slug}`} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 bg-slate-50 px-5 py-3">
                  <h3 id={`paper-${paper.slug}`} className="text-base font-bold text-ink">
                    {paper.name}
                  </h3>
                  <Link to={subjectPath(paper.name)} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
                    About the paper <ArrowRight aria-hidden="true" className="h-4 w-4" />
                  </Link>
                </header>
                <ul className="divide-y divide-slate-100">
                  {paper.resources.map((r) => (
                    <ResourceRow key={r.slug} resource={r} />
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
