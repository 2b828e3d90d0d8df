import { Check } from 'lucide-react';
import type { QuestionStatistics } from '../../../../../contracts/exam-statistics-schemas';

type Counts = NonNullable<QuestionStatistics['shown']>;
const THIRDS = [
  ['top', 'Top third'],
  ['middle', 'Middle third'],
  ['bottom', 'Bottom third'],
] as const;

/**
 * A choice question's options, the right ones marked, with how many of the
 * top, middle and bottom thirds of students (by total) picked each. A good
 * key is picked more by the top third than the bottom; a distractor the top
 * third prefers is worth a second look. The bars are for the eye; the
 * counts beside them say the same in words.
 */
export function OptionPicks({ shown, options }: { shown: Counts; options: NonNullable<QuestionStatistics['options']> }) {
  return (
    <details className="group mt-2">
      <summary className="inline-flex min-h-6 cursor-pointer items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">Options and picks by thirds</summary>
      <ol className="mt-3 space-y-4">
        {options.map((option, index) => (
          <li key={option.id}>
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 font-semibold text-ink">
              <span className="text-slate-500">{String.fromCharCode(65 + index)}.</span>
              <span className="min-w-0 break-words">{option.text || '(no text)'}</span>
              {option.correct && (
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-inset ring-brand-200">
                  <Check aria-hidden="true" className="h-3 w-3" /> Correct
                </span>
              )}
              <span className="text-xs font-normal text-slate-600">
                {option.all} of {shown.all} picked
              </span>
            </p>
            <dl className="mt-1.5 grid grid-cols-[6.5rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-xs text-slate-600">
              {THIRDS.map(([third, label]) => {
                const share = shown[third] > 0 ? option[third] / shown[third] : 0;
                return (
                  <div key={third} className="contents">
                    <dt>{label}</dt>
                    <dd aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-100">
                      <span className={`block h-full rounded-full ${option.correct ? 'bg-brand-600' : 'bg-slate-400'}`} style={{ width: `${Math.round(share * 100)}%` }} />
                    </dd>
                    <dd className="text-right tabular-nums">
                      {option[third]} of {shown[third]}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ol>
    </details>
  );
}
