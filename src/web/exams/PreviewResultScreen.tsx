import { Eye, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AttemptResult } from '../../contracts/exam-schemas';
import { call } from '../api/client';
import { PageFrame } from '../components/PageFrame';
import type { ResultBody } from './ExamResultScreen';
import { keepOutcome, readOutcome, type PreviewOutcome } from './preview-run';

const TITLE = 'Preview result';
const crumbs = [{ label: 'Mock exams', to: '/exam' }];

/**
 * The result screen of a studio preview, as the student's result screen
 * shows an attempt's: the result comes from this tab (the server kept
 * nothing), and a written answer's self-marks send the run back to be
 * marked again with them. `Body` is the result screen's own body, passed
 * in by it (importing it here would make the two modules need each other).
 */
export function PreviewResultScreen({ examId, Body }: { examId: number; Body: typeof ResultBody }) {
  const [outcome, setOutcome] = useState<PreviewOutcome | null>(() => readOutcome(examId));
  const previewPath = `/exampl?preview=${examId}`;
  const again = (
    <Link to={previewPath} className="inline-flex min-h-11 items-center gap-2 rounded-full border border-violet-300 bg-white px-4 py-2 text-sm font-semibold text-violet-900 hover:bg-violet-100">
      <RotateCcw aria-hidden="true" className="h-4 w-4" /> Preview again
    </Link>
  );
  if (!outcome) {
    return (
      <PageFrame title={TITLE} crumbs={crumbs}>
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-violet-200 bg-violet-50 p-4 text-violet-950">
          <p>No preview was handed in in this tab. A preview’s result is kept only in the tab it was taken in.</p>
          {again}
        </div>
      </PageFrame>
    );
  }
  const keep = (result: AttemptResult, mark = outcome.mark) => {
    const next = { result, mark };
    keepOutcome(examId, next);
    setOutcome(next);
  };
  const saveSelfMarks = async (position: number, points: string[]) => {
    const mark = { ...outcome.mark, selfMarks: [...outcome.mark.selfMarks.filter((s) => s.position !== position), { position, points }] };
    const result = await call('POST /admin/studio/exams/{id}/preview/result', { params: { id: examId }, body: mark });
    keep(result, mark);
    return result;
  };
  const r = outcome.result;
  return (
    <PageFrame title={TITLE} intro={`${r.exam.title} · as a student sees it`} crumbs={crumbs}>
      <div className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-violet-200 bg-violet-50 p-4 text-violet-950">
        <p className="flex min-w-0 flex-1 basis-64 items-start gap-2 text-sm">
          <Eye aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <strong>The result of a preview.</strong> Marked as a student’s attempt is, and kept nowhere: no attempt, no statistics, nothing in anyone’s exams.
          </span>
        </p>
        {again}
      </div>
      <Body result={r} onMarked={(result) => keep(result)} preview={{ saveSelfMarks, again: previewPath }} />
    </PageFrame>
  );
}
