import { Check, X } from 'lucide-react';
import type { AnswerKey, Tolerance } from '../../contracts/exam-key-schemas';
import type { ReviewedQuestion } from '../../contracts/exam-schemas';
import { formatNumberEntry, parseNumberEntry } from '../../contracts/number-entry';

function figure(text: string | undefined): string {
  if (!text || text.trim() === '') return '—';
  const parsed = parseNumberEntry(text);
  return parsed.ok ? formatNumberEntry(parsed.value) : text;
}

function accepted(answer: number, tolerance: Tolerance): string {
  if (tolerance.kind === 'range') return `${formatNumberEntry(tolerance.min)} to ${formatNumberEntry(tolerance.max)}`;
  const band = tolerance.kind === 'absolute' ? tolerance.amount : Math.abs(answer) * tolerance.amount;
  if (band <= 0.5 && Number.isInteger(answer)) return formatNumberEntry(answer);
  return `${formatNumberEntry(answer)} (${formatNumberEntry(answer - band)} to ${formatNumberEntry(answer + band)} accepted)`;
}

const Mark = ({ ok }: { ok: boolean }) => (ok ? <Check aria-label="correct" className="h-4 w-4 shrink-0 text-brand-700" /> : <X aria-label="not correct" className="h-4 w-4 shrink-0 text-red-700" />);

/**
 * A question's answer as given, beside the correct one when the review shows
 * keys. A tutor's marking screen shows a written answer with it too, so the
 * workings' caption is the reader's: the student's own, or the script's.
 */
