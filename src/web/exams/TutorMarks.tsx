import { MessageSquareText } from 'lucide-react';
import type { ReviewedQuestion } from '../../contracts/exam-schemas';
import { formatMarks } from './ResultScore';

/**
 * A written answer on a tutor-marked exam: waiting for the tutor, or, once
 * the marks are released, each marking-guide point with the marks the tutor
 * gave it and the tutor's comment on the answer.
 */
export function TutorMarks({ question }: { question: ReviewedQuestion }) {
  const points = question.key?.kind === 'written' ? question.key.points : [];
  if (question.outcome === 'tutor_mark') {
    return (
      <p className="mt-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        Your tutor marks this answer against the marking guide. We will email you when the marks are out.
      </p>
    );
  }
  if (!question.tutor) return null;
  const given = new Map(question.tutor.awards.map((a) => [a.pointId, a.marks]));
  return (
    <section aria-label={`Your tutor’s marks for question ${question.position}`} className="mt-4 rounded-2xl border border-brand-200 bg-brand-50/60 p-4">
      <h4 className="font-semibold text-ink">Your tutor’s marks</h4>
      {points.length > 0 && (
        <ul className="mt-2 grid gap-1.5 text-sm text-slate-800">
          {points.map((p) => {
            const marks = given.get(p.id) ?? 0;
            return (
              <li key={p.id} className="flex items-start justify-between gap-3">
                <span className="min-w-0">{p.text}</span>
                <span className={`shrink-0 font-semibold tabular-nums ${marks > 0 ? 'text-brand-800' : 'text-slate-500'}`}>
                  {formatMarks(marks)} / {formatMarks(p.marks)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {question.tutor.comment !== '' && (
        <div className="mt-3 flex gap-2 border-t border-brand-200 pt-3 text-sm text-ink">
          <MessageSquareText aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
          <p className="min-w-0 whitespace-pre-line break-words">{question.tutor.comment}</p>
        </div>
      )}
    </section>
  );
}

/** The tutor's overall comment on the script, at the top of a released result. */
export function TutorComment({ comment }: { comment: string | null }) {
  if (!comment) return null;
  return (
    <section aria-labelledby="tutor-comment-heading" className="mb-8 rounded-3xl border border-brand-200 bg-white p-5 shadow-sm">
      <h2 id="tutor-comment-heading" className="flex items-center gap-2 text-lg font-extrabold text-ink">
        <MessageSquareText aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Your tutor’s comment
      </h2>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{comment}</p>
    </section>
  );
}
