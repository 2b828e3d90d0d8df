import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ExamSection, PickedQuestion } from '../../../../contracts/studio-exam-schemas';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import { KIND_LABELS } from '../questions/question-form';
import { useQuestionList } from '../questions/questions-api';
import { excerpt } from '../../../markdown/parse-markdown';

type Known = Pick<PickedQuestion, 'id' | 'ref' | 'kind' | 'marks' | 'stem'> & { active?: boolean };

type Props = {
  paper: string;
  ids: number[];
  known: PickedQuestion[];
  onChange: (ids: number[]) => void;
  /** With sections, the section of each question (beside `ids`), changed one question at a time. */
  sections?: ExamSection[];
  questionSections?: number[];
  onSectionChange?: (index: number, section: number) => void;
};

/**
 * A fixed list: the chosen questions in order, moved with Move up and Move
 * down (keyboard and touch alike), each in its section when the exam has
 * sections, and the paper's bank to add from. The paper gives each
 * section's questions in the list's order, section by section.
 */
export function FixedListPicker({ paper, ids, known, onChange, sections = [], questionSections = [], onSectionChange }: Props) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Map<number, Known>>(() => new Map(known.map((q) => [q.id, q])));
  const bank = useQuestionList({ paper, q: search.trim(), status: 'active' });
  const [announce, setAnnounce] = useState('');
  const move = (i: number, by: number) => {
    const next = [...ids];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
    setAnnounce(`Question moved to position ${i + by + 1} of ${ids.length}.`);
  };
  const marks = ids.reduce((s, id) => s + (picked.get(id)?.marks ?? 0), 0);
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section aria-labelledby="fixed-chosen">
        <h3 id="fixed-chosen" className="mb-2 text-sm font-semibold text-ink">
          In the exam ({ids.length} questions, {marks} marks)
        </h3>
        <p className="sr-only" aria-live="polite">
          {announce}
        </p>
        {ids.length === 0 && <p className="text-sm text-slate-600">Add questions from the bank.</p>}
        {ids.length > 0 && sections.length > 0 && <p className="mb-2 text-sm text-slate-600">Students get each section’s questions together, in this order, section by section.</p>}
        <ol className="grid gap-2">
          {ids.map((id, i) => {
            const q = picked.get(id);
            return (
              <li key={id} className="rounded-xl border border-slate-200 bg-white p-3">
                <p className="text-sm text-ink">
                  <span className="font-semibold">{i + 1}.</span> {q ? excerpt(q.stem, 120) : `Question ${id}`}
                </p>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  {q && <Badge tone="violet">{KIND_LABELS[q.kind]}</Badge>}
                  {q?.active === false && <Badge tone="red">Retired</Badge>}
                  {q && `${q.marks} marks · ${q.ref}`}
                  {sections.length > 0 && onSectionChange && (
                    <Select
                      aria-label={`Section of question ${i + 1}`}
                      value={Math.min(questionSections[i] ?? 0, sections.length - 1)}
                      onChange={(e) => onSectionChange(i, Number(e.target.value))}
                      width="w-auto"
                      className="h-9"
                    >
                      {sections.map((section, index) => (
                        <option key={index} value={index}>
                          {section.title || `Section ${index + 1}`}
                        </option>
                      ))}
                    </Select>
                  )}
                  <span className="ml-auto flex gap-1">
                    <Button size="sm" disabled={i === 0} onClick={() => move(i, -1)}>
                      <ArrowUp aria-hidden="true" className="h-4 w-4" /> Move up<span className="sr-only"> question {i + 1}</span>
                    </Button>
                    <Button size="sm" disabled={i === ids.length - 1} onClick={() => move(i, 1)}>
                      <ArrowDown aria-hidden="true" className="h-4 w-4" /> Move down<span className="sr-only"> question {i + 1}</span>
                    </Button>
                    <Button size="sm" onClick={() => onChange(ids.filter((x) => x !== id))} aria-label={`Remove question ${i + 1}`}>
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="fixed-bank">
        <h3 id="fixed-bank" className="mb-2 text-sm font-semibold text-ink">
          The paper’s bank
        </h3>
        <label htmlFor="fixed-search" className="sr-only">
          Search the bank
        </label>
        <Input id="fixed-search" type="search" placeholder="Search the bank" value={search} onChange={(e) => setSearch(e.target.value)} />
        <ul className="mt-2 grid max-h-[32rem] gap-2 overflow-y-auto">
          {bank.data?.questions
            .filter((q) => !ids.includes(q.id))
            .map((q) => (
              <li key={q.id} className="flex items-start justify-between gap-2 rounded-xl border border-slate-200 p-3 text-sm">
                <span>
                  <span className="block text-ink">{excerpt(q.stem, 160)}</span>
                  <span className="text-xs text-slate-600">
                    {KIND_LABELS[q.kind]} · {q.area.name} · {q.difficulty} · {q.marks} marks
                  </span>
                </span>
                <Button
                  size="sm"
                  aria-label={`Add: ${excerpt(q.stem, 60)}`}
                  onClick={() => {
                    setPicked((m) => new Map(m).set(q.id, q));
                    onChange([...ids, q.id]);
                    setAnnounce(`Added as question ${ids.length + 1}.`);
                  }}
                >
                  <Plus aria-hidden="true" className="h-4 w-4" /> Add
                </Button>
              </li>
            ))}
        </ul>
      </section>
    </div>
  );
}
