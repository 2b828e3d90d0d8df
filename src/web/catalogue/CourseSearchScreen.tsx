import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { COURSE_FILTER_PARAMETERS, pageQuery } from '../../contracts/page-parameters';
import { courseListSearch, useCourseList } from './course-api';
import { ApiError } from '../api/client';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { Pagination } from '../components/Pagination';
import { activeFilters, withoutFilters, withParam } from './course-filter-state';
import { CourseGrid } from './CourseGrid';
import { FilterPanel } from './FilterPanel';
import { SortSelect } from './SortSelect';

/**
 * Search and filters over the whole catalogue. Everything the visitor
 * picks lives in the address, so a result can be shared and the back
 * button returns to the previous one.
 */
export default function CourseSearchScreen() {
  const [params, setParams] = useSearchParams();
  const [panelOpen, setPanelOpen] = useState(false);
  // Only the filter's own parameters go to the API: the server drew the page from those alone.
  const list = useCourseList(courseListSearch(pageQuery(params, COURSE_FILTER_PARAMETERS)));
  const data = list.data;
  const chips = activeFilters(params, data?.facets);
  const invalid = list.error instanceof ApiError && list.error.status === 400;

  const change = (key: string, value: string | null) => setParams(withParam(params, key, value));
  const setPrice = (min: string, max: string) => setParams(withParam(withParam(params, 'minPrice', min), 'maxPrice', max));
  const clear = () => setParams(withoutFilters(params));

  const summary = data ? `${data.total} ${data.total === 1 ? 'course' : 'courses'}` : '';
  return (
    <PageFrame
      title="Find a course"
      intro="Search every course, then narrow by paper, level, mentor and price."
      description="Search Hisab's chartered-accountancy courses by topic, paper, level, mentor and price."
      crumbs={[{ label: 'Courses', to: '/courses' }]}
    >
      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        <div>
          <button
            type="button"
            onClick={() => setPanelOpen((open) => !open)}
            aria-expanded={panelOpen}
            aria-controls="course-filters"
            className="flex w-full items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white py-3 text-sm font-semibold text-ink lg:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" /> {panelOpen ? 'Hide filters' : 'Search and filters'}
            {chips.length > 0 && <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{chips.length}</span>}
          </button>
          <aside
            id="course-filters"
            aria-label="Filters"
            className={`${panelOpen ? 'mt-4 block' : 'hidden'} rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-28 lg:mt-0 lg:block`}
          >
            <FilterPanel params={params} list={data} onChange={change} onPrice={setPrice} />
          </aside>
        </div>

        <section aria-labelledby="results-heading">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
            <h2 id="results-heading" className="text-lg font-bold text-ink" aria-live="polite">
              {summary || 'Courses'}
            </h2>
            <SortSelect value={params.get('sort') ?? 'newest'} onChange={(sort) => change('sort', sort === 'newest' ? null : sort)} />
          </div>
          {chips.length > 0 && (
            <ul aria-label="Active filters" className="mt-4 flex flex-wrap items-center gap-2">
              {chips.map((chip) => (
                <li key={chip.key}>
                  <button
                    type="button"
                    onClick={() => change(chip.key, null)}
                    className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 py-1.5 pr-2.5 pl-3.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                  >
                    {chip.label}
                    <X aria-hidden="true" className="h-3.5 w-3.5" />
                    <span className="sr-only">(remove filter)</span>
                  </button>
                </li>
              ))}
              <li>
                <button type="button" onClick={clear} className="px-2 text-sm font-semibold text-slate-600 underline underline-offset-2 hover:text-ink">
                  Clear all
                </button>
              </li>
            </ul>
          )}

          {list.isPending && <PageLoading />}
          {invalid && (
            <div role="alert" className="mt-8 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-950">
              <p className="font-semibold">This search address has a value we do not understand.</p>
              <p className="mt-1 text-sm">{list.error?.message}</p>
              <button type="button" onClick={() => setParams(new URLSearchParams())} className="mt-4 rounded-full bg-amber-700 px-4 py-2 text-sm font-semibold text-white">
                Start a new search
              </button>
            </div>
          )}
          {list.isError && !invalid && <LoadError what="the courses" onRetry={() => list.refetch()} />}
          {data && !invalid && data.total === 0 && (
            <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-10 text-center">
              <p className="text-lg font-bold text-ink">No courses match these filters</p>
              <p className="mt-2 text-sm text-slate-600">Try fewer words, another paper, or a wider price range.</p>
              <button type="button" onClick={clear} className="mt-5 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800">
                Clear filters
              </button>
            </div>
          )}
          {data && !invalid && data.total > 0 && (
            // While a new filter's answer is on its way the previous results stay, dimmed, and
            // marked busy: screen readers (and the browser tests) know they are not the new ones yet.
            <div aria-busy={list.isPlaceholderData} className="mt-6 transition-opacity aria-busy:opacity-60">
              {data.courses.length > 0 ? <CourseGrid courses={data.courses} columns={3} /> : <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-600">This page is past the last one.</p>}
              <Pagination page={data.page} pageCount={data.pageCount} parameters={COURSE_FILTER_PARAMETERS} label="Result pages" />
            </div>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
