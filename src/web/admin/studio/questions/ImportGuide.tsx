import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { IMPORT_COLUMN_GUIDE, IMPORT_KIND_GUIDE } from '../../../../contracts/question-import-layout';
import { useBankPapers } from './questions-api';

function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group rounded-xl border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 transition group-open:rotate-180" />
      </summary>
      <div className="border-t border-slate-200 px-4 py-4 text-sm">{children}</div>
    </details>
  );
}

/** A table question as the template lays it out, for the eye: the rows below the question row. */
function TableSample() {
  const rows = [
    ['part', 'cell_1', 'cell_2'],
    ['columns', 'Line', 'Tk'],
    ['row', 'Revenue', '250,000'],
    ['row', '[*Cost of sales | Distribution costs]', '(150,000)'],
    ['row', 'Gross profit', '[100,000]'],
  ];
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="min-w-full border-collapse text-left font-mono text-xs">
        <caption className="sr-only">A table question's part rows in the template</caption>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className={r === 0 ? 'bg-slate-100 font-semibold' : ''}>
              {row.map((cell, c) => (
                <td key={c} className="border border-slate-200 px-2 py-1 whitespace-nowrap">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * How the template is written (the same words as its own "How to fill it
 * in" sheet) and the papers and areas it may name, for a tutor filling in
 * the CSV, which has no second sheet.
 */
export function ImportGuide() {
  const papers = useBankPapers();
  return (
    <div className="mt-4 grid gap-3">
      <Disclosure title="How to write each kind">
        <p className="text-slate-700">
          A question starts on a row that names its kind. A table, a journal entry or a written answer goes on over the rows below it: each of those rows leaves <code>kind</code> empty and names its{' '}
          <code>part</code>. Rows marked <code>example</code> are never imported.
        </p>
        <dl className="mt-3 grid gap-2">
          {IMPORT_KIND_GUIDE.map((k) => (
            <div key={k.kind}>
              <dt className="font-semibold text-ink">
                {k.name} <code className="font-normal text-slate-600">({k.kind})</code>
              </dt>
              <dd className="text-slate-700">{k.rows}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 font-semibold text-ink">A table, below its question row</p>
        <TableSample />
        <p className="mt-2 text-slate-700">
          A cell in square brackets is a blank the student fills in: its answer, then after semicolons a tolerance and the marks (<code>[40,000; 2%; 2 marks]</code>); a choice stars its right entry.
        </p>
      </Disclosure>
      <Disclosure title="Every column">
        <dl className="grid gap-2">
          {IMPORT_COLUMN_GUIDE.map((c) => (
            <div key={c.column}>
              <dt className="font-semibold text-ink">
                <code>{c.column}</code> <span className="font-normal text-slate-600">· {c.rows}</span>
              </dt>
              <dd className="text-slate-700">{c.write}</dd>
            </div>
          ))}
        </dl>
      </Disclosure>
      <Disclosure title="Papers and areas">
        {papers.isError && <p className="text-red-800">The papers could not be loaded. Reload the page to see them.</p>}
        <ul className="grid gap-3">
          {papers.data?.papers.map((p) => (
            <li key={p.slug}>
              <p className="font-semibold text-ink">
                {p.name} <code className="font-normal text-slate-600">{p.slug}</code>
              </p>
              <ol className="mt-1 grid gap-0.5 text-slate-700">
                {p.areas.map((a) => (
                  <li key={a.id}>
                    {a.position}. {a.name}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      </Disclosure>
    </div>
  );
}
