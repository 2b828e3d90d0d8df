import { Link } from 'react-router';
import { formatCount } from '../format/count';
import type { InstructorCard } from '../../contracts/catalogue-schemas';
import { IMAGE_SIZES } from '../../contracts/images';

/** A mentor in a short list (a course's or a paper's mentors): portrait, name, designations, reach. */
export function MentorListItem({ mentor }: { mentor: InstructorCard }) {
  const { width, height } = IMAGE_SIZES.mentor;
  return (
    <Link to={`/instructor-detail/${mentor.slug}`} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 transition hover:border-brand-300 hover:shadow-md">
      <img src={mentor.photoUrl} alt="" width={width} height={height} loading="lazy" className="h-16 w-16 shrink-0 rounded-full bg-slate-100" />
      <span className="min-w-0">
        <span className="block font-bold text-ink">
          {mentor.name} <span className="text-sm font-semibold text-brand-700">{mentor.qualifications.join(', ')}</span>
        </span>
        <span className="block text-sm text-slate-600">{mentor.title}</span>
        <span className="block text-xs text-slate-500">
          {mentor.coursesCount} {mentor.coursesCount === 1 ? 'course' : 'courses'}
          {mentor.studentsCount !== null && ` · ${formatCount(mentor.studentsCount)} students`}
        </span>
      </span>
    </Link>
  );
}
