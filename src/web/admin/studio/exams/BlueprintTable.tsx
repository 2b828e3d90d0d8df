import { Plus, Trash2 } from 'lucide-react';
import { DIFFICULTIES, QUESTION_KINDS, type Difficulty } from '../../../../contracts/exam-schemas';
import type { KindFilter } from '../../../../contracts/question-kind-filters';
import type { Availability, AvailabilityRow, BlueprintRow, BlueprintUnit, ExamSection } from '../../../../contracts/studio-exam-schemas';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { KIND_LABELS } from '../questions/question-form';

type Props = {
  rows: BlueprintRow[];
  areas: { id: number; name: string }[];
  sections: ExamSection[];
  availability: Availability | undefined;
  checking: boolean;
  onChange: (rows: BlueprintRow[]) => void;
};

const KIND_CHOICES: [KindFilter, string][] = [['any', 'Any kind'], ['objective', 'Objective (marked by key)'], ...QUESTION_KINDS.map((kind): [KindFilter, string] => [kind, KIND_LABELS[kind]])];

/** A control with its visible label; the control's own name adds the row ("Row 2 kind"), so each is told apart out of context. */
function Cell({ label, htmlFor, children }: { label: string; htmlFor: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The bank's answer for a row: what it can draw from, and whether that is enough (marks made exactly, for a row counted in marks). */
function availabilityText(row: AvailabilityRow): string {
  if (row.unit === 'questions') return `${row.available} available · ${row.enough ? 'enough' : `${row.count - row.available} short`}`;
  const pool = `${plural(row.availableMarks, 'mark')} in ${plural(row.available, 'question')}`;
  if (row.enough) return `${pool} · makes ${row.count} exactly`;
  return row.availableMarks < row.count ? `${pool} · ${row.count - row.availableMarks} short` : `${pool} · no set adds up to ${row.count}`;
}

/** What every attempt holds: questions from rows counted in questions, marks from rows counted in marks. */
function perAttempt(rows: BlueprintRow[]): string {
  const questions = rows.filter((r) => r.unit === 'questions').reduce((s, r) => s + r.count, 0);
  const marks = rows.filter((r) => r.unit === 'marks').reduce((s, r) => s + r.count, 0);
  const parts = [questions > 0 || marks === 0 ? plural(questions, 'question') : '', marks > 0 ? `${plural(marks, 'mark')} exactly` : ''].filter(Boolean);
  return `${parts.join(' and ')} per attempt`;
}

/**
 * Area × difficulty × kind × count (in questions, or in marks met exactly)
 * × section, a card per row, with the bank's answer in each as it is
 * edited: what it can draw from against what it asks for. Rows that draw from the same
 * questions are flagged. Counting in marks is how a paper keeps its shape:
 * "15 marks of written answers" is 10 + 5 or 5 + 5 + 5, never three
 * 10-mark essays.
 */
export function BlueprintTable({ rows, areas, sections, availability, checking, onChange }: Props) {
  const set = (i: number, patch: Partial<BlueprintRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const overlapping = new Set((availability?.overlaps ?? []).flat());
  const checkedRow = (i: number) => {
    const row = availability?.rows[i];
    const asked = rows[i];
    return row && asked && row.areaId === asked.areaId && row.difficulty === asked.difficulty && row.kind === asked.kind && row.unit === asked.unit && row.count === asked.count ? row : undefined;
  };
  return (
    <div>
      {rows.length === 0 && <p className="text-sm text-slate-600">Add a row for each part of the paper: its area, kind, and how many questions or marks.</p>}
      <ol className="grid gap-3" aria-label="Blueprint rows">
        {rows.map((row, i) => {
          const checked = checkedRow(i);
          return (
            <li key={i} className="relative rounded-xl border border-slate-200 p-4">
              <fieldset className="min-w-0">
                <legend className="text-sm font-bold text-ink">Row {i + 1}</legend>
                <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  <Cell label="Syllabus area" htmlFor={`row-${i}-area`}>
                    <Select id={`row-${i}-area`} aria-label={`Row ${i + 1} syllabus area`} value={row.areaId} onChange={(e) => set(i, { areaId: Number(e.target.value) })}>
                      {areas.map((a) => (
                        <option key={a.id} value={a.id}>
                          {a.name}
                        </option>
                      ))}
                    </Select>
                  </Cell>
                  <Cell label="Difficulty" htmlFor={`row-${i}-difficulty`}>
                    <Select
                      id={`row-${i}-difficulty`}
                      aria-label={`Row ${i + 1} difficulty`}
                      value={row.difficulty ?? ''}
                      onChange={(e) => set(i, { difficulty: (e.target.value || null) as Difficulty | null })}
                    >
                      <option value="">Any</option>
                      {DIFFICULTIES.map((d) => (
                        <option key={d} value={d}>
                          {d}
                        </option>
                      ))}
                    </Select>
                  </Cell>
                  <Cell label="Kind" htmlFor={`row-${i}-kind`}>
                    <Select id={`row-${i}-kind`} aria-label={`Row ${i + 1} kind`} value={row.kind} onChange={(e) => set(i, { kind: e.target.value as KindFilter })}>
                      {KIND_CHOICES.map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </Select>
                  </Cell>
                  <Cell label="Count" htmlFor={`row-${i}-count`}>
                    <div className="flex gap-2">
                      <Input
                        id={`row-${i}-count`}
                        aria-label={`Row ${i + 1} count`}
                        type="number"
                        min={1}
                        max={300}
                        value={row.count}
                        onChange={(e) => set(i, { count: Math.max(1, Math.min(300, Number(e.target.value) || 1)) })}
                        width="w-24"
                      />
                      <Select aria-label={`Row ${i + 1} in questions or marks`} value={row.unit} onChange={(e) => set(i, { unit: e.target.value as BlueprintUnit })} className="min-w-0 flex-1">
                        <option value="questions">questions</option>
                        <option value="marks">marks exactly</option>
                      </Select>
                    </div>
                  </Cell>
                  {sections.length > 0 && (
                    <Cell label="Section" htmlFor={`row-${i}-section`}>
                      <Select
                        id={`row-${i}-section`}
                        aria-label={`Row ${i + 1} section`}
                        value={Math.min(row.section, sections.length - 1)}
                        onChange={(e) => set(i, { section: Number(e.target.value) })}
                      >
                        {sections.map((s, index) => (
                          <option key={index} value={index}>
                            {s.title || `Section ${index + 1}`}
                          </option>
                        ))}
                      </Select>
                    </Cell>
                  )}
                  <div className={sections.length > 0 ? 'self-end' : 'self-end sm:col-span-2 lg:col-span-1'}>
                    <p className="mb-1.5 text-sm font-semibold text-ink">In the bank</p>
                    <p className="flex min-h-10 items-center text-sm" data-testid={`availability-${i}`}>
                      {overlapping.has(i) ? (
                        <span className="font-semibold text-red-700">Overlaps another row</span>
                      ) : checked ? (
                        <span className={`font-semibold ${checked.enough ? 'text-brand-800' : 'text-red-700'}`}>{availabilityText(checked)}</span>
                      ) : (
                        <span className="text-slate-600">{checking ? 'Checking…' : '—'}</span>
                      )}
                    </p>
                  </div>
                </div>
              </fieldset>
              <Button size="sm" aria-label={`Remove row ${i + 1}`} className="absolute right-3 top-3" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          );
        })}
      </ol>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <Button
          size="sm"
          disabled={areas.length === 0}
          onClick={() => onChange([...rows, { areaId: areas[0]!.id, difficulty: null, kind: 'any', unit: 'questions', count: 1, section: Math.max(0, sections.length - 1) }])}
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Add a row
        </Button>
        <p aria-live="polite" className="text-sm font-semibold text-ink">
          {perAttempt(rows)} ·{' '}
          {availability === undefined ? '' : availability.fillable ? <span className="text-brand-800">the bank can fill it</span> : <span className="text-red-700">the bank cannot fill it yet</span>}
        </p>
      </div>
    </div>
  );
}
