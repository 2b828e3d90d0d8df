import { Plus, Trash2 } from 'lucide-react';
import type { TableCell } from '../../../../contracts/exam-schemas';
import type { QuestionBody } from '../../../../contracts/studio-question-schemas';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { freshId } from './option-ids';
import { FigureInput } from './FigureInput';
import type { KeyOf } from './question-form';
import { withPartMarks } from './question-form';

type TableBody = QuestionBody & { content: { kind: 'table' } };
type Rule = KeyOf<'table'>['blanks'][string];

/**
 * A table the student completes: columns, rows, and per cell either fixed
 * text, a blank to pick an entry for, or a blank for a figure; each blank
 * carries its key and marks (the question is worth their sum).
 */
export function TableKeyEditor({ body, onChange }: { body: TableBody; onChange: (body: QuestionBody) => void }) {
  const { content, key } = body;
  if (key.kind !== 'table') return null;
  const blanks = key.blanks;
  const taken = () => content.rows.flat().flatMap((c) => (c.type === 'text' ? [] : [c.blank]));
  const save = (columns: string[], rows: TableCell[][], nextBlanks: Record<string, Rule>) => {
    const shown = new Set(rows.flat().flatMap((c) => (c.type === 'text' ? [] : [c.blank])));
    const kept = Object.fromEntries(Object.entries(nextBlanks).filter(([id]) => shown.has(id)));
    onChange(withPartMarks({ ...body, content: { kind: 'table', columns, rows }, key: { kind: 'table', blanks: kept } }));
  };
  const setCell = (r: number, c: number, cell: TableCell, rule?: Rule) => {
    const rows = content.rows.map((row, i) => (i === r ? row.map((x, j) => (j === c ? cell : x)) : row));
    save(content.columns, rows, rule && cell.type !== 'text' ? { ...blanks, [cell.blank]: rule } : blanks);
  };
  const changeType = (r: number, c: number, type: TableCell['type']) => {
    const blank = freshId(taken(), 'b');
    if (type === 'text') setCell(r, c, { type: 'text', text: '' });
    else if (type === 'number') setCell(r, c, { type: 'number', blank }, { type: 'number', answer: 0, tolerance: { kind: 'absolute', amount: 0.5 }, marks: 1 });
    else
      setCell(
        r,
        c,
        {
          type: 'select',
          blank,
          options: [
            { id: 'a', text: '' },
            { id: 'b', text: '' },
          ],
        },
        { type: 'select', correct: 'a', marks: 1 },
      );
  };
  const emptyRow = (): TableCell[] => content.columns.map(() => ({ type: 'text', text: '' }));

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-ink">The table and its key</legend>
      <div className="mb-3 flex flex-wrap items-end gap-2">
        {content.columns.map((col, c) => (
          <span key={c} className="inline-flex items-center gap-1">
            <Input
              aria-label={`Column ${c + 1} heading`}
              value={col}
              onChange={(e) =>
                save(
                  content.columns.map((x, j) => (j === c ? e.target.value : x)),
                  content.rows,
                  blanks,
                )
              }
              width="w-36"
            />
            <Button
              size="sm"
              disabled={content.columns.length <= 1}
              aria-label={`Remove column ${c + 1}`}
              onClick={() =>
                save(
                  content.columns.filter((_, j) => j !== c),
                  content.rows.map((row) => row.filter((_, j) => j !== c)),
                  blanks,
                )
              }
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </Button>
          </span>
        ))}
        <Button
          size="sm"
          onClick={() =>
            save(
              [...content.columns, ''],
              content.rows.map((row) => [...row, { type: 'text', text: '' }]),
              blanks,
            )
          }
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Column
        </Button>
      </div>
      <ol className="grid gap-3">
        {content.rows.map((row, r) => (
          <li key={r} className="rounded-xl border border-slate-200 p-3">
            <div className="mb-2 flex items-center justify-between text-xs font-semibold text-slate-600">
              Row {r + 1}
              <Button
                size="sm"
                disabled={content.rows.length <= 1}
                aria-label={`Remove row ${r + 1}`}
                onClick={() =>
                  save(
                    content.columns,
                    content.rows.filter((_, i) => i !== r),
                    blanks,
                  )
                }
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              {row.map((cell, c) => {
                const where = `row ${r + 1}, ${content.columns[c] || `column ${c + 1}`}`;
                const rule = cell.type === 'text' ? undefined : blanks[cell.blank];
                return (
                  <div key={c} className="grid gap-1.5 rounded-lg bg-slate-50 p-2">
                    <Select aria-label={`Cell type, ${where}`} value={cell.type} onChange={(e) => changeType(r, c, e.target.value as TableCell['type'])} width="w-auto">
                      <option value="text">Text shown</option>
                      <option value="number">Blank: a figure</option>
                      <option value="select">Blank: pick an entry</option>
                    </Select>
                    {cell.type === 'text' && <Input aria-label={`Text, ${where}`} value={cell.text} onChange={(e) => setCell(r, c, { type: 'text', text: e.target.value })} />}
                    {cell.type === 'number' && rule?.type === 'number' && (
                      <span className="flex flex-wrap items-center gap-2">
                        <FigureInput label={`Answer, ${where}`} value={rule.answer} onChange={(answer) => setCell(r, c, cell, { ...rule, answer })} width="w-32" />
                        <Marks where={where} value={rule.marks} onChange={(marks) => setCell(r, c, cell, { ...rule, marks })} />
                      </span>
                    )}
                    {cell.type === 'select' && rule?.type === 'select' && (
                      <span className="grid gap-1.5">
                        <Input
                          aria-label={`Entries offered, ${where} (separate with |)`}
                          value={cell.options.map((o) => o.text).join(' | ')}
                          onChange={(e) => setCell(r, c, { ...cell, options: e.target.value.split('|').map((text, i) => ({ id: String.fromCharCode(97 + i), text: text.trim() })) })}
                        />
                        <span className="flex flex-wrap items-center gap-2">
                          <Select aria-label={`Correct entry, ${where}`} value={rule.correct} onChange={(e) => setCell(r, c, cell, { ...rule, correct: e.target.value })} width="w-auto">
                            {cell.options.map((o) => (
                              <option key={o.id} value={o.id}>
                                {o.text || `(entry ${o.id})`}
                              </option>
                            ))}
                          </Select>
                          <Marks where={where} value={rule.marks} onChange={(marks) => setCell(r, c, cell, { ...rule, marks })} />
                        </span>
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          </li>
        ))}
      </ol>
      <Button size="sm" className="mt-3" onClick={() => save(content.columns, [...content.rows, emptyRow()], blanks)}>
        <Plus aria-hidden="true" className="h-4 w-4" /> Row
      </Button>
    </fieldset>
  );
}

function Marks({ where, value, onChange }: { where: string; value: number; onChange: (n: number) => void }) {
  return (
    <label className="inline-flex items-center gap-1 text-xs text-slate-600">
      Marks
      <Input aria-label={`Marks, ${where}`} type="number" min={1} max={100} value={value} onChange={(e) => onChange(Math.max(1, Number(e.target.value) || 1))} width="w-16" />
    </label>
  );
}
