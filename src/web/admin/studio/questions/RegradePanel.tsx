import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { RegradeLine, RegradeResult } from '../../../../contracts/regrade-schemas';
import { call } from '../../../api/client';
import { errorText } from '../../../api/error-text';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { Panel } from '../../ui/Panel';

const marks = (n: number) => String(Math.round(n * 100) / 100);
const verdict = (passed: boolean | null) => (passed === null ? 'pending' : passed ? 'pass' : 'fail');

const COLUMNS = [
  { header: 'Student', cell: (l: RegradeLine) => <span className="font-semibold text-ink">{l.student.name}</span> },
  { header: 'Exam', phoneLabel: 'Exam', cell: (l: RegradeLine) => `${l.exam.title} · attempt ${l.number} · Q${l.position}` },
  { header: 'Question marks', phoneLabel: 'Marks', cell: (l: RegradeLine) => `${marks(l.marks.from)} → ${marks(l.marks.to)}`, className: 'tabular-nums whitespace-nowrap' },
  { header: 'Score', phoneLabel: 'Score', cell: (l: RegradeLine) => `${marks(l.score.from)} → ${marks(l.score.to)} of ${l.score.max}`, className: 'tabular-nums whitespace-nowrap' },
  {
    header: 'Verdict',
    phoneLabel: 'Verdict',
    cell: (l: RegradeLine) =>
      l.passed.from === l.passed.to ? (
        verdict(l.passed.to)
      ) : (
        <strong className="text-amber-800">
          {verdict(l.passed.from)} → {verdict(l.passed.to)}
        </strong>
      ),
  },
];

/**
 * After a key is fixed (the question's new version), marks again every
 * finished attempt given an earlier version: first a dry run listing each
 * attempt whose marks would change, then, on the admin's word, exactly that
 * applied, the students told by email.
 */
export function RegradePanel({ questionId }: { questionId: number }) {
  const [preview, setPreview] = useState<RegradeResult | null>(null);
  const [applied, setApplied] = useState<RegradeResult | null>(null);
  const run = useMutation({ mutationFn: (dryRun: boolean) => call('POST /admin/studio/questions/{id}/regrade', { params: { id: questionId }, body: { dryRun } }) });
  const dryRun = () =>
    run.mutate(true, {
      onSuccess: (result) => {
        setApplied(null);
        setPreview(result);
      },
    });
  const apply = () =>
    run.mutate(false, {
      onSuccess: (result) => {
        setPreview(null);
        setApplied(result);
      },
    });
  const shown = applied ?? preview;
  return (
    <Panel title="Regrade finished attempts">
      <p className="text-sm text-slate-700">
        Fixed the key? Finished attempts given an earlier version of this question can be marked again against this version. Preview first: nothing changes until you apply it.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button busy={run.isPending && run.variables === true} onClick={dryRun}>
          Preview regrade
        </Button>
        {preview && preview.changes.length > 0 && (
          <Button variant="primary" busy={run.isPending && run.variables === false} onClick={apply}>
            Apply to {preview.changes.length} {preview.changes.length === 1 ? 'attempt' : 'attempts'}
          </Button>
        )}
      </div>
      {run.error && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
          {errorText(run.error)}
        </p>
      )}
      {shown && (
        <div role="status" className="mt-4">
          <p className="text-sm font-semibold text-ink">
            {applied
              ? applied.changes.length === 0
                ? 'Nothing to regrade: no finished attempt’s marks change.'
                : `Regraded ${applied.changes.length} ${applied.changes.length === 1 ? 'attempt' : 'attempts'} against version ${applied.question.currentVersion}. The students have been emailed, and the old marks are kept in each mark’s history.`
              : shown.changes.length === 0
                ? `Checked ${shown.attemptsChecked} finished ${shown.attemptsChecked === 1 ? 'attempt' : 'attempts'} given an earlier version: no marks would change.`
                : `Checked ${shown.attemptsChecked} finished ${shown.attemptsChecked === 1 ? 'attempt' : 'attempts'}: ${shown.changes.length} would change against version ${shown.question.currentVersion}.`}
          </p>
        </div>
      )}
      {shown && shown.changes.length > 0 && (
        <DataTable caption={applied ? 'Attempts regraded' : 'Attempts a regrade would change'} columns={COLUMNS} rows={shown.changes} rowKey={(l) => `${l.attemptId}:${l.position}`} />
      )}
      {shown && shown.skipped.length > 0 && (
        <div className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Not regraded ({shown.skipped.length})</p>
          <ul className="mt-1 list-disc pl-5">
            {shown.skipped.slice(0, 20).map((s) => (
              <li key={`${s.attemptId}:${s.fromVersion}`}>
                An attempt given version {s.fromVersion}: {s.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
