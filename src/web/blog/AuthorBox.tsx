import { Link } from 'react-router';
import type { InstructorCard } from '../../contracts/catalogue-schemas';
import { subjectPath } from '../../contracts/subjects';
import { IMAGE_SIZES } from '../../contracts/images';

/** About the author, under the post: who they are, what they teach, and a way to their profile. */
export function AuthorBox({ author }: { author: InstructorCard }) {
  const profile = `/instructor-detail/${encodeURIComponent(author.slug)}`;
  return (
    <section aria-labelledby="post-author-title" className="mt-12 rounded-2xl bg-brand-50 p-6 sm:flex sm:gap-5 sm:p-8">
      <img src={author.photoUrl} alt="" width={IMAGE_SIZES.mentor.width} height={IMAGE_SIZES.mentor.height} loading="lazy" className="h-16 w-16 shrink-0 rounded-full bg-white ring-2 ring-white" />
      <div className="mt-4 min-w-0 sm:mt-0">
        <p className="text-xs font-bold uppercase tracking-wider text-brand-700">Written by</p>
        <h2 id="post-author-title" className="mt-1 text-xl font-bold text-ink">
          <Link to={profile} className="hover:text-brand-700 hover:underline">
            {author.name}
          </Link>
          {author.qualifications.length > 0 && <span className="ml-2 text-sm font-semibold text-slate-600">{author.qualifications.join(', ')}</span>}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{author.title}</p>
        <p className="mt-3 text-sm text-slate-600">
          {author.yearsTeaching} years teaching · {author.coursesCount} {author.coursesCount === 1 ? 'course' : 'courses'}
          {author.subjects.length > 0 && (
            <>
              {' '}
              · Teaches{' '}
              {author.subjects.map((subject, i) => (
                <span key={subject.slug}>
                  {i > 0 && (i === author.subjects.length - 1 ? ' and ' : ', ')}
                  <Link to={subjectPath(subject.name)} className="font-medium text-brand-700 hover:underline">
                    {subject.name}
                  </Link>
                </span>
              ))}
            </>
          )}
        </p>
        <Link to={profile} className="mt-4 inline-flex rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200 hover:bg-brand-100">
          View {author.name.split(' ')[0]}’s profile
        </Link>
      </div>
    </section>
  );
}
