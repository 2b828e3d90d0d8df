import { Plus, Trash2 } from 'lucide-react';
import type { QuestionBody } from '../../../../contracts/studio-question-schemas';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { freshId } from './option-ids';
import { FigureInput } from './FigureInput';
import { withPartMarks, type KeyOf } from './question-form';

type JournalBody = QuestionBody & { content: { kind: 'journal' } };

/** The accounts the student picks from (with distractors), the expected lines with their marks, and the penalties. */
export function JournalKeyEditor({ body, onChange }: { body: JournalBody; onChange: (body: QuestionBody) => void }) {
  const { content, key } = body;
  if (key.kind !== 'journal') return null;
  const save = (accounts: typeof content.accounts, nextKey: KeyOf<'journal'>, rows = content.rows) => onChange(withPartMarks({ ...body, content: { kind: 'journal', accounts, rows }, key: nextKey }));
  const setLine = (i: number, line: Partial<KeyOf<'journal'>['lines'][number]>) => save(content.accounts, { ...key, lines: key.lines.map((l, j) => (j === i ? { ...l, ...line } : l)) });
  return (
    <div className="grid gap-5">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Accounts offered</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {content.accounts.map((a, i) => (
            <li key={a.id} className="flex items-center gap-2">
              <Input
                aria-label={`Account ${i + 1}`}
                value={a.text}
                onChange={(e) =>
                  save(
                    content.accounts.map((x) => (x.id === a.id ? { ...x, text: e.target.value } : x)),
                    key,
                  )
                }
              />
              <Button
                size="sm"
                aria-label={`Remove account ${i + 1}`}
                disabled={content.accounts.length <= 2 || key.lines.some((l) => l.account === a.id)}
                onClick={() =>
                  save(
                    content.accounts.filter((x) => x.id !== a.id),
                    key,
                  )
                }
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
        <Button
          size="sm"
          className="mt-2"
          onClick={() =>
            save(
              [
                ...content.accounts,
                {
                  id: freshId(
                    content.accounts.map((a) => a.id),
                    'acc',
                  ),
                  text: '',
                },
              ],
              key,
            )
          }
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Account
        </Button>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">The correct entry (any order)</legend>
        <ol className="grid gap-2">
          {key.lines.map((line, i) => (
            <li key={i} className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 p-2">
              <Select aria-label={`Line ${i + 1} account`} value={line.account} onChange={(e) => setLine(i, { account: e.target.value })} width="w-auto" className="min-w-40">
                {content.accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.text || a.id}
                  </option>
                ))}
              </Select>
              <Select aria-label={`Line ${i + 1} side`} value={line.side} onChange={(e) => setLine(i, { side: e.target.value as 'debit' | 'credit' })} width="w-auto">
                <option value="debit">Debit</option>
                <option value="credit">Credit</option>
              </Select>
              <FigureInput label={`Line ${i + 1} amount`} value={line.amount} onChange={(amount) => setLine(i, { amount })} width="w-32" />
              <label className="inline-flex items-center gap-1 text-xs text-slate-600">
                Marks
                <Input
                  aria-label={`Line ${i + 1} marks`}
                  type="number"
                  min={1}
                  max={100}
                  value={line.marks}
                  onChange={(e) => setLine(i, { marks: Math.max(1, Number(e.target.value) || 1) })}
                  width="w-16"
                />
              </label>
              <Button size="sm" aria-label={`Remove line ${i + 1}`} disabled={key.lines.length <= 1} onClick={() => save(content.accounts, { ...key, lines: key.lines.filter((_, j) => j !== i) })}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ol>
        <Button
          size="sm"
          className="mt-2"
          onClick={() =>
            save(content.accounts, { ...key, lines: [...key.lines, { account: content.accounts[0]?.id ?? '', side: 'credit', amount: 0, marks: 1 }] }, Math.max(content.rows, key.lines.length + 1))
          }
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Line
        </Button>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="journal-rows" label="Lines the student gets">
          <Input id="journal-rows" type="number" min={key.lines.length} max={20} value={content.rows} onChange={(e) => save(content.accounts, key, Number(e.target.value) || key.lines.length)} />
        </Field>
        <Field id="journal-extra" label="Marks lost per extra line">
          <Input
            id="journal-extra"
            type="number"
            min={0}
            step="any"
            value={key.extraLinePenalty}
            onChange={(e) => save(content.accounts, { ...key, extraLinePenalty: Math.max(0, Number(e.target.value) || 0) })}
          />
        </Field>
        <Field id="journal-unbalanced" label="Marks lost if it does not balance">
          <Input
            id="journal-unbalanced"
            type="number"
            min={0}
            step="any"
            value={key.unbalancedPenalty}
            onChange={(e) => save(content.accounts, { ...key, unbalancedPenalty: Math.max(0, Number(e.target.value) || 0) })}
          />
        </Field>
      </div>
    </div>
  );
}
