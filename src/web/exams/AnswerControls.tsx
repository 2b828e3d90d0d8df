import { Minus, Plus } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { Answer, QuestionContent } from '../../contracts/exam-schemas';
import { formatNumberEntry, parseNumberEntry } from '../../contracts/number-entry';
import { ChoiceSelect } from './ChoiceSelect';
import { NumberBox } from './NumberBox';

type Props<K extends QuestionContent['kind']> = {
  content: Extract<QuestionContent, { kind: K }>;
  answer: Extract<Answer, { kind: K }> | null;
  onChange: (answer: Extract<Answer, { kind: K }>) => void;
  label: string;
};

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500';

export function SingleChoice({ content, answer, onChange, label }: Props<'single'>) {
  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      <div className="grid gap-3">
        {content.options.map((option, i) => (
          <label key={option.id} className={optionClass}>
            <input
              type="radio"
              name={`${label}-choice`}
              className="mt-1 h-4 w-4 accent-brand-700"
              checked={answer?.choice === option.id}
              onChange={() => onChange({ kind: 'single', choice: option.id })}
            />
            <span className="font-semibold text-slate-500">{String.fromCharCode(65 + i)}</span>
            <span className="text-ink">{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function MultiChoice({ content, answer, onChange, label }: Props<'multi'>) {
  const chosen = answer?.choices ?? [];
  const toggle = (id: string) => onChange({ kind: 'multi', choices: chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id] });
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-slate-700">
        Select {content.select}.{' '}
        <span aria-live="polite">
          {chosen.length} of {content.select} selected
        </span>
        {chosen.length > content.select && <span className="ml-2 text-amber-700">(more than asked: extra ticks cost the marks)</span>}
        <span className="sr-only">{label}</span>
      </legend>
      <div className="grid gap-3">
        {content.options.map((option, i) => (
          <label key={option.id} className={optionClass}>
            <input type="checkbox" className="mt-1 h-4 w-4 accent-brand-700" checked={chosen.includes(option.id)} onChange={() => toggle(option.id)} />
            <span className="font-semibold text-slate-500">{String.fromCharCode(65 + i)}</span>
            <span className="text-ink">{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function NumberEntry({ content, answer, onChange }: Props<'number'>) {
  return <NumberBox label="Your answer" prefix={content.prefix} suffix={content.suffix} value={answer?.text ?? ''} onChange={(text) => onChange({ kind: 'number', text })} />;
}

export function TableAnswer({ content, answer, onChange }: Props<'table'>) {
  const blanks = answer?.blanks ?? {};
  const set = (blank: string, value: string) => onChange({ kind: 'table', blanks: { ...blanks, [blank]: value } });
  return (
    // In a narrow box (a phone, the studio's preview) each row is a card of its own (stack-table); wider, a
    // table that scrolls in its box if it must. The box's width decides, not the window's.
    <div className="@container">
      <div className="relative rounded-xl @min-[40rem]:overflow-x-auto @min-[40rem]:border @min-[40rem]:border-slate-200">
        <table role="table" className="stack-table w-full text-sm">
          <thead role="rowgroup" className="bg-slate-50">
            <tr role="row">
              {content.columns.map((column, i) => (
                <th key={i} role="columnheader" scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {content.rows.map((row, r) => {
              // A row is named by its first cell when that is text ("Gross profit"), else by its number.
              const first = row[0];
              const rowLabel = first?.type === 'text' ? first.text : `Row ${r + 1}`;
              return (
                <tr key={r} role="row" className="border-slate-100 @max-[40rem]:mb-3 @max-[40rem]:rounded-xl @max-[40rem]:border @max-[40rem]:border-slate-200 @max-[40rem]:p-3 @min-[40rem]:border-t">
                  {row.map((cell, c) => {
                    // On a phone the row's first text is its title; every other cell says which column it is.
                    const title = c === 0 && cell.type === 'text';
                    const column = content.columns[c] ?? '';
                    // An empty cell (a total's unused column) is left out of the card rather than shown as a bare label.
                    const empty = cell.type === 'text' && cell.text.trim() === '';
                    return (
                      <td key={c} role="cell" className={`px-3 py-2 align-top @max-[40rem]:px-0 @max-[40rem]:py-1 ${title ? '@max-[40rem]:font-semibold' : ''} ${empty ? '@max-[40rem]:hidden' : ''}`}>
                        {!title && column && (
                          <span aria-hidden="true" className="stack-label mb-0.5 text-xs font-semibold text-slate-600">
                            {column}
                          </span>
                        )}
                        {cell.type === 'text' ? (
                          <span className="text-ink">{cell.text}</span>
                        ) : cell.type === 'select' ? (
                          <ChoiceSelect
                            label={`${rowLabel}, ${column || 'entry'}`}
                            value={blanks[cell.blank] ?? ''}
                            options={cell.options}
                            placeholder="Choose…"
                            onChange={(v) => set(cell.blank, v)}
                            className="@min-[40rem]:min-w-[10rem]"
                          />
                        ) : (
                          <NumberBox compact label={`${rowLabel}, ${column || 'amount'}`} value={blanks[cell.blank] ?? ''} onChange={(v) => set(cell.blank, v)} />
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

type Line = Extract<Answer, { kind: 'journal' }>['lines'][number];

function total(lines: Line[], side: 'debit' | 'credit'): number {
  return lines
    .filter((l) => l.side === side)
    .reduce((sum, l) => {
      const parsed = l.amount.trim() ? parseNumberEntry(l.amount) : null;
      return sum + (parsed?.ok ? parsed.value : 0);
    }, 0);
}

export function JournalAnswer({ content, answer, onChange }: Props<'journal'>) {
  const blank = (): Line => ({ account: '', side: 'debit', amount: '' });
  const lines = answer?.lines.length ? answer.lines : Array.from({ length: Math.min(content.rows, 4) }, blank);
  const set = (i: number, patch: Partial<Line>) => onChange({ kind: 'journal', lines: lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  const debit = total(lines, 'debit');
  const credit = total(lines, 'credit');
  const box = useRef<HTMLDivElement>(null);
  // The button to focus once a removed row has gone: set by remove, taken by the layout effect below.
  const focusAfterRemove = useRef<string | null>(null);
  useLayoutEffect(() => {
    const selector = focusAfterRemove.current;
    if (selector === null) return;
    focusAfterRemove.current = null;
    box.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  function remove(i: number) {
    // The pressed button goes with its row: keep the keyboard in the table, on the line that
    // took its place (or the one above), in the same commit, so focus never falls to the page.
    const next = Math.min(i, lines.length - 2);
    focusAfterRemove.current = next >= 0 ? `[data-remove-line="${next}"]` : '[data-add-line]';
    onChange({ kind: 'journal', lines: lines.filter((_, j) => j !== i) });
  }
  return (
    <div ref={box}>
      {/* In a narrow box each line is a block (the account on its own row, then side, amount and remove); wider, a table. */}
      <div className="@container">
        <div className="relative @min-[40rem]:overflow-x-auto @min-[40rem]:rounded-xl @min-[40rem]:border @min-[40rem]:border-slate-200">
          <table role="table" className="stack-table w-full text-sm">
            <thead role="rowgroup" className="bg-slate-50 text-left">
              <tr role="row">
                <th role="columnheader" scope="col" className="px-3 py-2 font-semibold text-slate-700">
                  Account
                </th>
                <th role="columnheader" scope="col" className="w-32 px-3 py-2 font-semibold text-slate-700">
                  Debit or credit
                </th>
                <th role="columnheader" scope="col" className="w-44 px-3 py-2 font-semibold text-slate-700">
                  Amount (Tk)
                </th>
                <th role="columnheader" scope="col" className="w-14 px-3 py-2">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {lines.map((line, i) => (
                <tr
                  key={i}
                  role="row"
                  className="border-t border-slate-100 @max-[40rem]:grid @max-[40rem]:grid-cols-[auto_minmax(0,1fr)_auto] @max-[40rem]:items-start @max-[40rem]:gap-x-2 @max-[40rem]:gap-y-1 @max-[40rem]:py-3"
                >
                  <td role="cell" className="px-3 py-2 align-top @max-[40rem]:col-span-3 @max-[40rem]:p-0">
                    <span aria-hidden="true" className="stack-label mb-0.5 text-xs font-semibold text-slate-600">
                      Line {i + 1}
                    </span>
                    <ChoiceSelect
                      label={`Line ${i + 1} account`}
                      value={line.account}
                      options={content.accounts}
                      placeholder="Choose an account…"
                      onChange={(account) => set(i, { account })}
                      className="@min-[40rem]:min-w-[12rem]"
                    />
                  </td>
                  <td role="cell" className="px-3 py-2 align-top @max-[40rem]:p-0">
                    <select
                      aria-label={`Line ${i + 1} debit or credit`}
                      value={line.side}
                      onChange={(e) => set(i, { side: e.target.value as Line['side'] })}
                      className="rounded-lg border border-slate-300 bg-white px-2 py-2"
                    >
                      <option value="debit">Debit</option>
                      <option value="credit">Credit</option>
                    </select>
                  </td>
                  <td role="cell" className="px-3 py-2 align-top @max-[40rem]:p-0">
                    <NumberBox compact label={`Line ${i + 1} amount`} value={line.amount} onChange={(amount) => set(i, { amount })} />
                  </td>
                  <td role="cell" className="px-3 py-2 text-right align-top @max-[40rem]:p-0">
                    <button
                      type="button"
                      data-remove-line={i}
                      onClick={() => remove(i)}
                      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-red-700"
                      aria-label={`Remove line ${i + 1}`}
                    >
                      <Minus aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot role="rowgroup" className="border-t-2 border-slate-200 bg-slate-50 text-sm">
              <tr role="row" className="@max-[40rem]:flex @max-[40rem]:flex-wrap @max-[40rem]:items-baseline @max-[40rem]:gap-x-3 @max-[40rem]:px-3 @max-[40rem]:py-2">
                <th role="rowheader" scope="row" colSpan={2} className="px-3 py-2 text-left font-semibold text-slate-700 @max-[40rem]:p-0">
                  Totals
                </th>
                <td role="cell" colSpan={2} className="px-3 py-2 font-mono tabular-nums @max-[40rem]:p-0" aria-live="polite">
                  Dr {formatNumberEntry(debit)} · Cr {formatNumberEntry(credit)}
                  {debit !== credit && <span className="ml-2 font-sans font-semibold text-amber-700">does not balance</span>}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
      {lines.length < 20 && (
        <button
          type="button"
          data-add-line
          onClick={() => onChange({ kind: 'journal', lines: [...lines, blank()] })}
          className="mt-3 inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add a line
        </button>
      )}
    </div>
  );
}

const GRID_COLUMNS = 4;

export function WrittenAnswer({ content, answer, onChange }: Props<'written'>) {
  const text = answer?.text ?? '';
  const workings = answer?.workings ?? (content.workings ? Array.from({ length: 4 }, () => Array<string>(GRID_COLUMNS).fill('')) : undefined);
  const update = (patch: Partial<Extract<Answer, { kind: 'written' }>>) => onChange({ kind: 'written', text, ...(workings ? { workings } : {}), ...patch });
  return (
    <div className="grid gap-4">
      <div>
        <label htmlFor="written-answer" className="mb-1 block text-sm font-semibold text-ink">
          Your answer
        </label>
        <textarea
          id="written-answer"
          rows={10}
          value={text}
          onChange={(e) => update({ text: e.target.value })}
          className="w-full rounded-xl border border-slate-300 bg-white p-3 leading-relaxed shadow-sm"
        />
        <p className="mt-1 text-xs text-slate-600">{text.trim() ? text.trim().split(/\s+/).length : 0} words</p>
      </div>
      {workings && (
        // A fieldset is as wide as its content unless told otherwise: the grid scrolls in its own box instead.
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-semibold text-ink">Workings</legend>
          <div className="relative overflow-x-auto">
            <table className="min-w-[28rem] border-collapse text-sm">
              <tbody>
                {workings.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) => (
                      <td key={c} className="border border-slate-200 p-0">
                        <input
                          aria-label={`Workings row ${r + 1} column ${c + 1}`}
                          value={cell}
                          onChange={(e) => update({ workings: workings.map((rw, i) => (i === r ? rw.map((v, j) => (j === c ? e.target.value : v)) : rw)) })}
                          className="w-32 px-2 py-1.5 font-mono"
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {workings.length < 40 && (
            <button
              type="button"
              onClick={() => update({ workings: [...workings, Array<string>(GRID_COLUMNS).fill('')] })}
              className="mt-2 inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Plus aria-hidden="true" className="h-4 w-4" /> Add a row
            </button>
          )}
        </fieldset>
      )}
    </div>
  );
}
