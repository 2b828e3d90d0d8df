import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import type { AttemptResult } from '../../contracts/exam-schemas';
import { ApiError } from '../api/client';
import { useAttemptResult } from './exam-api';
import { useViewer } from '../learning/learning-api';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { Markdown } from '../markdown/Markdown';
import { AreaBars } from './AreaBars';
import { outcomeMark, ReviewAnswer } from './ReviewAnswer';
import { PreviewResultScreen } from './PreviewResultScreen';
import { ResultScore, formatMarks } from './ResultScore';
import { SectionedReview } from './SectionedReview';
import { SelfMarkForm } from './SelfMarkForm';
import { QuestionReport } from './reports/QuestionReport';
import { ToMarkNotice } from './ToMarkNotice';
import { TutorComment, TutorMarks } from './TutorMarks';
import { WithheldReview } from './WithheldReview';
import { SignInRedirect } from '../learning/SignInRedirect';

const TITLE = 'Exam results';
const crumbs = [{ label: 'Mock exams', to: '/exam' }];

/** `/examcl/:attemptId`: a student's result; `/examcl?preview=<exam id>`: the result of an admin's preview, kept by the browser. */
export default function ExamResultScreen() {
  const { attemptId } = useParams();
  const [search] = useSearchParams();
  const preview = attemptId ? null : search.get('preview');
  return preview && /^\d{1,9}$/.test(preview) ? <PreviewResultScreen examId={Number(preview)} Body={ResultBody} /> : <AttemptResultScreen attemptId={attemptId} />;
}

function AttemptResultScreen({ attemptId }: { attemptId: string | undefined }) {
  const viewer = useViewer();
  const result = useAttemptResult(viewer.key, attemptId);
  const queryClient = useQueryClient();
  if (!attemptId) return <Navigate to="/exam" replace />;
  if (!viewer.loading && !viewer.signedIn) return <SignInRedirect />;
  if (result.error instanceof ApiError && result.error.code === 'attempt_in_progress') return <Navigate to={`/exampl/${attemptId}`} replace />;
  if (result.error instanceof ApiError && result.error.status === 404) {
    return (
      <PageFrame title="Result not found" crumbs={crumbs}>
        <p role="alert" className="text-slate-700">
          No attempt of yours has this address.{' '}
          <Link to="/exam?view=mine" className="font-semibold text-brand-700 underline">
            See your exams
          </Link>
          .
        </p>
      </PageFrame>
    );
  }
  if (result.isError)
    return (
      <PageFrame title={TITLE} crumbs={crumbs}>
        <LoadError what="your result" onRetry={() => void result.refetch()} />
      </PageFrame>
    );
  if (result.isPending) return <PageLoading />;
  const r = result.data;
  const update = (next: AttemptResult) => queryClient.setQueryData(['exams', viewer.key, 'result', attemptId], next);

  return (
    <PageFrame title={TITLE} intro={`${r.exam.title} · attempt ${r.number}`} crumbs={crumbs}>
      <ResultBody result={r} onMarked={update} />
    </PageFrame>
  );
}

type BodyProps = {
  result: AttemptResult;
  onMarked: (next: AttemptResult) => void;
  /** A studio preview's: nothing is stored, so self-marks go back with the run to be marked again, and nothing is reported. */
  preview?: { saveSelfMarks: (position: number, points: string[]) => Promise<AttemptResult>; again: string };
};

/** The score, the areas and the review question by question (under the paper's sections), for an attempt's result and a preview's alike. */
export function ResultBody({ result: r, onMarked: update, preview }: BodyProps) {
  return (
    <>
      <ToMarkNotice result={r} />
      <TutorComment comment={r.tutorComment} />
      <section aria-labelledby="score-heading" className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ResultScore result={r} back={preview && { to: preview.again, label: 'Preview again' }} />
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-xl font-extrabold text-ink">By syllabus area</h2>
          <p className="mt-1 text-sm text-slate-600">Weakest first: start your revision at the top.</p>
          <AreaBars areas={r.areas} passPercent={r.exam.passPercent} />
        </div>
      </section>

      <section aria-labelledby="review-title" className="mt-12">
        <h2 id="review-title" className="text-2xl font-extrabold text-ink">
          Question by question
        </h2>
        <WithheldReview result={r} />
        {r.questions.length > 0 && (
          // One column that may shrink: a wide table answer scrolls in its own box instead of widening the page.
          <SectionedReview sections={r.sections} questions={r.questions}>
            {(q) => (
              <li key={q.position} className="min-w-0 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
                    {q.outcome !== 'self_mark' && q.outcome !== 'tutor_mark' && q.outcome !== 'unanswered' && outcomeMark(q.outcome)} Question {q.position}
                  </h3>
                  <p className="text-sm font-semibold text-slate-700">
                    {q.outcome === 'tutor_mark'
                      ? `Awaiting your tutor · out of ${q.max}`
                      : q.outcome === 'self_mark' && q.selfMarks === null
                        ? `Not marked yet · out of ${q.max}`
                        : `${formatMarks(q.marks)} / ${q.max}`}
                    {q.outcome === 'self_mark' && q.selfMarks !== null ? ' (self-marked)' : q.tutor ? ' (marked by your tutor)' : q.outcome === 'unanswered' ? ' (not answered)' : ''} · {q.area}
                  </p>
                </div>
                <Markdown source={q.stem} className="mt-3 text-ink" />
                <div className="mt-4">
                  <ReviewAnswer question={q} />
                </div>
                {q.explanation && (
                  <details className="mt-4 rounded-2xl bg-slate-50 p-4" open={q.outcome !== 'correct'}>
                    <summary className="cursor-pointer font-semibold text-brand-800">Worked answer</summary>
                    <Markdown source={q.explanation} className="mt-3 text-ink" />
                  </details>
                )}
                {q.content.kind === 'written' && (q.outcome === 'tutor_mark' || q.tutor) ? (
                  <TutorMarks question={q} />
                ) : (
                  q.content.kind === 'written' && q.key && <SelfMarkForm attemptId={r.id} question={q} onMarked={update} save={preview?.saveSelfMarks} />
                )}
                {!preview && <QuestionReport attemptId={r.id} position={q.position} />}
              </li>
            )}
          </SectionedReview>
        )}
      </section>
    </>
  );
}
