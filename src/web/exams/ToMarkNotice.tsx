import { ClipboardPen, Hourglass } from 'lucide-react';
import type { AttemptResult } from '../../contracts/exam-schemas';
import { formatDateTime } from '../format/dates';
import { answersWord, firstToMark, focusMarking, markingHeadingId } from './marking-focus';

/**
 * At the top of a result with written answers still to mark: how many,
 * and a link to the first one while the marking guide may be shown; when
 * the review is withheld, when marking opens (or that it never does).
 */
export function ToMarkNotice({ result }: { result: AttemptResult }) {
  if (result.toMark === 0) return null;
  if (result.awaitingTutor > 0) return <AwaitingTutorNotice count={result.awaitingTutor} />;
  const first = firstToMark(result);
  const what = answersWord(result.toMark);
  const verb = result.questions.some((q) => q.outcome === 'self_mark' && q.selfMarks !== null) ? 'Continue' : 'Start';
  return (
    <section aria-labelledby="to-mark-heading" className="mb-8 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-3xl border border-accent-400 bg-accent-300/20 p-5">
      <ClipboardPen aria-hidden="true" className="h-8 w-8 shrink-0 text-amber-900" />
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="to-mark-heading" className="text-lg font-extrabold text-ink">
          {what} to mark
        </h2>
        <p className="text-sm text-slate-700">
          {result.review === 'full' && 'Tick the points of the marking guide each one made. Your pass or fail shows once every answer is marked.'}
          {result.review === 'later' &&
            result.reviewOpensAt &&
            `You can mark them against the marking guide when the review opens, after the exam closes on ${formatDateTime(result.reviewOpensAt)}. Your pass or fail shows once they are marked.`}
          {result.review === 'hidden' && 'This exam never shows its marking guide, so they cannot be marked: your score counts the other questions only, and no pass or fail is given.'}
        </p>
      </div>
      {result.review === 'full' && first !== null && (
        <a
          href={`#${markingHeadingId(first)}`}
          onClick={(event) => {
            event.preventDefault();
            focusMarking(first);
          }}
          aria-label={`${verb} marking: question ${first}`}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {verb}
        </a>
      )}
    </section>
  );
}

/** A tutor-marked exam's written answers are with the tutor: nothing for the student to do but wait for the email. */
function AwaitingTutorNotice({ count }: { count: number }) {
  return (
    <section aria-labelledby="to-mark-heading" className="mb-8 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-3xl border border-accent-400 bg-accent-300/20 p-5">
      <Hourglass aria-hidden="true" className="h-8 w-8 shrink-0 text-amber-900" />
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="to-mark-heading" className="text-lg font-extrabold text-ink">
          {answersWord(count)} awaiting your tutor
        </h2>
        <p className="text-sm text-slate-700">
          A tutor marks your written {count === 1 ? 'answer' : 'answers'} against the marking guide. Your pass or fail shows when the marks are released, and we will email you then.
        </p>
      </div>
    </section>
  );
}
