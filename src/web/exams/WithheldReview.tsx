import { EyeOff } from 'lucide-react';
import type { AttemptResult } from '../../contracts/exam-schemas';
import { formatDateTime } from '../format/dates';

/**
 * In place of the question-by-question review while the exam's review
 * policy withholds it: why, and when it opens. Nothing per question is
 * sent then, so this is all the section can say.
 */
export function WithheldReview({ result }: { result: AttemptResult }) {
  if (result.review === 'full') return null;
  return (
    <div className="mt-4 flex gap-4 rounded-3xl border border-slate-200 bg-slate-50 p-5 sm:p-6">
      <EyeOff aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-slate-600" />
      <div className="min-w-0 text-slate-700">
        {result.review === 'later' && result.reviewOpensAt ? (
          <>
            <p className="font-semibold text-ink">The review opens when the exam closes, on {formatDateTime(result.reviewOpensAt)}.</p>
            <p className="mt-2">
              Then you will see each question with your answer, its marks, the correct answer and a worked explanation, and you can mark any written answers. Until then this page shows your total and
              your marks by syllabus area only: while the exam is open, marks question by question would give its answers away to anyone sitting it again.
            </p>
          </>
        ) : (
          <>
            <p className="font-semibold text-ink">This exam does not show a question-by-question review.</p>
            <p className="mt-2">Its questions are kept for future sittings, so your total and your marks by syllabus area are all it shows. Use the areas above to see where to revise.</p>
          </>
        )}
      </div>
    </div>
  );
}
