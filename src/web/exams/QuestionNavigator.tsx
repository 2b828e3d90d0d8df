import { Flag } from 'lucide-react';
import type { AnswerState } from '../../contracts/exam-schemas';

export type NavItem = { position: number; state: AnswerState; flagged: boolean };

const STATE_CLASS: Record<AnswerState, string> = {
  answered: 'bg-brand-700 text-white border-brand-700',
  partial: 'bg-accent-300 text-ink border-accent-500',
  unanswered: 'bg-white text-ink border-slate-300',
};
const STATE_LABEL: Record<AnswerState, string> = { answered: 'answered', partial: 'partly answered', unanswered: 'not answered' };

/** Every question at a glance: answered, partly answered, not answered, flagged; a button each. */
export function QuestionNavigator({ items, current, onGo }: { items: NavItem[]; current: number; onGo: (position: number) => void }) {
  return (
    <nav aria-label="Questions">
      <ol className="grid grid-cols-6 gap-2 sm:grid-cols-8 lg:grid-cols-5">
        {items.map((item) => (
          <li key={item.position}>
            <button
              type="button"
              onClick={() => onGo(item.position)}
              aria-current={item.position === current ? 'step' : undefined}
              aria-label={`Question ${item.position}, ${STATE_LABEL[item.state]}${item.flagged ? ', flagged for review' : ''}`}
              className={`relative flex h-11 w-full min-w-11 items-center justify-center rounded-lg border text-sm font-bold ${STATE_CLASS[item.state]} ${item.position === current ? 'ring-2 ring-ink ring-offset-2' : ''}`}
            >
              {item.position}
              {item.flagged && <Flag aria-hidden="true" className="absolute -right-1 -top-1 h-4 w-4 fill-red-600 text-red-700" />}
            </button>
          </li>
        ))}
      </ol>
      <ul className="mt-4 grid gap-1.5 text-xs text-slate-600" aria-label="Key">
        <li className="flex items-center gap-2">
          <span className="h-3 w-3 rounded bg-brand-700" /> Answered
        </li>
        <li className="flex items-center gap-2">
          <span className="h-3 w-3 rounded border border-accent-500 bg-accent-300" /> Partly answered
        </li>
        <li className="flex items-center gap-2">
          <span className="h-3 w-3 rounded border border-slate-300 bg-white" /> Not answered
        </li>
        <li className="flex items-center gap-2">
          <Flag aria-hidden="true" className="h-3 w-3 fill-red-600 text-red-700" /> Flagged for review
        </li>
      </ul>
    </nav>
  );
}
