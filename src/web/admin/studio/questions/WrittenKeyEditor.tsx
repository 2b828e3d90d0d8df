import { Plus, Trash2 } from 'lucide-react';
import type { QuestionBody } from '../../../../contracts/studio-question-schemas';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { freshId } from './option-ids';
import { withPartMarks } from './question-form';

type WrittenBody = QuestionBody & { content: { kind: 'written' } };

/** The marking guide students mark themselves against after submitting: points with their marks. */
export function WrittenKeyEditor({ body, onChange }: { body: WrittenBody; onChange: (body: QuestionBody) => void }) {
  const { content, key } = body;
  if (key.kind !== 'written') return null;
  const setPoints = (points: typeof key.points) => onChange(withPartMarks({ ...body, key: { kind: 'written', points } }));
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">Marking guide</legend>
      <ol className="grid gap-2">
        {key.points.map((p, i) => (
          <li key={p.id} className="flex flex-wrap items-center gap-2">
            <Input aria-label={`Point ${i + 1}`} value={p.text} onChange={(e) => setPoints(key.points.map((x) => (x.id === p.id ? { ...x, text: e.target.value } : x)))} className="min-w-0 flex-1" />
            <label className="inline-flex items-center gap-1 text-xs text-slate-600">
              Marks
              <Input
                aria-label={`Point ${i + 1} marks`}
                type="number"
                min={1}
                max={100}
                value={p.marks}
                onChange={(e) => setPoints(key.points.map((x) => (x.id === p.id ? { ...x, marks: Math.max(1, Number(e.target.value) || 1) } : x)))}
                width="w-16"
              />
            </label>
            <Button size="sm" aria-label={`Remove point ${i + 1}`} disabled={key.points.length <= 1} onClick={() => setPoints(key.points.filter((x) => x.id !== p.id))}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </Button>
          </li>
        ))}
      </ol>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <Button
          size="sm"
          onClick={() =>
            setPoints([
              ...key.points,
              {
                id: freshId(
                  key.points.map((p) => p.id),
                  'p',
                ),
                text: '',
                marks: 1,
              },
            ])
          }
        >
          <Plus aria-hidden="true" className="h-4 w-4" /> Point
        </Button>
        <label className="inline-flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={content.workings} onChange={(e) => onChange({ ...body, content: { kind: 'written', workings: e.target.checked } })} />
          Offer a grid for workings
        </label>
      </div>
    </fieldset>
  );
}
