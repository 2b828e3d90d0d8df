import { Plus, Trash2 } from 'lucide-react';
import { DIFFICULTIES, type Difficulty } from '../../../../contracts/exam-schemas';
import type { Availability, BlueprintRow } from '../../../../contracts/studio-exam-schemas';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';

type Props = {
  rows: BlueprintRow[];
  areas: { id: number; name: string }[];
  availability: Availability | undefined;
  checking: boolean;
  onChange: (rows: BlueprintRow[]) => void;
};

/**
 * Areas × difficulty × count, with the bank's answer beside each row as it
 * is edited: how many active questions it can draw from against how many
 * it asks for. Rows that draw from the same questions are flagged.
 */
export function BlueprintTable({ rows, areas, availability, checking, onChange }: Props) {
  const set = (i: number, patch: Partial<BlueprintRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const overlapping = new Set((availability?.overlaps ?? []).flat());
  const checkedRow = (i: number) => {
    const row = availability?.rows[i];
    return row && row.areaId === rows[i]?.areaId && row.difficulty === rows[i]?.difficulty && row.count === rows[i]?.count ? row : undefined;
  };
  const total = rows.reduce((s, r) => s + r.count, 0);
  return (
    <div>
      {/* A box that scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too. The
          box is the positioning parent, so the table's screen-reader-only text scrolls with it instead of
          widening the page. */}
      <div role="region" aria-label="Blueprint rows" tabIndex={0} className="relative overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Blueprint: questions drawn per syllabus area and difficulty</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-2">
                Syllabus area
              </th>
              <th scope="col" className="py-2 pr-2">
                Difficulty
              </th>
              <th scope="col" className="py-2 pr-2">
                Questions
              </th>
              <th scope="col" className="py-2 pr-2">
                In the bank
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const checked = checkedRow(i);
              return (
                <tr key={i} className="border-b border-slate-100">
                  <td className="py-2 pr-2">
                    <Select aria-label={`Row ${i + 1} area`} value={row.areaId} onChange={(e) => set(i, { areaId: Number(e.target.value) })}>
                      {areas.map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.name}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td className="py-2 pr-2">
                    <Select aria-label={`Row ${i + 1} difficulty`} value={row.difficulty ?? ''} onChange={(e) => set(i, { difficulty: (e.target.value || null) as Difficulty | null })}>
                      <option value="">Any</option>
                      {DIFFICULTIES.map((d) => (
                        <option key={d} value={d}>
                          {d}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td className="py-2 pr-2">
                    <Input
                      aria-label={`Row ${i + 1} count`}
                      type="number"
                      min={1}
                      max={200}
                      value={row.count}
                      onChange={(e) => set(i, { count: Math.max(1, Math.min(200, Number(e.target.value) || 1)) })}
                      width="w-20"
                    />
                  </td>
                  <td className="py-2 pr-2" data-testid={`availability-${i}`}>
                    {overlapping.has(i) ? (
                      <span className="font-semibold text-red-700">Overlaps another row</span>
                    ) : checked ? (
                      <span className={`font-semibold ${checked.enough ? 'text-brand-800' : 'text-red-700'}`}>
                        {checked.available} available · {checked.enough ? 'enough' : `${checked.count - checked.available} short`}
                      </span>
                    ) : (
                      <span className="text-slate-500">{checking ? 'Checking…' : '—'}</span>
                    )}
                  </td>
                  <td className="py-2 text-right">
                    <Button size="sm" aria-label={`Remove row ${i + 1}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <Button size="sm" disabled={areas.length === 0} onClick={() => onChange([...rows, { areaId: areas[0]!.id, difficulty: null, kind: 'any', unit: 'questions', count: 1, section: 0 }])}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add a row
        </Button>
        <p aria-live="polite" className="text-sm font-semibold text-ink">
          {total} question{total === 1 ? '' : 's'} per attempt ·{' '}
          {availability === undefined ? '' : availability.fillable ? <span className="text-brand-800">the bank can fill it</span> : <span className="text-red-700">the bank cannot fill it yet</span>}
        </p>
      </div>
    </div>
  );
}
