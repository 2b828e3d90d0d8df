import { CheckCircle2, ClipboardCheck, Clock, Star, Users } from 'lucide-react';
import { formatCount } from '../format/count';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { LEVEL_LABELS, subjectPath } from '../../contracts/subjects';
import { useCourse } from './course-api';
import { ApiError } from '../api/client';
import { CourseGrid } from './CourseGrid';
import { formatHours } from './CourseCard';
import { Curriculum } from './Curriculum';
import { MentorListItem } from './MentorListItem';
import { PurchaseCard } from './PurchaseCard';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { useFormatDate } from '../format/use-format-date';
import { Markdown } from '../markdown/Markdown';
import { LEVEL_BADGE } from '../subjects/level-copy';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function CourseDetailScreen() {
  const formatDate = useFormatDate();
  const { slug } = useParams();
  const [search] = useSearchParams();
  // "View as a student" from the studio: the admin-only read that includes drafts.
  const preview = search.get('preview') === '1';
  const course = useCourse(slug, preview);
  if (!slug) return <Navigate to="/courses" replace />;
  // An old address of a renamed course: the page moves to the new one.
  if (course.data && course.data.slug !== slug) return <Navigate to={`/course-detail/${encodeURIComponent(course.data.slug)}${preview ? '?preview=1' : ''}`} replace />;

  if (course.error instanceof ApiError && [401, 403, 404].includes(course.error.status)) {
    return (
      <PageFrame title="Course not found" intro="This course does not exist or is no longer offered." crumbs={[{ label: 'Courses', to: '/courses' }]}>
        <div className="rounded-2xl bg-slate-50 p-8 text-center">
          <p className="text-slate-700">Find another course for your paper in the catalogue.</p>
          <Link to="/course-filter" className="mt-5 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800">
            Search the courses
          </Link>
        </div>
      </PageFrame>
    );
  }
  const data = course.data;
  if (!data) {
    return (
      <PageFrame title="Course details" crumbs={[{ label: 'Courses', to: '/courses' }]}>
        {course.isError ? <LoadError what="this course" onRetry={() => course.refetch()} /> : <PageLoading />}
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={data.title}
      intro={data.summary}
      description={data.summary}
      crumbs={[
        { label: 'Courses', to: '/courses' },
        { label: data.subject.name, to: subjectPath(data.subject.name) },
      ]}
      eyebrow={
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className={`rounded-full px-3 py-1 text-xs font-bold tracking-wider uppercase ${LEVEL_BADGE[data.subject.level]}`}>{LEVEL_LABELS[data.subject.level]}</span>
          <Link to={subjectPath(data.subject.name)} className="font-semibold text-brand-100 hover:text-white hover:underline">
            {data.subject.name}
          </Link>
          {data.featured && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-500 px-2.5 py-0.5 text-xs font-bold text-ink">
              <Star aria-hidden="true" className="h-3 w-3" /> Featured
            </span>
          )}
        </div>
      }
    >
      {preview && (
        <p role="status" className="mb-8 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm font-semibold text-amber-900">
          Preview: this is the course page as students will see it once it is published. Only admins can open this preview.
        </p>
      )}
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            <li>
              By{' '}
              {data.instructors.map((m, i) => (
                <span key={m.slug}>
                  {i > 0 && ', '}
                  <Link to={`/instructor-detail/${m.slug}`} className="font-semibold text-brand-700 hover:underline">
                    {m.name}
                  </Link>
                </span>
              ))}
            </li>
            {data.studentsCount !== null && (
              <li className="flex items-center gap-1.5">
                <Users aria-hidden="true" className="h-4 w-4" /> {formatCount(data.studentsCount)} students
              </li>
            )}
            <li className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="h-4 w-4" /> {formatHours(data.durationMinutes)}
            </li>
            <li>Updated {formatDate(data.updatedAt)}</li>
          </ul>

          <div className="mt-8 lg:hidden">
            <PurchaseCard course={data} />
          </div>

          <div className="mt-10">
            <Section id="overview" title="Overview">
              <Markdown source={data.description} />
            </Section>
            <Section id="outcomes" title="What you will learn">
              <ul className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2">
                {data.outcomes.map((outcome) => (
                  <li key={outcome} className="flex gap-3 text-sm leading-6 text-slate-700">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" /> {outcome}
                  </li>
                ))}
              </ul>
            </Section>
            <Section id="curriculum" title="Curriculum">
              <Curriculum course={data} linkPreviews={!preview} />
            </Section>
            {data.exams.length > 0 && (
              <Section id="exams" title="Mock exams included">
                <ul className="grid gap-3 sm:grid-cols-2">
                  {data.exams.map((e) => (
                    <li key={e.slug} className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4">
                      <ClipboardCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                      <span>
                        <Link to={`/exam/${e.slug}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                          {e.title}
                        </Link>
                        <span className="block text-sm text-slate-600">
                          {e.questionCount} questions · {e.durationMinutes === null ? 'untimed' : `${e.durationMinutes} minutes`}, timed and marked by syllabus area
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              </Section>
            )}
            {data.requirements.length > 0 && (
              <Section id="requirements" title="Before you start">
                <ul className="list-disc space-y-2 pl-5 text-slate-700">
                  {data.requirements.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </Section>
            )}
            <Section id="mentors" title={data.instructorProfiles.length > 1 ? 'Your mentors' : 'Your mentor'}>
              <ul className="grid gap-4 sm:grid-cols-2">
                {data.instructorProfiles.map((m) => (
                  <li key={m.slug}>
                    <MentorListItem mentor={m} />
                  </li>
                ))}
              </ul>
            </Section>
          </div>
        </div>
        <aside className="hidden lg:block">
          <div className="sticky top-28">
            <PurchaseCard course={data} />
          </div>
        </aside>
      </div>
      {data.related.length > 0 && (
        <section aria-labelledby="related" className="mt-16 border-t border-slate-200 pt-12">
          <h2 id="related" className="text-2xl font-bold text-ink">
            Related courses
          </h2>
          <div className="mt-6">
            <CourseGrid courses={data.related} eagerCount={0} />
          </div>
        </section>
      )}
    </PageFrame>
  );
}
