import { ChevronDown } from 'lucide-react';

/** Each figure in a sentence or two, for an author who has not met item statistics before (the readings are Moodle's). */
export const DEFINITIONS: [string, string][] = [
  ['Attempts', 'Finished attempts counted: each student’s first, or every attempt, as chosen above. Item figures come from the attempts that had the item.'],
  ['Mean, median and standard deviation', 'The average total, the middle total, and how far totals typically sit from the average. A small spread means the exam tells students apart poorly.'],
  ['Skewness', 'Whether totals lean one way: below zero, most students scored high (a long tail of low scores); above zero, most scored low.'],
  ['Kurtosis', 'How peaked the totals are: above zero, bunched around the middle; below zero, spread flat across the range.'],
  [
    'Internal consistency (CIC)',
    'Whether the questions measure the same thing (Cronbach’s alpha). Above 75 % is satisfactory, below 64 % unsatisfactory; it rises with more and better-discriminating questions.',
  ],
  [
    'Error ratio and standard error',
    'How much of the spread of totals is noise rather than ability, as a share and in marks: a student’s true score is usually within one standard error of their total.',
  ],
  ['Facility', 'The average mark on an item as a share of its marks: how easy it was. 5 % or less, or 95 % or more, tells nobody apart.'],
  ['SD', 'How much the marks on an item vary, against its marks.'],
  [
    'Discrimination index',
    'How well an item separates students who do well on the rest of the test from those who do not, from −100 to 100. Below zero, the weaker students did better: check the key.',
  ],
  ['Discriminative efficiency', 'The discrimination index as a share of the most this item could reach given its facility. Under 15 % is weak.'],
  [
    'Effective and intended weight',
    'The share of the spread of totals a position actually carries, next to its share of the marks. A position far below its intended weight counts for less than its marks suggest.',
  ],
];

/** The disclosure under the summary that says what every figure on the screen means. */
export function Definitions() {
  return (
    <details className="group mt-4 rounded-xl border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        What these figures mean
        <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 transition group-open:rotate-180" />
      </summary>
      <dl className="grid gap-3 border-t border-slate-200 px-4 py-4 text-sm sm:grid-cols-2">
        {DEFINITIONS.map(([term, meaning]) => (
          <div key={term}>
            <dt className="font-semibold text-ink">{term}</dt>
            <dd className="mt-0.5 text-slate-600">{meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
