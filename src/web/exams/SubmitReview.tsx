import { AlertTriangle, Flag, Send } from 'lucide-react';
import { useRef } from 'react';
import type { NavItem } from './QuestionNavigator';

type Props = {
  items: NavItem[];
  onGo: (position: number) => void;
  onSubmit: () => void;
  submitting: boolean;
  waiting: number;
};

/**
 * The review before handing in: what is unanswered, partly answered and
 * flagged, each a link back; then Submit, confirmed in a modal dialog
 * (the native one: focus stays inside, Escape cancels).
 */
export function SubmitReview({ items, onGo, onSubmit, submitting, waiting }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const unanswered = items.filter((i) => i.state === 'unanswered');
  const partial = items.filter((i) => i.state === 'partial');
  const flagged = items.filter((i) => i.flagged);
  const list = (title: string, found: NavItem[], icon?: React.ReactNode) =>
    found.length > 0 && (
      <section className="mt-6">
        <h3 className="flex items-center gap-2 font-bold text-ink">
          {icon}
          {title} ({found.length})
        </h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {found.map((i) => (
            <li key={i.position}>
              <button type="button" onClick={() => onGo(i.position)} className="min-h-11 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
                Question {i.position}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <section aria-labelledby="review-heading" className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id="review-heading" tabIndex={-1} className="text-xl font-extrabold text-ink">
        Review before you submit
      </h2>
      <p className="mt-2 text-slate-700">
        {items.length - unanswered.length} of {items.length} questions answered.
        {unanswered.length === 0 && partial.length === 0 && flagged.length === 0 && ' Everything is answered and nothing is flagged.'}
      </p>
      {list('Not answered', unanswered, <AlertTriangle aria-hidden="true" className="h-5 w-5 text-amber-600" />)}
      {list('Partly answered', partial)}
      {list('Flagged for review', flagged, <Flag aria-hidden="true" className="h-5 w-5 fill-red-600 text-red-700" />)}
      <div className="mt-8 border-t border-slate-100 pt-6">
        {/* aria-disabled, not disabled, while the hand-in goes on (it can wait for the connection): the dialog gives focus back here when it closes, and a disabled button would drop it to the page. */}
        <button
          type="button"
          onClick={() => {
            if (!submitting) dialog.current?.showModal();
          }}
          aria-disabled={submitting}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          <Send aria-hidden="true" className="h-4 w-4" /> Submit exam
        </button>
      </div>
      <dialog ref={dialog} aria-labelledby="confirm-heading" className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl p-6 shadow-2xl backdrop:bg-ink/60">
        <h2 id="confirm-heading" className="text-lg font-extrabold text-ink">
          Submit your exam?
        </h2>
        <p className="mt-2 text-slate-700">
          You cannot change your answers after submitting.
          {unanswered.length > 0 && ` ${unanswered.length} ${unanswered.length === 1 ? 'question is' : 'questions are'} not answered.`}
          {waiting > 0 && ` ${waiting} ${waiting === 1 ? 'answer is' : 'answers are'} still being saved first.`}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => dialog.current?.close()} className="min-h-11 rounded-full border border-slate-300 px-5 py-2 font-semibold text-slate-700 hover:bg-slate-50">
            Keep working
          </button>
          <button
            type="button"
            onClick={() => {
              dialog.current?.close();
              onSubmit();
            }}
            className="min-h-11 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Submit now
          </button>
        </div>
      </dialog>
    </section>
  );
}
