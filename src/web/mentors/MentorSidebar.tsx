import { Link } from 'react-router';
import { formatCount } from '../format/count';
import type { InstructorDetail } from '../../contracts/catalogue-schemas';
import { IMAGE_SIZES } from '../../contracts/images';
import { LEVEL_LABELS, subjectPath } from '../../contracts/subjects';
import { LEVEL_BADGE } from '../subjects/level-copy';
import { SocialLinks } from './SocialLinks';

/** The profile card beside the bio: portrait, numbers, papers taught (linking to their pages) and links. */
export function MentorSidebar({ mentor }: { mentor: InstructorDetail }) {
  const { width, height } = IMAGE_SIZES.mentor;
  const stats = [
    { label: 'Years teaching', value: String(mentor.yearsTeaching) },
    { label: mentor.coursesCount === 1 ? 'Course' : 'Courses', value: formatCount(mentor.coursesCount) },
    ...(mentor.studentsCount === null ? [] : [{ label: 'Students', value: formatCount(mentor.studentsCount) }]),
  ];
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center gap-5 lg:block">
        <img
          src={mentor.photoUrl}
          alt={`Portrait of ${mentor.name}`}
          width={width}
          height={height}
          loading="eager"
          fetchPriority="high"
          className="h-28 w-28 shrink-0 rounded-2xl bg-slate-100 object-cover shadow-md sm:h-36 sm:w-36 lg:h-auto lg:w-full"
        />
        <dl className="grid flex-1 grid-cols-1 gap-2 sm:grid-cols-3 lg:mt-6">
          {stats.map((stat) => (
            <div key={stat.label} className="flex items-baseline gap-2 sm:flex-col sm:items-start sm:gap-0 lg:items-center lg:text-center">
              <dt className="order-2 text-xs font-medium text-slate-500">{stat.label}</dt>
              <dd className="order-1 min-w-16 text-xl font-extrabold text-ink sm:min-w-0 sm:text-2xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <h2 className="mt-6 text-xs font-bold tracking-wider text-slate-500 uppercase">Papers taught</h2>
      <ul className="mt-3 space-y-2">
        {mentor.subjects.map((s) => (
          <li key={s.slug} className="flex items-center justify-between gap-3">
            <Link to={subjectPath(s.name)} className="text-sm font-semibold text-brand-700 hover:underline">
              {s.name}
            </Link>
            <span className={`shrink-0 rounded-full px-2 py-0.5 text-[11px] font-bold ${LEVEL_BADGE[s.level]}`}>{LEVEL_LABELS[s.level].replace(' Level', '')}</span>
          </li>
        ))}
      </ul>
      {Object.keys(mentor.social).length > 0 && (
        <>
          <h2 className="mt-6 text-xs font-bold tracking-wider text-slate-500 uppercase">Find {mentor.name.split(' ')[0]} online</h2>
          <div className="mt-3">
            <SocialLinks social={mentor.social} name={mentor.name} />
          </div>
        </>
      )}
    </div>
  );
}
