import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CourseGrid } from '../catalogue/CourseGrid';
import { MentorListItem } from '../catalogue/MentorListItem';
import { PostTeaser } from '../catalogue/PostTeaser';
import { ResourceRow } from '../resources/ResourceRow';
import { useSubjectCatalogue } from './use-subject-catalogue';

function Block({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-16">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={id} className="text-2xl font-bold text-ink">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The paper's courses, mentors, resources and latest posts, below its facts and syllabus. */
export function SubjectCatalogue({ slug, name }: { slug: string; name: string }) {
  const { courses, mentors, resources, posts } = useSubjectCatalogue(slug);
  return (
    <>
      <Block
        id="subject-courses"
        title="Courses for this paper"
        action={
          <Link to={`/course-filter?subject=${encodeURIComponent(slug)}`} className="text-sm font-semibold text-brand-700 hover:underline">
            Filter and compare →
          </Link>
        }
      >
        {courses.data && courses.data.courses.length > 0 ? (
          <CourseGrid courses={courses.data.courses} eagerCount={0} />
        ) : (
          <p className="text-slate-600">{courses.isPending ? 'Loading courses…' : `No courses for ${name} are open yet.`}</p>
        )}
      </Block>
      {mentors.data && mentors.data.instructors.length > 0 && (
        <Block id="subject-mentors" title={`Mentors for ${name}`}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {mentors.data.instructors.map((m) => (
              <li key={m.slug}>
                <MentorListItem mentor={m} />
              </li>
            ))}
          </ul>
        </Block>
      )}
      {resources.data && resources.data.resources.length > 0 && (
        <Block
          id="subject-resources"
          title="Study resources"
          action={
            <Link to="/resources" className="text-sm font-semibold text-brand-700 hover:underline">
              All resources →
            </Link>
          }
        >
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {resources.data.resources.map((r) => (
              <ResourceRow key={r.slug} resource={r} heading="h3" />
            ))}
          </ul>
        </Block>
      )}
      {posts.data && posts.data.posts.length > 0 && (
        <Block id="subject-posts" title="Latest from the blog">
          <ul className="grid gap-4 md:grid-cols-3">
            {posts.data.posts.map((p) => (
              <li key={p.slug}>
                <PostTeaser post={p} />
              </li>
            ))}
          </ul>
        </Block>
      )}
    </>
  );
}
