import { ChevronDown, Info, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../../api/error-text';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { formatDateTime, formatRelative } from '../../../format/dates';
import { Button } from '../../ui/Button';
import { StatusTabs } from '../../ui/StatusTabs';
import { DEFINITIONS } from '../exams/statistics/Definitions';
import { ExamFiguresCard } from './ExamFiguresCard';
import { useQuestionFigures, useRecalculateFigures, type AttemptsUsed } from './figures-api';
import { InsightPanel, PanelLoading } from './InsightPanel';

const ATTEMPT_TABS = [
  { value: 'first', label: 'Each student’s first attempt' },
  { value: 'all', label: 'All attempts' },
] as const;

/** The item figures this panel shows, in the statistics screen's own words. */
const TERMS = ['Facility', 'Discrimination index', 'Discriminative efficiency'];

/**
 * The question's figures in every exam that gave it, any version, as each
 * exam's statistics give them (the most attempts first), with each
 * student's first attempt counted or all of them.
 */
export function FiguresAcrossExams({ questionId }: { questionId: number }) {
  const [attempts, setAttempts] = useState<AttemptsUsed>('first');
  const figures = useQuestionFigures(questionId, attempts);
  const recalculate = useRecalculateFigures(questionId, attempts);
  const data = figures.data;
  // The oldest exam's figures say how old the panel is.
  const oldest = data?.exams.reduce<string | null>((at, e) => (at === null || e.computedAt < at ? e.computedAt : at), null) ?? null;
  const since = data?.exams.reduce((n, e) => n + e.finishedSince, 0) ?? 0;
  return (
    <InsightPanel id="question-figures" title="Across exams" intro="How this question did in each exam that gave it, from finished attempts.">
      <div className="mt-4">
        <StatusTabs label="Which attempts count" value={attempts} tabs={ATTEMPT_TABS} onChange={setAttempts} />
      </div>
      {figures.isPending ? (
        <PanelLoading what="the figures" />
      ) : figures.isError || !data ? (
        <LoadError what="the figures" error={figures.error} onRetry={() => void figures.refetch()} />
      ) : data.exams.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          No finished attempt has had this question yet. Its figures appear here once students finish an exam that gives it.
        </p>
      ) : (
        <div aria-busy={figures.isPlaceholderData} className="transition aria-busy:opacity-70">
          {data.exams.every((e) => (e.figures?.attempts ?? 0) < data.minAttemptsForFlags) && (
            <p className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
              <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>Flags appear from {data.minAttemptsForFlags} attempts in an exam. With fewer, these figures move a lot with each new attempt.</span>
            </p>
          )}
          <div className="mt-4 flex flex-col gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between">
            <p aria-live="polite">
              {oldest && (
                <>
                  Computed{' '}
                  <time dateTime={oldest} title={formatDateTime(oldest)}>
                    {formatRelative(oldest)}
                  </time>
                  {since > 0 ? `; ${since.toLocaleString('en-IN')} ${since === 1 ? 'attempt' : 'attempts'} finished since.` : '.'} Kept for {data.keptMinutes} minutes.
                </>
              )}
            </p>
            <Button size="sm" icon={RefreshCw} busy={recalculate.isPending} busyLabel="Recalculating…" onClick={() => recalculate.mutate()}>
              Recalculate now
            </Button>
          </div>
          {recalculate.error && <FormAlert>{errorText(recalculate.error)}</FormAlert>}
          <ul aria-label="Exams that gave this question" className="mt-4 space-y-3">
            {data.exams.map((entry) => (
              <ExamFiguresCard key={entry.exam.id} entry={entry} attempts={attempts} />
            ))}
          </ul>
          <details className="group mt-4 rounded-xl border border-slate-200">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              What these figures mean
              <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 transition group-open:rotate-180" />
            </summary>
            <dl className="grid gap-3 border-t border-slate-200 px-4 py-4 text-sm">
              {DEFINITIONS.filter(([term]) => TERMS.includes(term)).map(([term, meaning]) => (
                <div key={term}>
                  <dt className="font-semibold text-ink">{term}</dt>
                  <dd className="mt-0.5 text-slate-600">{meaning}</dd>
                </div>
              ))}
              <div>
                <dt className="font-semibold text-ink">Options and picks by thirds</dt>
                <dd className="mt-0.5 text-slate-600">
                  How many of the top, middle and bottom thirds of the exam’s students (by total) picked each option. A key the bottom third picks more than the top third, or a distractor nobody
                  picks, is worth a second look.
                </dd>
              </div>
            </dl>
          </details>
        </div>
      )}
    </InsightPanel>
  );
}
