import { Clock, Flag } from 'lucide-react';
import type { AnswerState, PaperSection } from '../../contracts/exam-schemas';
import { bySection, minutesText } from './paper-sections';

export type NavItem = { position: number; state: AnswerState; flagged: boolean };

const STATE_CLASS: Record<AnswerState, string> = {
  answered: 'bg-brand-700 text-white border-brand-700',
  partial: 'bg-accent-300 text-ink border-accent-500',
  unanswered: 'bg-white text-ink border-slate-300',
};
const STATE_LABEL: Record<AnswerState, string> = { answered: 'answered', partial: 'partly answered', unanswered: 'not answered' };

/**
 * Every question at a glance: answered, partly answered, not answered,
 * flagged; a button each. A paper in sections lists each section's
 * questions under its heading with its suggested time (guidance: the
 * exam's own timer is the only one enforced).
 */
export function QuestionNavigator({ items, current, onGo, sections = [] }: { items: NavItem[]; current: number; onGo: (position: number) => void; sections?: PaperSection[] }) {
  return (
    <nav aria-label="Questions">
      {bySection(sections, items).map(({ section, items: group }) => (
        <div key={section?.from ?? 0} className={section ? 'mb-5 last-of-type:mb-0' : ''}>
          {section && (
            <div className="mb-2">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="text-sm font-bold text-ink">{section.title}</h3>
                <p className="shrink-0 text-xs text-slate-600">
                  {group.filter((i) => i.state !== 'unanswered').length} of {group.length} answered
                </p>
              </div>
              <p className="mt-0.5 inline-flex items-center gap-1 text-xs text-slate-600">
                <Clock aria-hidden="true" className="h-3.5 w-3.5" /> Suggested {minutesText(section.suggestedMinutes)}
              </p>
            </div>
          )}
          <ol aria-label={section ? `${section.title} questions` : undefined} className="grid grid-cols-6 gap-2 sm:grid-cols-8 lg:grid-cols-5">
            {group.map((item) => (
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
        </div>
      ))}
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
