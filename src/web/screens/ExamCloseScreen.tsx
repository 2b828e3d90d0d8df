import { useQueryClient } from '@tanstack/react-query';
import { Award, Clock, RotateCcw, XCircle } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import type { AttemptResult } from '../../contracts/exam-schemas';
import { ApiError } from '../api/client';
import { useAttemptResult } from '../api/exams';
import { useViewer } from '../api/learning';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { formatDate, formatDateTime } from '../format/dates';
import { Markdown } from '../markdown/Markdown';
import { AreaBars } from '../exams/AreaBars';
import { outcomeMark, ReviewAnswer } from '../exams/ReviewAnswer';
import { SelfMarkForm } from '../exams/SelfMarkForm';
import { formatTimeLeft } from '../exams/time-left';
import { SignInRedirect } from '../learning/SignInRedirect';

const TITLE = 'Exam results';
const crumbs = [{ label: 'Mock exams', to: '/exam' }];
const marks = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));

export default function ExamCloseScreen() {
  const { attemptId } = useParams();
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
          No attempt of yours has this address. <Link to="/exam?view=mine" className="font-semibold text-brand-700 underline">See your exams</Link>.
        </p>
      </PageFrame>
    );
  }
  if (result.isError) return <PageFrame title={TITLE} crumbs={crumbs}><LoadError what="your result" onRetry={() => void result.refetch()} /></PageFrame>;
  if (result.isPending) return <PageLoading />;
  const r = result.data;
  const update = (next: AttemptResult) => queryClient.setQueryData(['exams', viewer.key, 'result', attemptId], next);

  return (
    <PageFrame title={TITLE} intro={`${r.exam.title} · attempt ${r.number}`} crumbs={crumbs}>
      <section aria-labelledby="score-heading" className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className={`rounded-3xl p-6 text-center shadow-sm ${r.passed ? 'bg-brand-50 ring-1 ring-brand-200' : 'bg-red-50 ring-1 ring-red-200'}`}>
          <h2 id="score-heading" className="sr-only">Your score</h2>
          {r.passed ? <Award aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" /> : <XCircle aria-hidden="true" className="mx-auto h-10 w-10 text-red-700" />}
          <p className="mt-3 text-5xl font-extrabold text-ink">{r.percent}%</p>
          <p className="mt-1 text-lg font-semibold text-ink">
            {marks(r.score)} of {r.totalMarks} marks
          </p>
          <p className={`mt-3 inline-block rounded-full px-4 py-1 text-sm font-bold ${r.passed ? 'bg-brand-700 text-white' : 'bg-red-700 text-white'}`}>
            {r.passed ? 'Pass' : 'Not yet a pass'} · pass mark {r.exam.passPercent}%
          </p>
          {r.selfMarked > 0 && <p className="mt-3 text-sm text-slate-700">Includes {marks(r.selfMarked)} self-marked {r.selfMarked === 1 ? 'mark' : 'marks'} on written answers.</p>}
          <p className="mt-4 flex items-center justify-center gap-2 text-sm text-slate-700">
            <Clock aria-hidden="true" className="h-4 w-4" /> Time used {formatTimeLeft(r.timeUsedSeconds * 1000)}
            {r.finishedBy === 'time' && ' · ended when time ran out'}
          </p>
          <p className="mt-1 text-xs text-slate-600">Finished {formatDateTime(r.finishedAt)}</p>
          <Link to={`/exam/${r.exam.slug}`} className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
            <RotateCcw aria-hidden="true" className="h-4 w-4" /> Back to the exam
          </Link>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-xl font-extrabold text-ink">By syllabus area</h2>
          <p className="mt-1 text-sm text-slate-600">Weakest first: start your revision at the top.</p>
          <AreaBars areas={r.areas} passPercent={r.exam.passPercent} />
        </div>
      </section>

      <section aria-labelledby="review-title" className="mt-12">
        <h2 id="review-title" className="text-2xl font-extrabold text-ink">Question by question</h2>
        {r.review === 'hidden' && <p className="mt-2 text-slate-700">This exam does not show correct answers or explanations; you see your answers and marks.</p>}
        {r.review === 'later' && r.reviewOpensAt && <p className="mt-2 text-slate-700">Correct answers and worked explanations are shown after the exam closes on {formatDate(r.reviewOpensAt)}.</p>}
        <ol className="mt-6 grid gap-6">
          {r.questions.map((q) => (
            <li key={q.position} className="min-w-0 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
                  {q.outcome !== 'self_mark' && q.outcome !== 'unanswered' && outcomeMark(q.outcome)} Question {q.position}
                </h3>
                <p className="text-sm font-semibold text-slate-700">
                  {marks(q.marks)} / {q.max} {q.outcome === 'self_mark' ? '(self-marked)' : q.outcome === 'unanswered' ? '(not answered)' : ''} · {q.area}
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
              {q.content.kind === 'written' && q.key && <SelfMarkForm attemptId={r.id} question={q} onMarked={update} />}
            </li>
          ))}
        </ol>
      </section>
    </PageFrame>
  );
}
