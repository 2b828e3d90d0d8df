import { Download, Info } from 'lucide-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { PageMeta } from '../../../../components/PageMeta';
import { useAdmin } from '../../../admin-context';
import { AdminHeading } from '../../../ui/AdminHeading';
import { BackLink } from '../../../ui/BackLink';
import { buttonClass } from '../../../ui/button-class';
import { EmptyState } from '../../../ui/EmptyState';
import { Loaded } from '../../../ui/Loaded';
import { StatusTabs } from '../../../ui/StatusTabs';
import { StudioNav } from '../../StudioNav';
import { ItemTables } from './ItemTables';
import { statisticsCsvAddress, useExamStatistics, type AttemptsUsed } from './statistics-api';
import { TestSummary } from './TestSummary';

/** "1 finished attempt", "3 finished attempts". */
const attemptsText = (n: number) => `${n} finished ${n === 1 ? 'attempt' : 'attempts'}`;

const ATTEMPT_TABS = [
  { value: 'first', label: 'Each student’s first attempt' },
  { value: 'all', label: 'All attempts' },
] as const;

/**
 * An exam's item statistics, for the author improving it: the test's
 * figures, then each position and question with what to look at flagged.
 * Which attempts count, and whether only flagged items show, are kept in
 * the address so a reload or a shared link shows the same view.
 */
export default function ExamStatisticsScreen() {
  const id = useParams().id ?? '';
  return /^\d+$/.test(id) ? <Statistics id={Number(id)} /> : <Navigate to="/404" replace />;
}

function Statistics({ id }: { id: number }) {
  const { basePath } = useAdmin();
  const [params, setParams] = useSearchParams();
  const attempts: AttemptsUsed = params.get('attempts') === 'all' ? 'all' : 'first';
  const flaggedOnly = params.get('flagged') === '1';
  const stats = useExamStatistics(id, attempts);

  function choose(patch: { attempts?: AttemptsUsed; flagged?: boolean }) {
    const next = new URLSearchParams(params);
    // The defaults (first attempts, every item) are left out of the address.
    if (patch.attempts === 'all') next.set('attempts', 'all');
    else if (patch.attempts === 'first') next.delete('attempts');
    if (patch.flagged === true) next.set('flagged', '1');
    else if (patch.flagged === false) next.delete('flagged');
    setParams(next, { replace: true });
  }

  return (
    <>
      <PageMeta title={stats.data ? `Statistics: ${stats.data.exam.title}` : 'Exam statistics'} />
      <BackLink to={`${basePath}/studio/exams`}>All exams</BackLink>
      <div className="mt-3">
        <AdminHeading title={stats.data ? stats.data.exam.title : 'Exam statistics'} intro="Item statistics from finished attempts: which questions work, and which to look at again.">
          <div className="flex flex-wrap gap-2">
            <Link to={`${basePath}/studio/exams/${id}`} className={buttonClass('secondary', 'sm')}>
              Edit exam
            </Link>
            <a href={statisticsCsvAddress(id, attempts)} download className={buttonClass('secondary', 'sm')}>
              <Download aria-hidden="true" className="h-4 w-4" /> Download CSV
            </a>
          </div>
        </AdminHeading>
      </div>
      <div className="mt-6">
        <StudioNav />
      </div>
      <div className="mt-6">
        <StatusTabs label="Which attempts count" value={attempts} tabs={ATTEMPT_TABS} onChange={(value) => choose({ attempts: value })} />
      </div>
      <Loaded query={stats} what="the statistics">
        {(data) =>
          data.test.attempts === 0 ? (
            <EmptyState>
              {data.awaitingMarking > 0
                ? `No attempt can be counted yet: ${attemptsText(data.awaitingMarking)} ${data.awaitingMarking === 1 ? 'waits' : 'wait'} for a written answer to be marked.`
                : `No finished attempts yet. Statistics appear here once students finish the exam${attempts === 'first' ? '' : ' (every attempt counts in this view)'}.`}
            </EmptyState>
          ) : (
            <div aria-busy={stats.isPlaceholderData} className="mt-6 space-y-8 transition aria-busy:opacity-70">
              {data.awaitingMarking > 0 && (
                <p className="flex items-start gap-2 rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-inset ring-slate-200">
                  <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  <span>
                    {attemptsText(data.awaitingMarking)} not counted: each has a written answer not marked yet. Counted as nothing, they would make every other figure wrong; they count once marked.
                  </span>
                </p>
              )}
              {data.test.attempts < data.minAttemptsForFlags && (
                <p className="flex items-start gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
                  <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  <span>
                    Flags appear from {data.minAttemptsForFlags} attempts; this view has {data.test.attempts}. With so few, the figures below move a lot with each new attempt.
                  </span>
                </p>
              )}
              <TestSummary test={data.test} />
              <ItemTables stats={data} flaggedOnly={flaggedOnly} onFlaggedOnly={(flagged) => choose({ flagged })} busy={stats.isPlaceholderData} />
            </div>
          )
        }
      </Loaded>
    </>
  );
}
