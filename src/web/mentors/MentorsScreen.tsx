import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { MENTOR_LIST_PARAMETERS } from '../../contracts/page-parameters';
import { LEVEL_LABELS, type Level } from '../../contracts/subjects';
import { useMentors } from './mentor-api';
import { useSubjects } from '../subjects/subject-api';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { FilterProblem, filterProblem, NothingMatches } from '../filters/FilterProblem';
import { PaperLevelFilter } from '../filters/PaperLevelFilter';
import { useQueryFilters } from '../filters/use-query-filters';
import { MentorCard } from './MentorCard';

const FILTER_KEYS = MENTOR_LIST_PARAMETERS;

/** "6 mentors", "2 mentors teach Assurance", "1 mentor teaches Advanced Level papers". */
function summary(count: number, paper: string | undefined, level: string | undefined): string {
  const who = `${count} ${count === 1 ? 'mentor' : 'mentors'}`;
  const verb = count === 1 ? 'teaches' : 'teach';
  if (paper) return `${who} ${verb} ${paper}`;
  if (level && level in LEVEL_LABELS) return `${who} ${verb} ${LEVEL_LABELS[level as Level]} papers`;
  return `${who} across all twelve papers`;
}

export default function MentorsScreen() {
  const [filters, setFilters] = useQueryFilters(FILTER_KEYS);
  const subjects = useSubjects();
  const mentors = useMentors(filters);
  const paper = subjects.data?.find((s) => s.slug === filters.subject)?.name;
  const problem = mentors.isError ? filterProblem(mentors.error) : null;
  const reset = () => setFilters({ subject: undefined, level: undefined });

  return (
    <PageFrame
      title="Mentors"
      intro="Chartered accountants and subject specialists who teach on Hisab, each on the papers they know from practice."
      description="Meet the Hisab mentors: chartered accountants and specialists teaching every ICAB paper, from Certificate to Advanced Level."
    >
      <section aria-label="Filter mentors" className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
        <PaperLevelFilter subjects={subjects.data} subject={filters.subject} level={filters.level} onChange={setFilters} what="mentors" />
      </section>

      {mentors.isPending && <PageLoading />}
      {problem && <FilterProblem message={problem} onReset={reset} />}
      {mentors.isError && !problem && <LoadError what="the mentors" onRetry={() => mentors.refetch()} />}
      {mentors.data && !mentors.isError && (
        <>
          {/* The list's heading (the cards' names sit under it), announced as the filter changes. */}
          <h2 className="mt-8 text-sm font-medium text-slate-600">
            <span role="status">
              {/* The previous list stays while the new one loads: do not count it under the new filter's name. */}
              {mentors.isPlaceholderData ? 'Updating the list…' : summary(mentors.data.length, paper, filters.level)}
            </span>
          </h2>
          {mentors.data.length === 0 ? (
            <NothingMatches what="mentors" onReset={reset} />
          ) : (
            <ul aria-busy={mentors.isPlaceholderData} className="mt-4 grid gap-6 transition-opacity aria-busy:opacity-60 sm:grid-cols-2 lg:grid-cols-3">
              {mentors.data.map((mentor, i) => (
                <li key={mentor.slug}>
                  <MentorCard mentor={mentor} eager={i < 3} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <aside className="mt-14 flex flex-col items-start justify-between gap-4 rounded-3xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:p-8">
        <div>
          <h2 className="text-xl font-bold">Teach with Hisab</h2>
          <p className="mt-1 max-w-xl text-sm text-brand-100">Qualified and teaching an ICAB paper? Tell us about your classes and the paper you would like to teach.</p>
        </div>
        <Link to="/contact" className="inline-flex shrink-0 items-center gap-2 rounded-full bg-accent-500 px-5 py-2.5 text-sm font-bold text-ink hover:bg-accent-400">
          Get in touch <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </aside>
    </PageFrame>
  );
}
