import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { COURSE_LIST_STATUSES, type CourseListQuery, type StudioCourseRow } from '../../../../contracts/studio-course-schemas';
import { PageMeta } from '../../../components/PageMeta';
import { formatDate } from '../../../format/dates';
import { formatTaka } from '../../../format/money';
import { useAdmin } from '../../admin-context';
import { AdminHeading } from '../../ui/AdminHeading';
import { Badge } from '../../ui/Badge';
import { buttonClass } from '../../ui/button-class';
import { DataTable, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { FilterBar } from '../../ui/FilterBar';
import { Loaded } from '../../ui/Loaded';
import { SearchBox } from '../../ui/SearchBox';
import { SelectField } from '../../ui/SelectField';
import { useListAddress } from '../../use-list-address';
import { StudioNav } from '../StudioNav';
import { CourseStatusBadge } from './CourseStatusBadge';
import { useCourseOptions, useStudioCourses } from './courses-api';

const STATUS_LABELS: Record<(typeof COURSE_LIST_STATUSES)[number], string> = { all: 'Drafts and published', draft: 'Drafts', published: 'Published', deleted: 'Deleted' };

/** Every course the studio can edit: search by title, filter by paper and status (kept in the address), latest updated first. */
export default function CoursesScreen() {
  const { basePath } = useAdmin();
  const { params, q, search, setSearch, update } = useListAddress();
  const status = (COURSE_LIST_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as CourseListQuery['status']) : 'all';
  const subjectId = Number(params.get('paper')) || undefined;
  const list = useStudioCourses({ q: q || undefined, status, subjectId });
  const options = useCourseOptions();
  const newCourse = (
    <Link to={`${basePath}/studio/courses/new`} className={buttonClass('primary')}>
      <Plus aria-hidden="true" className="h-4 w-4" /> New course
    </Link>
  );

  const columns: Column<StudioCourseRow>[] = [
    {
      header: 'Course',
      cell: (course) => (
        <>
          <Link to={`${basePath}/studio/courses/${course.id}`} className="block font-semibold text-ink hover:text-brand-700 hover:underline">
            {course.title}
          </Link>
          <span className="block text-slate-500">{course.paper.name}</span>
        </>
      ),
    },
    {
      header: 'Status',
      cell: (course) => (
        <span className="flex flex-wrap gap-1.5">
          <CourseStatusBadge course={course} />
          {course.featured && <Badge tone="violet">Featured</Badge>}
        </span>
      ),
    },
    {
      header: 'Price',
      className: 'text-slate-700 @min-[40rem]:whitespace-nowrap',
      cell: (course) =>
        course.pricePaisa === 0 ? (
          'Free'
        ) : course.salePricePaisa !== null ? (
          <>
            {formatTaka(course.salePricePaisa)} <s className="text-slate-500">{formatTaka(course.pricePaisa)}</s>
          </>
        ) : (
          formatTaka(course.pricePaisa)
        ),
    },
    {
      header: 'Lessons · students',
      className: 'text-slate-600',
      cell: (course) => `${course.lessonsCount} lesson${course.lessonsCount === 1 ? '' : 's'} · ${course.studentsCount} student${course.studentsCount === 1 ? '' : 's'}`,
    },
    {
      header: 'Updated',
      phoneLabel: 'Updated',
      className: 'text-slate-600 @min-[40rem]:whitespace-nowrap',
      cell: (course) => <time dateTime={course.updatedAt}>{formatDate(course.updatedAt)}</time>,
    },
  ];

  return (
    <>
      <PageMeta title="Courses · Studio" />
      <AdminHeading title="Courses" intro="Write a course's catalogue page, set its price and access, and publish it when its lessons are ready.">
        {newCourse}
      </AdminHeading>
      <div className="mt-6">
        <StudioNav />
      </div>

      <FilterBar label="Find courses" columns="md:grid-cols-[1fr_14rem_12rem]">
        <SearchBox id="course-search" label="Search by title" value={search} onChange={setSearch} />
        <SelectField
          id="course-paper"
          label="Paper"
          labelHidden
          value={subjectId ?? ''}
          choices={[['', 'Every paper'], ...(options.data?.papers.map((p) => [p.id, p.name] as const) ?? [])]}
          onChange={(paper) => update({ paper })}
        />
        <SelectField
          id="course-status"
          label="Status"
          labelHidden
          value={status}
          choices={COURSE_LIST_STATUSES.map((s) => [s, STATUS_LABELS[s]] as const)}
          onChange={(value) => update({ status: value === 'all' ? '' : value })}
        />
      </FilterBar>

      <Loaded query={list} what="the courses">
        {(data) =>
          data.courses.length === 0 ? (
            <EmptyState action={newCourse}>{q || subjectId || status !== 'all' ? 'No course matches.' : 'No courses yet.'}</EmptyState>
          ) : (
            <>
              <p className="mt-6 text-sm text-slate-600" aria-live="polite">
                {data.courses.length} course{data.courses.length === 1 ? '' : 's'}
              </p>
              <DataTable caption="Courses" columns={columns} rows={data.courses} rowKey={(course) => course.id} busy={list.isFetching} />
            </>
          )
        }
      </Loaded>
    </>
  );
}
