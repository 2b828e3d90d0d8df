import { Clock } from 'lucide-react';
import type { PaperSection } from '../../contracts/exam-schemas';
import { minutesText } from './paper-sections';

/** Above a question of a paper in sections: which section it is in, where in it, the time suggested for it and its instructions. */
export function SectionIntro({ section, position }: { section: PaperSection; position: number }) {
  const count = section.to - section.from + 1;
  return (
    <div className="mb-4 rounded-2xl border border-brand-100 bg-brand-50/60 px-5 py-3">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-bold text-brand-900">{section.title}</span>
        <span className="text-slate-700">
          Question {position - section.from + 1} of {count} in this section
        </span>
        <span className="inline-flex items-center gap-1 text-slate-700">
          <Clock aria-hidden="true" className="h-4 w-4" /> Suggested {minutesText(section.suggestedMinutes)}
        </span>
      </p>
      {section.instructions && <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{section.instructions}</p>}
    </div>
  );
}
