import { LEVEL_LABELS, LEVELS } from '../../contracts/subjects';
import { useSubjects } from '../subjects/subject-api';
import { LoadError } from '../components/LoadError';
import { LEVEL_BLURBS } from '../subjects/level-copy';
import { SubjectCard } from '../subjects/SubjectCard';

export function PapersByLevel() {
  const subjects = useSubjects();
  return (
    <section id="papers" aria-labelledby="papers-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="text-sm font-bold uppercase tracking-wider text-brand-600">The papers</p>
          <h2 id="papers-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Twelve papers, three levels
          </h2>
          <p className="mt-3 text-lg text-slate-600">Choose a paper to see its exam format, syllabus areas and the courses that prepare you for it.</p>
        </div>
        {subjects.isPending && (
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-48 animate-pulse rounded-2xl bg-slate-200/70" />
            ))}
          </div>
        )}
        {subjects.isError && <LoadError what="the papers" onRetry={() => subjects.refetch()} />}
        {subjects.data &&
          LEVELS.map((level) => (
            <div key={level} id={`level-${level}`} className="mt-12 scroll-mt-24">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
                <h3 className="text-xl font-bold text-brand-800">{LEVEL_LABELS[level]}</h3>
                <p className="max-w-xl text-sm text-slate-600 sm:text-right">{LEVEL_BLURBS[level]}</p>
              </div>
              <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {subjects.data
                  .filter((s) => s.level === level)
                  .map((subject) => (
                    <SubjectCard key={subject.slug} subject={subject} />
                  ))}
              </div>
            </div>
          ))}
      </div>
    </section>
  );
}
