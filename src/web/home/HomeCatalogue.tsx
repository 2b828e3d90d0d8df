import { ArrowRight, BookOpen, GraduationCap, Users } from 'lucide-react';
import { formatCount } from '../format/count';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Home } from '../../contracts/catalogue-schemas';
import { useHome } from '../catalogue/course-api';
import { CourseGrid } from '../catalogue/CourseGrid';
import { MentorCard } from '../mentors/MentorCard';
import { PostTeaser } from '../catalogue/PostTeaser';
import { LoadError } from '../components/LoadError';

type SectionProps = { id: string; eyebrow: string; title: string; link: { to: string; label: string }; tinted?: boolean; children: ReactNode };

/** A home page band: eyebrow, title and a link to the full list, then its content. */
function HomeSection({ id, eyebrow, title, link, tinted = false, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={`py-16 sm:py-20 ${tinted ? 'bg-slate-50' : ''}`}>
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-bold tracking-wider text-brand-600 uppercase">{eyebrow}</p>
            <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
              {title}
            </h2>
          </div>
          <Link to={link.to} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
            {link.label} <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** Counts from the data; the students figure is absent (null) while too few have enrolled to say anything. */
function Figures({ figures }: { figures: Home['figures'] }) {
  const items: { icon: typeof BookOpen; value: string; label: ReactNode }[] = [
    { icon: BookOpen, value: String(figures.courses), label: `courses for ${figures.papers} papers` },
    { icon: GraduationCap, value: String(figures.mentors), label: 'chartered accountant mentors' },
  ];
  if (figures.students !== null) items.push({ icon: Users, value: formatCount(figures.students), label: 'students enrolled' });
  return (
    <dl className={`grid gap-4 ${items.length === 3 ? 'grid-cols-2 sm:grid-cols-3 [&>*:last-child]:col-span-2 sm:[&>*:last-child]:col-span-1' : 'grid-cols-2'}`}>
      {items.map((item) => (
        <div key={item.value + String(item.label)} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <dt className="sr-only">{item.label}</dt>
          <dd>
            <item.icon aria-hidden="true" className="h-6 w-6 text-brand-600" />
            <span className="mt-3 block text-3xl font-extrabold text-ink">{item.value}</span>
            <span className="mt-1 block text-sm text-slate-600">{item.label}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The home page's figures, featured courses, mentors and latest posts, from one API answer. */
export function HomeFigures() {
  const home = useHome();
  if (!home.data) return <div className="container-page -mt-8 h-32" aria-hidden="true" />;
  return (
    <section aria-label="Hisab in figures" className="relative z-10 container-page -mt-10">
      <Figures figures={home.data.figures} />
    </section>
  );
}

export function FeaturedCourses() {
  const home = useHome();
  return (
    <HomeSection id="featured-title" eyebrow="Start here" title="Featured courses" link={{ to: '/courses', label: 'All courses' }}>
      {home.isError && <LoadError what="the featured courses" onRetry={() => home.refetch()} />}
      {home.isPending && (
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-96 animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </div>
      )}
      {home.data && <CourseGrid courses={home.data.featured} eagerCount={0} />}
    </HomeSection>
  );
}

export function HomeMentors() {
  const home = useHome();
  if (!home.data) return null;
  return (
    <HomeSection id="mentors-title" eyebrow="Learn from practitioners" title="Meet your mentors" link={{ to: '/mentors', label: 'All mentors' }}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {home.data.mentors.map((m) => (
          <li key={m.slug}>
            <MentorCard mentor={m} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function LatestPosts() {
  const home = useHome();
  if (!home.data || home.data.posts.length === 0) return null;
  return (
    <HomeSection id="posts-title" eyebrow="From the blog" title="Study advice and updates" link={{ to: '/blog-left-sidebar', label: 'All posts' }} tinted>
      <ul className="grid gap-6 md:grid-cols-3">
        {home.data.posts.map((p) => (
          <li key={p.slug}>
            <PostTeaser post={p} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
