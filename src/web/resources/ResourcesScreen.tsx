import { Download, FileText, Lock } from 'lucide-react';
import type { Resource } from '../../contracts/catalogue-schemas';
import { RESOURCE_LIST_PARAMETERS } from '../../contracts/page-parameters';
import { useResources } from './resource-api';
import { useSubjects } from '../subjects/subject-api';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { FilterProblem, filterProblem, NothingMatches } from '../filters/FilterProblem';
import { PaperLevelFilter } from '../filters/PaperLevelFilter';
import { useQueryFilters } from '../filters/use-query-filters';
import { ResourceGroups } from './ResourceGroups';

const FILTER_KEYS = RESOURCE_LIST_PARAMETERS;

const ACCESS_CHOICES: { value: Resource['access'] | undefined; label: string }[] = [
  { value: undefined, label: 'All files' },
  { value: 'public', label: 'Free downloads' },
  { value: 'enrolled', label: 'With a course' },
];

export default function ResourcesScreen() {
  const [filters, setFilters] = useQueryFilters(FILTER_KEYS);
  const subjects = useSubjects();
  const resources = useResources(filters);
  const problem = resources.isError ? filterProblem(resources.error) : null;
  const reset = () => setFilters({ subject: undefined, level: undefined, access: undefined });
  const list = resources.data ?? [];
  const free = list.filter((r) => r.access === 'public').length;

  return (
    <PageFrame
      title="Resources"
      intro="A free key-facts sheet for every paper, and a study planner with each full course."
      description="Free PDF key-facts sheets for all twelve ICAB papers: exam format, marks, time, pass mark and syllabus weightings, plus study planners for enrolled students."
    >
      <section aria-label="Filter resources" className="space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
        <PaperLevelFilter subjects={subjects.data} subject={filters.subject} level={filters.level} onChange={setFilters} what="files" />
        <div role="group" aria-label="Show files by access" className="grid grid-cols-3 rounded-full bg-white p-1 ring-1 ring-slate-200 sm:inline-grid">
          {ACCESS_CHOICES.map((choice) => {
            const active = filters.access === choice.value;
            return (
              <button
                key={choice.label}
                type="button"
                aria-pressed={active}
                onClick={() => setFilters({ access: choice.value })}
                className={`rounded-full px-2 py-1.5 text-xs font-semibold whitespace-nowrap transition sm:px-4 sm:text-sm ${active ? 'bg-ink text-white' : 'text-slate-600 hover:text-ink'}`}
              >
                {choice.label}
              </button>
            );
          })}
        </div>
      </section>

      {resources.isPending && <PageLoading />}
      {problem && <FilterProblem message={problem} onReset={reset} />}
      {resources.isError && !problem && <LoadError what="the resources" onRetry={() => resources.refetch()} />}
      {resources.data && !resources.isError && (
        <>
          <p role="status" className="my-8 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
            <span className="flex items-center gap-1.5">
              <FileText aria-hidden="true" className="h-4 w-4 text-slate-400" />
              <strong className="font-bold text-ink">{list.length}</strong> {list.length === 1 ? 'file' : 'files'}
            </span>
            <span className="flex items-center gap-1.5">
              <Download aria-hidden="true" className="h-4 w-4 text-brand-600" />
              <strong className="font-bold text-ink">{free}</strong> free to download
            </span>
            <span className="flex items-center gap-1.5">
              <Lock aria-hidden="true" className="h-4 w-4 text-amber-600" />
              <strong className="font-bold text-ink">{list.length - free}</strong> with a course
            </span>
          </p>
          {list.length === 0 ? (
            <NothingMatches what="files" onReset={reset} />
          ) : (
            <div aria-busy={resources.isPlaceholderData} className="transition-opacity aria-busy:opacity-60">
              <ResourceGroups resources={list} />
            </div>
          )}
        </>
      )}
    </PageFrame>
  );
}
