import { Plus, Search } from 'lucide-react';
import { Link } from 'react-router';
import { COURSE_LIST_STATUSES, type CourseListQuery } from '../../../../contracts/studio-course-schemas';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { formatDate } from '../../../format/dates';
import { formatTaka } from '../../../format/money';
import { useAdmin } from '../../admin-context';
import { PRIMARY } from '../../payments/parts';
import { AdminHeading, Badge } from '../../ui';
import { useListAddress } from '../../use-list-address';
import { StudioNav } from '../StudioNav';
import { CourseStatusBadge } from './CourseStatusBadge';
import { useCourseOptions, useStudioCourses } from './courses-api';

const STATUS_LABELS: Record<(typeof COURSE_LIST_STATUSES)[number], string> = { all: 'Drafts and published', draft: 'Drafts', published: 'Published', deleted: 'Deleted' };
const SELECT = 'h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100';

/** Every course the studio can edit: search by title, filter by paper and status (kept in the address), latest updated first. */
export default function CoursesScreen() {
  const { basePath } = useAdmin();
  const { params, q, search, setSearch, update } = useListAddress();
  const status = (COURSE_LIST_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as CourseListQuery['status']) : 'all';
  const subjectId = Number(params.get('paper')) || undefined;
  const list = useStudioCourses({ q: q || undefined, status, subjectId });
  const options = useCourseOptions();
  const courses = list.data?.courses;

  return (
    <>
      <PageMeta title="Courses · Studio" />
      <AdminHeading title="Courses" intro="Write a course's catalogue page, set its price and access, and publish it when its lessons are ready.">
        <Link to={`${basePath}/studio/courses/new`} className={PRIMARY}>
          <Plus aria-hidden="true" className="h-4 w-4" /> New course
        </Link>
      </AdminHeading>
      <div className="mt-6">
        <StudioNav />
      </div>

      <div className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_14rem_12rem]">
        <div className="relative">
          <label htmlFor="course-search" className="sr-only">
            Search by title
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
          <input
            id="course-search"
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by title"
            className="h-11 w-full rounded-xl border border-slate-300 pl-9 pr-3 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
          />
        </div>
        <div>
          <label htmlFor="course-paper" className="sr-only">
            Paper
          </label>
          <select id="course-paper" value={subjectId ?? ''} onChange={(e) => update({ paper: e.target.value })} className={SELECT}>
            <option value="">Every paper</option>
            {options.data?.papers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="course-status" className="sr-only">
            Status
          </label>
          <select id="course-status" value={status} onChange={(e) => update({ status: e.target.value === 'all' ? '' : e.target.value })} className={SELECT}>
            {COURSE_LIST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <LoadError what="the courses" onRetry={() => void list.refetch()} />
      ) : courses && courses.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="font-semibold text-ink">{q || subjectId || status !== 'all' ? 'No course matches.' : 'No courses yet.'}</p>
          <Link to={`${basePath}/studio/courses/new`} className={`${PRIMARY} mt-4`}>
            <Plus aria-hidden="true" className="h-4 w-4" /> New course
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {courses!.length} course{courses!.length === 1 ? '' : 's'}
          </p>
          <div className={`mt-3 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition ${list.isFetching ? 'opacity-70' : ''}`}>
            <table className="w-full text-left text-sm">
              <thead className="hidden bg-slate-50 text-xs uppercase tracking-wider text-slate-500 md:table-header-group">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Course
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Price
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Lessons · students
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Updated
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {courses!.map((course) => (
                  <tr key={course.id} className="flex flex-col gap-2 px-5 py-4 hover:bg-slate-50 md:table-row md:p-0">
                    <td className="md:px-5 md:py-3">
                      <Link to={`${basePath}/studio/courses/${course.id}`} className="block font-semibold text-ink hover:text-brand-700 hover:underline">
                        {course.title}
                      </Link>
                      <span className="block text-slate-500">{course.paper.name}</span>
                    </td>
                    <td className="md:px-5 md:py-3">
                      <span className="flex flex-wrap gap-1.5">
                        <CourseStatusBadge course={course} />
                        {course.featured && <Badge tone="violet">Featured</Badge>}
                      </span>
                    </td>
                    <td className="text-slate-700 md:whitespace-nowrap md:px-5 md:py-3">
                      {course.pricePaisa === 0 ? 'Free' : course.salePricePaisa !== null ? (
                        <>
                          {formatTaka(course.salePricePaisa)} <s className="text-slate-500">{formatTaka(course.pricePaisa)}</s>
                        </>
                      ) : (
                        formatTaka(course.pricePaisa)
                      )}
                    </td>
                    <td className="text-slate-600 md:px-5 md:py-3">
                      {course.lessonsCount} lesson{course.lessonsCount === 1 ? '' : 's'} · {course.studentsCount} student{course.studentsCount === 1 ? '' : 's'}
                    </td>
                    <td className="text-slate-600 md:whitespace-nowrap md:px-5 md:py-3">
                      <span className="md:hidden">Updated </span>
                      <time dateTime={course.updatedAt}>{formatDate(course.updatedAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
