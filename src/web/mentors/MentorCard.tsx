import { BookOpen, GraduationCap, Users } from 'lucide-react';
import { formatCount } from '../format/count';
import { Link } from 'react-router';
import type { InstructorCard } from '../../contracts/catalogue-schemas';
import { IMAGE_SIZES } from '../../contracts/images';
import { LEVEL_BADGE } from '../subjects/level-copy';

export function mentorPath(slug: string): string {
  return `/instructor-detail/${encodeURIComponent(slug)}`;
}

/** Designations as small badges, e.g. FCA, CPA. */
export function QualificationBadges({ qualifications, tone = 'light' }: { qualifications: string[]; tone?: 'light' | 'dark' }) {
  const style = tone === 'dark' ? 'bg-white/15 text-white ring-white/25' : 'bg-brand-50 text-brand-800 ring-brand-200';
  return (
    <ul aria-label="Qualifications" className="flex flex-wrap gap-1.5">
      {qualifications.map((q) => (
        <li key={q} className={`rounded-md px-2 py-0.5 text-xs font-bold tracking-wide ring-1 ${style}`}>
          {q}
        </li>
      ))}
    </ul>
  );
}

/**
 * A mentor in a grid: portrait, name, designations, the papers they teach
 * and their numbers; the whole card opens the profile. `eager` for cards
 * above the fold (the portrait then loads at once).
 */
export function MentorCard({ mentor, eager = false }: { mentor: InstructorCard; eager?: boolean }) {
  const { width, height } = IMAGE_SIZES.mentor;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg sm:p-6">
      <div className="flex items-start gap-4">
        <img
          src={mentor.photoUrl}
          alt=""
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-20 w-20 shrink-0 rounded-2xl bg-slate-100 object-cover shadow-sm sm:h-24 sm:w-24"
        />
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-bold text-ink">
            <Link to={mentorPath(mentor.slug)} className="after:absolute after:inset-0 group-hover:text-brand-700">
              {mentor.name}
            </Link>
          </h3>
          <p className="mt-0.5 text-sm leading-5 text-slate-600">{mentor.title}</p>
          <div className="mt-2">
            <QualificationBadges qualifications={mentor.qualifications} />
          </div>
        </div>
      </div>
      <div className="mt-5 flex-1">
        <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">Teaches</p>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {mentor.subjects.map((s) => (
            <li key={s.slug} className={`rounded-full px-2.5 py-1 text-xs font-semibold ${LEVEL_BADGE[s.level]}`}>
              {s.name}
            </li>
          ))}
        </ul>
      </div>
      <dl className={`mt-5 grid gap-1 border-t border-slate-100 pt-4 text-center ${mentor.studentsCount === null ? 'grid-cols-2' : 'grid-cols-[1fr_1fr_1.3fr]'}`}>
        {[
          { icon: BookOpen, label: mentor.coursesCount === 1 ? 'course' : 'courses', value: formatCount(mentor.coursesCount) },
          ...(mentor.studentsCount === null ? [] : [{ icon: Users, label: 'students', value: formatCount(mentor.studentsCount) }]),
          { icon: GraduationCap, label: mentor.yearsTeaching === 1 ? 'year teaching' : 'years teaching', value: String(mentor.yearsTeaching) },
        ].map((stat) => (
          <div key={stat.label} className="flex flex-col items-center">
            <dt className="order-2 flex items-center gap-1 text-xs whitespace-nowrap text-slate-500">
              <stat.icon aria-hidden="true" className="h-3.5 w-3.5" /> {stat.label}
            </dt>
            <dd className="order-1 text-lg font-extrabold text-ink">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
