import { Download, FileText, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Resource } from '../../contracts/catalogue-schemas';
import { CourseGrid } from '../catalogue/CourseGrid';
import { MentorListItem } from '../catalogue/MentorListItem';
import { PostTeaser } from '../catalogue/PostTeaser';
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

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function ResourceRow({ resource }: { resource: Resource }) {
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4">
      <FileText aria-hidden="true" className="h-8 w-8 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{resource.title}</p>
        <p className="text-sm text-slate-500">
          PDF · {formatBytes(resource.sizeBytes)}
          {resource.unlockedBy && (
            <>
              {' · '}Unlocks with{' '}
              <Link to={`/course-detail/${resource.unlockedBy.slug}`} className="font-medium text-brand-700 hover:underline">
                {resource.unlockedBy.title}
              </Link>
            </>
          )}
        </p>
      </div>
      {resource.access === 'public' ? (
        <a href={resource.downloadUrl} download className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          <Download aria-hidden="true" className="h-4 w-4" /> Download
        </a>
      ) : (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1.5 text-sm font-semibold text-slate-600">
          <Lock aria-hidden="true" className="h-4 w-4" /> Enrolled students
        </span>
      )}
    </li>
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
          <ul className="grid gap-3 lg:grid-cols-2">
            {resources.data.resources.map((r) => (
              <ResourceRow key={r.slug} resource={r} />
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