export function ReviewAnswer({
  question,
  workingsCaption = 'Your workings',
}: {
  /** A reviewed question, or just what an answer is drawn from. */
  question: Pick<ReviewedQuestion, 'content' | 'answer' | 'key'> & Partial<ReviewedQuestion>;
  workingsCaption?: string;
}) {
  const { content, answer, key } = question;
  switch (content.kind) {
    case 'single':
    case 'multi': {
      const chosen = new Set(answer?.kind === 'single' ? [answer.choice] : answer?.kind === 'multi' ? answer.choices : []);
      const right = new Set(key?.kind === 'single' ? [key.correct] : key?.kind === 'multi' ? key.correct : []);
      return (
        <ul className="grid gap-2">
          {content.options.map((o, i) => (
            <li
              key={o.id}
              className={`flex items-start gap-3 rounded-xl border p-3 ${right.has(o.id) ? 'border-brand-600 bg-brand-50' : chosen.has(o.id) ? 'border-red-300 bg-red-50' : 'border-slate-200'}`}
            >
              <span className="font-semibold text-slate-500">{String.fromCharCode(65 + i)}</span>
              <span className="flex-1 text-ink">{o.text}</span>
              <span className="shrink-0 text-xs font-semibold">
                {chosen.has(o.id) && <span className="text-slate-700">Your choice</span>}
                {right.has(o.id) && <span className="ml-2 text-brand-800">Correct</span>}
              </span>
            </li>
          ))}
        </ul>
      );
    }
    case 'number':
      return (
        <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold text-slate-600">Your answer</dt>
          <dd className="font-mono">
            {content.prefix} {answer?.kind === 'number' ? figure(answer.text) : '—'} {content.suffix}
          </dd>
          {key?.kind === 'number' && (
            <>
              <dt className="font-semibold text-slate-600">Correct answer</dt>
              <dd className="font-mono">
                {content.prefix} {accepted(key.answer, key.tolerance)} {content.suffix}
              </dd>
            </>
          )}
        </dl>
      );
    case 'table': {
      const given = answer?.kind === 'table' ? answer.blanks : {};
      const blanks = key?.kind === 'table' ? key.blanks : null;
      // As in the player: in a narrow box each row is a card (stack-table), so nothing scrolls sideways.
      return (
        <div className="@container">
          <div className="relative rounded-xl @min-[40rem]:overflow-x-auto @min-[40rem]:border @min-[40rem]:border-slate-200">
            <table role="table" className="stack-table w-full text-sm">
              <thead role="rowgroup" className="bg-slate-50">
                <tr role="row">
                  {content.columns.map((c, i) => (
                    <th key={i} role="columnheader" scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {content.rows.map((row, r) => (
                  <tr
                    key={r}
                    role="row"
                    className="border-slate-100 @max-[40rem]:mb-3 @max-[40rem]:rounded-xl @max-[40rem]:border @max-[40rem]:border-slate-200 @max-[40rem]:p-3 @min-[40rem]:border-t"
                  >
                    {row.map((cell, c) => {
                      const column = content.columns[c] ?? '';
                      const label = column && (c > 0 || cell.type !== 'text') && (
                        <span aria-hidden="true" className="stack-label text-xs font-semibold text-slate-600">
                          {column}
                        </span>
                      );
                      if (cell.type === 'text') {
                        const empty = cell.text.trim() === '';
                        return (
                          <td key={c} role="cell" className={`px-3 py-2 @max-[40rem]:px-0 @max-[40rem]:py-1 ${c === 0 ? '@max-[40rem]:font-semibold' : ''} ${empty ? '@max-[40rem]:hidden' : ''}`}>
                            {label}
                            {cell.text}
                          </td>
                        );
                      }
                      const value = given[cell.blank];
                      const shown = cell.type === 'select' ? (cell.options.find((o) => o.id === value)?.text ?? '—') : figure(value);
                      const rule = blanks?.[cell.blank];
                      const correct = rule
                        ? rule.type === 'select'
                          ? cell.type === 'select'
                            ? cell.options.find((o) => o.id === rule.correct)?.text
                            : ''
                          : accepted(rule.answer, rule.tolerance)
                        : null;
                      return (
                        <td key={c} role="cell" className="px-3 py-2 @max-[40rem]:px-0 @max-[40rem]:py-1">
                          {label}
                          <span className="font-mono">{shown}</span>
                          {correct !== null && <span className="mt-1 block text-xs text-brand-800">Correct: {correct}</span>}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      );
    }
    case 'journal': {
      const name = (id: string) => content.accounts.find((a) => a.id === id)?.text ?? '—';
      const lines = answer?.kind === 'journal' ? answer.lines.filter((l) => l.account || l.amount.trim()) : [];
      const model = key?.kind === 'journal' ? key.lines : null;
      const entry = (title: string, rows: { account: string; side: string; amount: string }[]) => (
        <div>
          <h4 className="mb-1 text-sm font-semibold text-slate-700">{title}</h4>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-1">
                  Account
                </th>
                <th scope="col" className="py-1 text-right">
                  Dr
                </th>
                <th scope="col" className="py-1 text-right">
                  Cr
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={3} className="py-1 text-slate-500">
                    No lines
                  </td>
                </tr>
              )}
              {rows.map((l, i) => (
                <tr key={i} className="border-t border-slate-100">
                  <td className="py-1">{name(l.account)}</td>
                  <td className="py-1 text-right font-mono">{l.side === 'debit' ? l.amount : ''}</td>
                  <td className="py-1 text-right font-mono">{l.side === 'credit' ? l.amount : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          {entry(
            'Your entry',
            lines.map((l) => ({ ...l, amount: figure(l.amount) })),
          )}
          {model &&
            entry(
              'Model entry',
              model.map((l) => ({ account: l.account, side: l.side, amount: formatNumberEntry(l.amount) })),
            )}
        </div>
      );
    }
    case 'written':
      return (
        <div className="grid gap-3">
          <div className="whitespace-pre-wrap rounded-xl border border-slate-200 bg-slate-50 p-4 text-ink">{answer?.kind === 'written' && answer.text.trim() ? answer.text : 'No answer given.'}</div>
          {answer?.kind === 'written' && answer.workings?.some((r) => r.some((c) => c.trim())) && (
            <table className="border-collapse text-sm">
              <caption className="mb-1 text-left font-semibold text-slate-700">{workingsCaption}</caption>
              <tbody>
                {answer.workings
                  .filter((r) => r.some((c) => c.trim()))
                  .map((r, i) => (
                    <tr key={i}>
                      {r.map((c, j) => (
                        <td key={j} className="border border-slate-200 px-2 py-1 font-mono">
                          {c}
                        </td>
                      ))}
                    </tr>
                  ))}
              </tbody>
            </table>
          )}
        </div>
      );
  }
}

export function outcomeMark(outcome: ReviewedQuestion['outcome']) {
  return <Mark ok={outcome === 'correct'} />;
}

export type { AnswerKey };
