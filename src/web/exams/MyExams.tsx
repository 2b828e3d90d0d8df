import { ClipboardList } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { WEAK_AREA_MIN_QUESTIONS } from '../../contracts/exam-schemas';
import { useMyExams } from './exam-api';
import { LoadError } from '../components/LoadError';
import { PageLoading } from '../components/PageLoading';
import { AttemptList } from './AttemptList';
import { ScoreChart } from './ScoreChart';

/**
 * "My exams": scores over time, weak areas across every attempt, and the
 * attempts newest first, a page at a time ("Show more"); the chart draws
 * the attempts loaded.
 */
export function MyExams({ viewer }: { viewer: string | null }) {
  const mine = useMyExams(viewer);
  const attemptsHeading = useRef<HTMLHeadingElement>(null);
  if (mine.isPending) return <PageLoading />;
  // A failed "Show more" keeps what is shown (its own line below); only a failed first load replaces the screen.
  if (!mine.data) return <LoadError what="your exams" onRetry={() => void mine.refetch()} />;
  const { areas } = mine.data.pages[0]!;
  const attempts = mine.data.pages.flatMap((p) => p.attempts);
  const showMore = () => {
    if (mine.isFetchingNextPage) return;
    void mine.fetchNextPage().then((result) => {
      // The button goes with the last page: focus moves to the list's heading instead of being dropped.
      if (!result.hasNextPage) attemptsHeading.current?.focus();
    });
  };
  if (attempts.length === 0) {
    return (
      <div className="mx-auto max-w-lg rounded-3xl border border-dashed border-slate-300 bg-slate-50 p-10 text-center">
        <ClipboardList aria-hidden="true" className="mx-auto h-10 w-10 text-brand-600" />
        <h2 className="mt-4 text-xl font-bold text-ink">You have not sat an exam yet</h2>
        <p className="mt-2 text-slate-600">Every paper has a free 20-minute taster. Your scores and weak areas build up here.</p>
        <Link to="/exam" className="mt-6 inline-block rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800">
          Find an exam
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-10">
      <section aria-labelledby="scores-heading" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="scores-heading" className="text-xl font-extrabold text-ink">
          Scores over time
        </h2>
        {mine.hasNextPage && <p className="mt-1 text-sm text-slate-600">Your newest {attempts.length} attempts. Show more below to draw older ones.</p>}
        <div className="mt-4">
          <ScoreChart attempts={attempts} />
        </div>
      </section>
      <section aria-labelledby="areas-heading" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="areas-heading" className="text-xl font-extrabold text-ink">
          Weak areas
        </h2>
        <p className="mt-1 text-sm text-slate-600">Across all your finished attempts, weakest first. A percentage shows once an area has {WEAK_AREA_MIN_QUESTIONS} marked questions.</p>
        <table className="mt-4 w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2">
                Syllabus area
              </th>
              <th scope="col" className="py-2">
                Paper
              </th>
              <th scope="col" className="py-2 text-right">
                Questions
              </th>
              <th scope="col" className="py-2 text-right">
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {areas.map((a) => (
              <tr key={`${a.paper}-${a.name}`} className="border-b border-slate-100">
                <td className="py-2 font-semibold text-ink">{a.name}</td>
                <td className="py-2 text-slate-700">{a.paper}</td>
                <td className="py-2 text-right font-mono">{a.questions}</td>
                <td className="py-2 text-right font-mono">{a.percent === null ? <span className="font-sans text-slate-500">Too few yet</span> : `${a.percent}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="attempts-heading">
        <h2 id="attempts-heading" ref={attemptsHeading} tabIndex={-1} className="mb-4 text-xl font-extrabold text-ink focus:outline-none">
          Every attempt
        </h2>
        <AttemptList attempts={attempts} />
        {mine.hasNextPage && (
          <div className="mt-4 text-center">
            <button
              type="button"
              onClick={showMore}
              aria-disabled={mine.isFetchingNextPage}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:opacity-60"
            >
              {mine.isFetchingNextPage ? 'Loading…' : 'Show more attempts'}
            </button>
          </div>
        )}
        {mine.isFetchNextPageError && (
          <p className="mt-2 text-center text-sm text-red-800" role="alert">
            Older attempts could not be loaded. Try again.
          </p>
        )}
      </section>
    </div>
  );
}
