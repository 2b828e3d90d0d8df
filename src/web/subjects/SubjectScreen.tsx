import { Award, Clock, FileText, Target } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { formatDuration, LEVEL_LABELS, SUBJECT_LEVELS, SUBJECT_NAMES, subjectPath } from '../../contracts/subjects';
import { useSubject, useSubjects } from './subject-api';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { LEVEL_BADGE } from './level-copy';
import { SubjectCatalogue } from './SubjectCatalogue';
import { SyllabusAreas } from './SyllabusAreas';

/** Subject pages live at the paper's own name (the spec), so the name comes from the path. */
function useSubjectNameFromPath() {
  const { pathname } = useLocation();
  const wanted = decodeURIComponent(pathname.replace(/^\/|\/$/g, '')).toLowerCase();
  return SUBJECT_NAMES.find((name) => name.toLowerCase() === wanted) ?? SUBJECT_NAMES[0];
}

export default function SubjectScreen() {
  const name = useSubjectNameFromPath();
  const level = SUBJECT_LEVELS[name];
  const subject = useSubject(name);
  const all = useSubjects();
  const siblings = (all.data ?? []).filter((s) => s.level === level && s.name !== name);

  return (
    <PageFrame
      title={name}
      intro={subject.data?.summary}
      reserveIntro
      description={subject.data?.summary ?? `${name}: ${LEVEL_LABELS[level]} chartered accountancy paper.`}
      crumbs={[
        { label: 'Subjects', to: '/#papers' },
        { label: LEVEL_LABELS[level], to: `/#level-${level}` },
      ]}
      eyebrow={<span className={`inline-flex rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wider ${LEVEL_BADGE[level]}`}>{LEVEL_LABELS[level]}</span>}
    >
      {subject.isPending && <PageLoading />}
      {subject.isError && <LoadError what={`the ${name} paper`} onRetry={() => subject.refetch()} />}
      {subject.data && (
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {[
                { icon: Award, label: 'Level', value: LEVEL_LABELS[subject.data.level].replace(' Level', '') },
                { icon: FileText, label: 'Marks', value: String(subject.data.marks) },
                { icon: Clock, label: 'Exam time', value: formatDuration(subject.data.durationMinutes) },
                { icon: Target, label: 'Pass mark', value: `${subject.data.passMarkPercent}%` },
              ].map((fact) => (
                <div key={fact.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                  <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-slate-500">
                    <fact.icon aria-hidden="true" className="h-4 w-4 text-brand-600" /> {fact.label}
                  </dt>
                  <dd className="mt-1 text-2xl font-extrabold text-ink">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <h2 className="mt-10 text-2xl font-bold">About the paper</h2>
            <p className="mt-3 text-base leading-7 text-slate-700">{subject.data.description}</p>
            <h2 className="mt-10 text-2xl font-bold">Exam format</h2>
            <p className="mt-3 text-base leading-7 text-slate-700">{subject.data.examFormat}</p>
            <h2 className="mt-10 text-2xl font-bold">Syllabus areas</h2>
            <p className="mt-1 text-sm text-slate-500">Percentages are indicative shares of the marks.</p>
            <SyllabusAreas areas={subject.data.syllabusAreas} />
          </div>
          <aside className="space-y-6">
            <div className="rounded-2xl bg-brand-50 p-6">
              <h2 className="text-lg font-bold text-brand-900">Prepare for {name}</h2>
              <p className="mt-2 text-sm leading-6 text-brand-900/80">Find video courses, notes and question practice for this paper.</p>
              <Link
                to={`/course-filter?subject=${encodeURIComponent(subject.data.slug)}`}
                className="mt-4 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
              >
                Find a course for this paper
              </Link>
            </div>
            {siblings.length > 0 && (
              <nav aria-label={`Other ${LEVEL_LABELS[level]} papers`} className="rounded-2xl border border-slate-200 p-6">
                <h2 className="text-sm font-bold uppercase tracking-wider text-slate-500">Other {LEVEL_LABELS[level]} papers</h2>
                <ul className="mt-3 space-y-2">
                  {siblings.map((s) => (
                    <li key={s.slug}>
                      <Link to={subjectPath(s.name)} className="text-sm font-medium text-brand-700 hover:underline">
                        {s.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </aside>
        </div>
      )}
      {subject.data && <SubjectCatalogue slug={subject.data.slug} name={name} />}
    </PageFrame>
  );
}
