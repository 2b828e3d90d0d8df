import { UserX } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError } from '../api/client';
import { useMentor } from './mentor-api';
import { CourseCard } from '../catalogue/CourseCard';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { Markdown } from '../markdown/Markdown';
import { QualificationBadges } from './MentorCard';
import { MentorPosts } from './MentorPosts';
import { MentorSidebar } from './MentorSidebar';

const CRUMBS = [{ label: 'Mentors', to: '/mentors' }];

function MentorNotFound() {
  return (
    <PageFrame title="Mentor not found" intro="No mentor has this address. The link may be old or mistyped." crumbs={CRUMBS}>
      <div className="flex flex-col items-center rounded-3xl border border-dashed border-slate-300 px-6 py-14 text-center">
        <UserX aria-hidden="true" className="h-12 w-12 text-slate-400" />
        <p className="mt-4 max-w-md text-slate-600">Every Hisab mentor is listed on the mentors page, with the papers they teach.</p>
        <Link to="/mentors" className="mt-6 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          See all mentors
        </Link>
      </div>
    </PageFrame>
  );
}

export default function MentorProfileScreen() {
  const { id } = useParams();
  if (!id) return <Navigate to="/mentors" replace />;
  return <MentorProfile slug={id} />;
}

function MentorProfile({ slug }: { slug: string }) {
  const mentor = useMentor(slug);
  if (mentor.error instanceof ApiError && mentor.error.status === 404) return <MentorNotFound />;
  if (!mentor.data) {
    return (
      <PageFrame title="Mentor profile" crumbs={CRUMBS}>
        {mentor.isError ? <LoadError what="this mentor’s profile" onRetry={() => mentor.refetch()} /> : <PageLoading />}
      </PageFrame>
    );
  }
  const m = mentor.data;
  // An old address of a renamed mentor: the API answered a permanent redirect, so the page moves too.
  if (m.slug !== slug) return <Navigate to={`/instructor-detail/${encodeURIComponent(m.slug)}`} replace />;
  const firstName = m.name.split(' ')[0];
  return (
    <PageFrame
      title={m.name}
      intro={m.title}
      description={`${m.name}${m.qualifications.length > 0 ? ` (${m.qualifications.join(', ')})` : ''}: ${m.title}. Teaches ${m.subjects.map((s) => s.name).join(', ')} on Hisab.`}
      crumbs={CRUMBS}
      eyebrow={<QualificationBadges qualifications={m.qualifications} tone="dark" />}
    >
      <div className="grid gap-10 lg:grid-cols-[20rem_1fr] lg:items-start">
        <aside className="lg:sticky lg:top-28">
          <MentorSidebar mentor={m} />
        </aside>
        <div className="min-w-0">
          <h2 className="text-2xl font-bold">About {firstName}</h2>
          <Markdown source={m.bio} className="mt-4 max-w-3xl text-base" />
        </div>
      </div>

      <section aria-labelledby="mentor-courses" className="mt-14">
        <h2 id="mentor-courses" className="text-2xl font-bold">
          Courses by {firstName} <span className="text-base font-medium text-slate-500">({m.courses.length})</span>
        </h2>
        {m.courses.length === 0 ? (
          <p className="mt-4 text-slate-600">{firstName} has no courses open for enrollment at the moment.</p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {m.courses.map((course) => (
              <li key={course.slug}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {m.posts.length > 0 && (
        <section aria-labelledby="mentor-posts" className="mt-14">
          <h2 id="mentor-posts" className="text-2xl font-bold">
            Articles by {firstName}
          </h2>
          <div className="mt-6 max-w-4xl">
            <MentorPosts posts={m.posts} />
          </div>
        </section>
      )}
    </PageFrame>
  );
}
