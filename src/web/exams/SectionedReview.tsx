import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PaperSection, ReviewedQuestion } from '../../contracts/exam-schemas';
import { bySection, minutesText } from './paper-sections';
import { formatMarks } from './ResultScore';

const LIST = 'mt-6 grid grid-cols-1 gap-6';

/**
 * The review's questions, each drawn by `children`, in one list; a paper in
 * sections gives each section its heading, suggested time and marks, then
 * its questions, as the player showed them.
 */
export function SectionedReview({ sections, questions, children }: { sections: PaperSection[]; questions: ReviewedQuestion[]; children: (q: ReviewedQuestion) => ReactNode }) {
  const groups = bySection(sections, questions);
  return groups.map(({ section, items }) => {
    if (!section)
      return (
        <ol key="all" className={LIST}>
          {items.map(children)}
        </ol>
      );
    const id = `review-section-${section.from}`;
    const marks = items.reduce((sum, q) => sum + q.marks, 0);
    const max = items.reduce((sum, q) => sum + q.max, 0);
    return (
      <section key={id} aria-labelledby={id} className="mt-10 first-of-type:mt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 pb-2">
          <h3 id={id} className="text-xl font-extrabold text-ink">
            {section.title}
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 text-sm font-semibold text-slate-700">
            <span>
              {formatMarks(marks)} / {max} marks
            </span>
            <span className="inline-flex items-center gap-1 font-normal">
              <Clock aria-hidden="true" className="h-4 w-4" /> Suggested {minutesText(section.suggestedMinutes)}
            </span>
          </p>
        </div>
        {section.instructions && <p className="mt-2 whitespace-pre-line text-sm text-slate-600">{section.instructions}</p>}
        <ol className={LIST}>{items.map(children)}</ol>
      </section>
    );
  });
}
