import { BookOpen, Clock, Users } from 'lucide-react';
import { formatCount } from '../format/count';
import { Link } from 'react-router';
import type { CourseCard as Course } from '../../contracts/catalogue-schemas';
import { IMAGE_SIZES } from '../../contracts/images';
import { LEVEL_LABELS } from '../../contracts/subjects';
import { formatPrice, formatTaka } from '../format/money';

export function formatHours(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function PriceTag({ course, size = 'base' }: { course: Pick<Course, 'pricePaisa' | 'salePricePaisa'>; size?: 'base' | 'large' }) {
  const big = size === 'large' ? 'text-3xl' : 'text-lg';
  if (course.pricePaisa === 0) return <span className={`${big} font-bold text-brand-700`}>Free</span>;
  if (course.salePricePaisa !== null) {
    return (
      <span className="flex flex-wrap items-baseline gap-x-2 whitespace-nowrap">
        <span className={`${big} font-bold ${course.salePricePaisa === 0 ? 'text-brand-700' : 'text-ink'}`}>{formatPrice(course.salePricePaisa)}</span>
        <s className="text-sm text-slate-500" aria-label={`was ${formatTaka(course.pricePaisa)}`}>
          {formatTaka(course.pricePaisa)}
        </s>
      </span>
    );
  }
  return <span className={`${big} font-bold text-ink`}>{formatTaka(course.pricePaisa)}</span>;
}

/**
 * A course in a grid: cover, paper, title, mentors, facts and price. `eager`
 * for cards above the fold; `lead` for the first of them, whose cover is the
 * largest thing a phone shows first: it is fetched ahead of the scripts.
 */
export function CourseCard({ course, eager = false, lead = false }: { course: Course; eager?: boolean; lead?: boolean }) {
  const { width, height } = IMAGE_SIZES.course;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg">
      <div className="relative">
        <img
          src={course.coverUrl}
          alt=""
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={lead ? 'high' : 'auto'}
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
        {course.salePricePaisa !== null && <span className="absolute top-3 left-3 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-amber-950">On sale</span>}
        {course.pricePaisa === 0 && <span className="absolute top-3 left-3 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold text-white">Free</span>}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {course.subject.name} · {LEVEL_LABELS[course.subject.level].replace(' Level', '')}
        </p>
        <h3 className="mt-1.5 text-lg leading-snug font-bold text-ink">
          <Link to={`/course-detail/${course.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {course.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-slate-600">{course.instructors.map((i) => i.name).join(', ')}</p>
        <ul className="mt-3 mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500">
          <li className="flex items-center gap-1.5">
            <BookOpen aria-hidden="true" className="h-4 w-4" /> {course.lessonsCount} lessons
          </li>
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="h-4 w-4" /> {formatHours(course.durationMinutes)}
          </li>
          {course.studentsCount !== null && (
            <li className="flex items-center gap-1.5">
              <Users aria-hidden="true" className="h-4 w-4" /> {formatCount(course.studentsCount)}
              <span className="sr-only"> students</span>
            </li>
          )}
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-4">
          <PriceTag course={course} />
          <span className="text-right text-xs text-slate-500">{course.language}</span>
        </div>
      </div>
    </article>
  );
}
