import { ArrowLeft, ArrowRight, Eye, ListChecks, RotateCcw, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { PageMeta } from '../components/PageMeta';
import { useHeader } from '../layout/header-context';
import { answerState } from './answer-state';
import { ExamTimer } from './ExamTimer';
import { sectionAt } from './paper-sections';
import { QuestionCard } from './QuestionCard';
import { QuestionNavigator, type NavItem } from './QuestionNavigator';
import { SaveIndicator } from './SaveIndicator';
import { SectionIntro } from './SectionIntro';
import { SubmitReview } from './SubmitReview';
import type { PlayerSession } from './use-attempt-session';

const REVIEW = 0;

/** A studio preview: the same player, said to be a preview, with a fresh paper on request. */
export type PreviewMode = { onRestart: () => void };

/**
 * The exam player over a session: a student's attempt (use-attempt-session)
 * or an admin's preview (use-preview-session), which behave alike to the
 * student's eye. The paper's sections head the navigator's groups and the
 * question being answered.
 */
export function PlayerView({ session, preview }: { session: PlayerSession; preview?: PreviewMode }) {
  const header = useHeader();
  // 0 is the review screen; 1..n are questions. Until the student moves, the player shows the
  // question the attempt was left at (kept on the server, so a reload or another device opens there).
  const [chosen, setCurrent] = useState<number | null>(null);
  const current = chosen ?? session.loaded?.attempt.currentPosition ?? 1;
  const ready = session.loaded !== null;
  const heading = useRef<HTMLHeadingElement>(null);

  // The question the player opens at (after Start, after a reload) and every one moved to take focus on their heading.
  useEffect(() => {
    if (!ready) return;
    (heading.current ?? document.getElementById('review-heading'))?.focus();
  }, [current, ready]);

  if (session.loadError) {
    const missing = session.loadError instanceof ApiError && session.loadError.status === 404;
    if (preview) {
      return (
        <PageFrame title="Exam preview" crumbs={[{ label: 'Mock exams', to: '/exam' }]}>
          <LoadError what="the preview" error={session.loadError} onRetry={session.retry} />
        </PageFrame>
      );
    }
    return (
      <PageFrame title={missing ? 'Attempt not found' : 'Mock exam'} crumbs={[{ label: 'Mock exams', to: '/exam' }]}>
        {missing ? (
          <p role="alert" className="text-slate-700">
            No attempt of yours has this address.{' '}
            <Link to="/exam" className="font-semibold text-brand-700 underline">
              Go to the mock exams
            </Link>
            .
          </p>
        ) : (
          <LoadError what="your exam" onRetry={session.retry} />
        )}
      </PageFrame>
    );
  }
  if (!session.loaded) return <PageLoading />;
  const { attempt, answers, clockOffsetMs } = session.loaded;
  const count = attempt.questions.length;
  const items: NavItem[] = attempt.questions.map((q) => {
    const local = answers.get(q.position);
    return { position: q.position, state: answerState(q.content, local?.answer ?? null), flagged: local?.flagged ?? false };
  });
  const answered = items.filter((i) => i.state !== 'unanswered').length;
  const go = (position: number) => {
    // Leaving a question sends its answer at once.
    void session.flush();
    if (position !== REVIEW) session.moveTo(position);
    setCurrent(position);
  };
  const question = attempt.questions[current - 1];
  const local = question ? answers.get(question.position) : undefined;
  const section = question ? sectionAt(attempt.sections, question.position) : null;

  return (
    <>
      <PageMeta title={preview ? `${attempt.exam.title}: preview` : `${attempt.exam.title}: exam in progress`} />
      {/* The exam bar (timer, save state) stays in view: under the site header while that is fixed, at the top otherwise. */}
      <div className={`sticky z-30 border-b border-slate-200 bg-white/95 backdrop-blur ${header.isFixedTop ? 'top-[73px]' : 'top-0'}`}>
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-600">{attempt.exam.paper}</p>
            <h1 className="truncate text-lg font-extrabold text-ink">{attempt.exam.title}</h1>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {preview ? (
              <p className="inline-flex items-center gap-1.5 rounded-full bg-violet-100 px-3 py-1.5 text-sm font-semibold text-violet-900">
                <Eye aria-hidden="true" className="h-4 w-4" /> Preview
              </p>
            ) : (
              <SaveIndicator state={session.queueState} />
            )}
            {attempt.deadlineAt && <ExamTimer deadlineAt={attempt.deadlineAt} clockOffsetMs={clockOffsetMs} onExpired={() => void session.submit()} />}
          </div>
        </div>
      </div>
      <div className="container-page py-6 sm:py-10">
        {preview && (
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-violet-200 bg-violet-50 p-4 text-violet-950">
            <p className="min-w-0 flex-1 basis-64 text-sm">
              <strong>A preview of this exam as a student sees it.</strong> Nothing is saved on the server and it counts nowhere: no attempt, no statistics, nothing in anyone’s exams.
            </p>
            <button
              type="button"
              onClick={() => {
                setCurrent(null);
                preview.onRestart();
              }}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-violet-300 bg-white px-4 py-2 text-sm font-semibold text-violet-900 hover:bg-violet-100"
            >
              <RotateCcw aria-hidden="true" className="h-4 w-4" /> Draw a new paper
            </button>
          </div>
        )}
        {session.notice && (
          <div role="alert" className="mb-6 flex items-start justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
            <p>{session.notice}</p>
            <button type="button" onClick={session.dismissNotice} aria-label="Dismiss" className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-amber-100">
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        )}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="min-w-0">
            {current === REVIEW || !question ? (
              <SubmitReview items={items} onGo={go} onSubmit={() => void session.submit()} submitting={session.submitting} waiting={session.queueState.waiting} />
            ) : (
              <>
                {section && <SectionIntro section={section} position={question.position} />}
                <QuestionCard
                  key={question.position}
                  ref={heading}
                  question={question}
                  checkable={attempt.exam.kind === 'quiz'}
                  onCheck={() => void session.check(question.position)}
                  count={count}
                  answer={local?.answer ?? null}
                  flagged={local?.flagged ?? false}
                  onAnswer={(answer) => session.update(question.position, { answer }, answer.kind === 'single' || answer.kind === 'multi')}
                  onFlag={() => session.update(question.position, { flagged: !(local?.flagged ?? false) }, true)}
                />
              </>
            )}
            <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
              <button
                type="button"
                disabled={current === 1}
                onClick={() => go(current === REVIEW ? count : current - 1)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-5 py-2 font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-40"
              >
                <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Previous
              </button>
              {current !== REVIEW && current < count && (
                <button
                  type="button"
                  onClick={() => go(current + 1)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  Next <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </button>
              )}
              {current !== REVIEW && (
                <button
                  type="button"
                  onClick={() => go(REVIEW)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  <ListChecks aria-hidden="true" className="h-4 w-4" /> Review and submit
                </button>
              )}
            </div>
          </div>
          <aside className="lg:sticky lg:top-28 lg:self-start">
            <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="mb-4 text-sm font-bold uppercase tracking-wide text-slate-600">
                {answered} of {count} answered
              </h2>
              <QuestionNavigator items={items} current={current} onGo={go} sections={attempt.sections} />
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
