import { CalendarClock, CheckCircle2, Clock, FileQuestion, Lock, Play, RotateCcw, Target } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ExamDetail } from '../../contracts/exam-schemas';
import { startAttempt } from './exam-api';
import { handOverStarted } from './started-attempt';
import { formatDateTime } from '../format/dates';
import { AttemptList } from './AttemptList';
import { attemptsText, durationText, KIND_LABEL, marksText, questionsText } from './exam-facts';
import { signInPath } from '../../contracts/routes';
import { errorText } from '../api/error-text';

const REVIEW_TEXT: Record<ExamDetail['reviewPolicy'], string> = {
  after_submit: 'Correct answers and worked explanations as soon as you submit',
  after_close: 'Your total and marks by area at once; each question with correct answers and worked explanations once the exam closes',
  never: 'Your total and marks by syllabus area; no question-by-question review',
};

const REFUSAL_TEXT: Record<NonNullable<NonNullable<ExamDetail['mine']>['refusal']>, string> = {
  exam_not_open: 'This exam is not open yet.',
  exam_closed: 'This exam has closed.',
  exam_enrollment_required: 'This mock comes with the courses below. Enroll in one to sit it.',
  attempts_used_up: 'You have used every attempt this exam allows.',
};

/** One exam's page: what it contains, its rules, the student's attempts and the Start (or Resume) button. */
export function ExamDetailView({ exam }: { exam: ExamDetail }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = exam.mine?.attempts.find((a) => a.status === 'in_progress');
  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const { attemptId, attempt } = await startAttempt(exam.slug);
      handOverStarted(attempt);
      navigate(`/exampl/${attemptId}`);
    } catch (e) {
      setError(errorText(e));
      setStarting(false);
    }
  };
  const facts = [
    { icon: FileQuestion, text: `${questionsText(exam)}, ${marksText(exam)}` },
    { icon: Clock, text: exam.durationMinutes === null ? 'Untimed: take as long as you need' : `${durationText(exam.durationMinutes)}, timed by the server` },
    { icon: Target, text: `Pass mark ${exam.passPercent}%` },
    { icon: RotateCcw, text: exam.mine?.attemptsLeft != null ? `${attemptsText(exam.attemptsAllowed)} (${exam.mine.attemptsLeft} left)` : attemptsText(exam.attemptsAllowed) },
    { icon: CheckCircle2, text: REVIEW_TEXT[exam.reviewPolicy] },
    ...(exam.opensAt || exam.closesAt
      ? [{ icon: CalendarClock, text: [exam.opensAt && `Opens ${formatDateTime(exam.opensAt)}`, exam.closesAt && `closes ${formatDateTime(exam.closesAt)}`].filter(Boolean).join(', ') }]
      : []),
  ];

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid gap-8">
        <section className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-sm font-bold uppercase tracking-wide text-brand-700">
            {KIND_LABEL[exam.kind]} · {exam.paper.name}
          </p>
          <p className="mt-3 text-lg text-slate-700">{exam.summary}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {facts.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-ink">
                <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" /> {text}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="rules-heading" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="rules-heading" className="text-xl font-extrabold text-ink">
            How it works
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>Every answer is saved as you give it. If your connection drops, answers wait on this device and are sent when it returns.</li>
            <li>
              {exam.durationMinutes === null
                ? 'There is no time limit.'
                : 'The clock is the server’s: closing the tab or reloading does not stop it. When time runs out, your saved answers are marked.'}
            </li>
            <li>Flag questions to come back to; before submitting you see which are unanswered or flagged.</li>
            <li>Figures are typed as accountants write them: 1,200 or 1200; negatives as -1200 or (1,200). The box shows how it read your figure.</li>
          </ul>
        </section>
        {exam.mine && exam.mine.attempts.length > 0 && (
          <section aria-labelledby="yours-heading">
            <h2 id="yours-heading" className="mb-4 text-xl font-extrabold text-ink">
              Your attempts
            </h2>
            <AttemptList attempts={exam.mine.attempts} showExam={false} />
          </section>
        )}
      </div>
      <aside className="lg:sticky lg:top-28 lg:self-start">
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
          {!exam.mine ? (
            <>
              <p className="text-slate-700">Sign in to sit this exam. {exam.free ? 'It is free.' : ''}</p>
              <Link
                to={signInPath(location.pathname)}
                className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
              >
                Sign in to start
              </Link>
            </>
          ) : open ? (
            <>
              <p className="text-slate-700">You have an attempt in progress{open.deadlineAt ? `; its time runs until ${formatDateTime(open.deadlineAt)}` : ''}.</p>
              <Link
                to={`/exampl/${open.id}`}
                className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-accent-500 px-6 py-3 font-bold text-ink hover:bg-accent-400"
              >
                <Play aria-hidden="true" className="h-4 w-4" /> Resume
              </Link>
            </>
          ) : exam.mine.canStart ? (
            <>
              <p className="text-slate-700">{exam.durationMinutes === null ? 'Start whenever you are ready.' : `The ${durationText(exam.durationMinutes)} start when you press Start.`}</p>
              <button
                type="button"
                onClick={() => void start()}
                disabled={starting}
                className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                <Play aria-hidden="true" className="h-4 w-4" /> {starting ? 'Starting…' : 'Start exam'}
              </button>
            </>
          ) : (
            <>
              <p className="flex items-start gap-2 text-slate-700">
                <Lock aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" /> {REFUSAL_TEXT[exam.mine.refusal!]}
              </p>
              {exam.mine.refusal === 'exam_enrollment_required' && (
                <ul className="mt-3 grid gap-2">
                  {exam.courses.map((c) => (
                    <li key={c.slug}>
                      <Link to={`/course-detail/${c.slug}`} className="font-semibold text-brand-700 underline">
                        {c.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          {error && (
            <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
              {error}
            </p>
          )}
        </div>
      </aside>
    </div>
  );
}
