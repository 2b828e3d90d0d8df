import type { Ref } from 'react';
import { Link } from 'react-router';
import type { QuestionKind } from '../../../../contracts/exam-schemas';
import type { ImportedQuestion, ImportResult } from '../../../../contracts/studio-question-schemas';
import { excerpt } from '../../../markdown/parse-markdown';
import { useAdmin } from '../../admin-context';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { Panel } from '../../ui/Panel';
import { KIND_LABELS } from './question-form';
import type { DuplicateChoices } from './questions-api';

type Problem = ImportResult['errors'][number];

const PROBLEM_COLUMNS: Column<Problem>[] = [
  { header: 'Row', phoneLabel: 'Row', className: 'font-semibold', cell: (e) => e.row },
  { header: 'Column', phoneLabel: 'Column', cell: (e) => <code>{e.column}</code> },
  { header: 'Problem', cell: (e) => e.message },
];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const rowsOf = (q: ImportedQuestion) => (q.lastRow > q.row ? `${q.row}–${q.lastRow}` : String(q.row));
const kindLabel = (kind: string) => KIND_LABELS[kind as QuestionKind] ?? (kind || 'No kind');

/** Where a question stands: its problems, its duplicate's choice, or (after the import) what was done. */
function state(q: ImportedQuestion, choice: 'skip' | 'keep' | undefined, imported: boolean): [BadgeTone, string] {
  if (imported) return q.questionId !== null ? ['green', 'Imported'] : ['slate', 'Skipped'];
  if (!q.ready) return ['red', 'Has problems'];
  if (q.duplicate) return choice === 'skip' ? ['amber', 'Duplicate: skip'] : choice === 'keep' ? ['amber', 'Duplicate: import anyway'] : ['amber', 'Duplicate: choose'];
  return ['green', 'Ready'];
}

/** What a duplicate repeats, in words, with a way to look at the bank's question. */
function Repeats({ q }: { q: ImportedQuestion }) {
  const { basePath } = useAdmin();
  const d = q.duplicate;
  if (!d) return null;
  if (d.of === 'file') return <p className="text-slate-700">It repeats row {d.row} of this file.</p>;
  return (
    <p className="text-slate-700">
      It repeats{' '}
      <Link to={`${basePath}/studio/questions/${d.questionId}`} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
        {d.ref}
        <span className="sr-only"> (opens in a new tab)</span>
      </Link>{' '}
      in the bank{d.active ? '' : ', a retired question'}: “{excerpt(d.stem, 140)}”
    </p>
  );
}

type Props = {
  result: ImportResult;
  choices: DuplicateChoices;
  onChoose: (rows: number[], choice: 'skip' | 'keep') => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/**
 * The check's report (or the import's): how many questions were read and
 * passed over, every problem with its row and column, each duplicate with
 * what it repeats and its choice (skip or import anyway, one by one or all
 * at once), and every question with where it stands.
 */
export function ImportReport({ result, choices, onChoose, headingRef }: Props) {
  const imported = result.imported;
  const duplicates = result.questions.filter((q) => q.duplicate);
  const ready = result.questions.filter((q) => q.ready).length;
  const columns: Column<ImportedQuestion>[] = [
    { header: 'Row', phoneLabel: 'Row', className: 'font-semibold whitespace-nowrap', cell: rowsOf },
    { header: 'Kind', className: 'whitespace-nowrap', cell: (q) => <Badge tone="violet">{kindLabel(q.kind)}</Badge> },
    {
      header: 'Question',
      cell: (q) => (
        <span className="block min-w-0 break-words">
          {excerpt(q.stem, 120) || <span className="text-slate-500">No stem</span>}
          {q.tags.length > 0 && <span className="mt-1 block text-xs text-slate-600">Tags: {q.tags.join(', ')}</span>}
        </span>
      ),
    },
    { header: 'Paper and area', cell: (q) => [q.paper, q.area].filter(Boolean).join(' · ') || '—' },
    { header: 'Marks', phoneLabel: 'Marks', cell: (q) => q.marks ?? '—' },
    {
      header: 'State',
      className: 'whitespace-nowrap',
      cell: (q) => {
        const [tone, text] = state(q, choices[q.row], imported);
        return <Badge tone={tone}>{text}</Badge>;
      },
    },
  ];

  return (
    <div className="grid gap-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-ink outline-none">
        {imported ? 'What was imported' : 'What the file holds'}
      </h2>
      <p className="text-sm text-slate-700">
        {plural(result.questions.length, 'question')} read from {plural(result.rows, 'row')}: {ready} ready
        {result.questions.length > ready ? `, ${result.questions.length - ready} with problems` : ''}
        {duplicates.length > 0 ? `, ${plural(duplicates.length, 'duplicate')}` : ''}.{result.examples.length > 0 && ` ${plural(result.examples.length, 'example row')} of the template passed over.`}
      </p>

      {result.errors.length > 0 && (
        <Panel title={`${plural(result.errors.length, 'problem')} in ${plural(new Set(result.errors.map((e) => e.row)).size, 'row')}: nothing can be imported yet`}>
          <DataTable caption="Problems in the file" className="" columns={PROBLEM_COLUMNS} rows={result.errors} rowKey={(e) => `${e.row}-${e.column}-${e.message}`} />
          <p className="mt-3 text-sm text-slate-600">Fix these rows in the spreadsheet, save it, and choose the file again.</p>
        </Panel>
      )}

      {duplicates.length > 0 && !imported && (
        <Panel title={`${plural(duplicates.length, 'question')} repeat${duplicates.length === 1 ? 's' : ''} one already there`}>
          <p className="text-sm text-slate-700">Their stems match, read without case, spacing or punctuation. Skip each, or import it anyway.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() =>
                onChoose(
                  duplicates.map((q) => q.row),
                  'skip',
                )
              }
            >
              Skip every duplicate
            </Button>
            <Button
              size="sm"
              onClick={() =>
                onChoose(
                  duplicates.map((q) => q.row),
                  'keep',
                )
              }
            >
              Import every duplicate anyway
            </Button>
          </div>
          <ul className="mt-4 grid gap-3">
            {duplicates.map((q) => (
              <li key={q.row}>
                <fieldset className="min-w-0 rounded-xl border border-amber-200 bg-amber-50/50 p-3 text-sm">
                  <legend className="px-1 font-semibold text-ink">
                    Row {rowsOf(q)}: {excerpt(q.stem, 90)}
                  </legend>
                  <Repeats q={q} />
                  <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
                    {(
                      [
                        ['skip', 'Skip it'],
                        ['keep', 'Import it anyway'],
                      ] as const
                    ).map(([value, label]) => (
                      <label key={value} className="inline-flex min-h-9 items-center gap-2">
                        <input
                          type="radio"
                          name={`duplicate-${q.row}`}
                          value={value}
                          checked={choices[q.row] === value}
                          onChange={() => onChoose([q.row], value)}
                          className="h-4 w-4 accent-brand-700"
                        />
                        {label}
                      </label>
                    ))}
                  </div>
                </fieldset>
              </li>
            ))}
          </ul>
        </Panel>
      )}

      {result.questions.length > 0 && <DataTable caption="Questions in the file" className="" columns={columns} rows={result.questions} rowKey={(q) => q.row} />}
    </div>
  );
}
