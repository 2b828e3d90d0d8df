import { SlidersHorizontal } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { COURSE_LIST_PARAMETERS, pageQuery } from '../../contracts/page-parameters';
import { courseListSearch, useCourseList } from './course-api';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { Pagination } from '../components/Pagination';
import { withParam } from './course-filter-state';
import { CourseGrid } from './CourseGrid';
import { SortSelect } from './SortSelect';

/** Every published course, a page at a time; searching and filtering live on /course-filter. */
export default function CoursesScreen() {
  const [params, setParams] = useSearchParams();
  const list = useCourseList(courseListSearch(pageQuery(params, COURSE_LIST_PARAMETERS)));
  const data = list.data;
  return (
    <PageFrame
      title="Courses"
      intro="Courses for every ICAB paper: video lessons, notes and question practice."
      description="All Hisab courses for ICAB chartered accountancy: Certificate, Professional and Advanced Level papers."
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        {/* The list's heading: the course cards' titles sit under it. */}
        <h2 className="text-lg font-bold text-ink" aria-live="polite">
          {data ? `${data.total} courses` : 'Courses'}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <SortSelect value={params.get('sort') ?? 'newest'} onChange={(sort) => setParams(withParam(params, 'sort', sort === 'newest' ? null : sort))} />
          <Link to="/course-filter" className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
            <SlidersHorizontal aria-hidden="true" className="h-4 w-4" /> Search and filter
          </Link>
        </div>
      </div>
      {list.isPending && <PageLoading />}
      {list.isError && <LoadError what="the courses" onRetry={() => list.refetch()} />}
      {data && (
        <div aria-busy={list.isPlaceholderData} className="mt-6 aria-busy:opacity-60">
          {data.courses.length > 0 ? (
            <CourseGrid courses={data.courses} />
          ) : (
            <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-600">
              This page is past the last one.{' '}
              <Link to="/courses" className="font-semibold text-brand-700 underline">
                Back to the first page
              </Link>
            </p>
          )}
          <Pagination page={data.page} pageCount={data.pageCount} parameters={COURSE_LIST_PARAMETERS} label="Course pages" />
        </div>
      )}
    </PageFrame>
  );
}
