import type { QuestionBody } from '../../../../contracts/studio-question-schemas';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { FigureInput } from './FigureInput';
import { ToleranceEditor } from './ToleranceEditor';

type NumberBody = QuestionBody & { content: { kind: 'number' } };

/** The figure, how close an answer must be, and the unit shown beside the box. */
export function NumberKeyEditor({ body, onChange }: { body: NumberBody; onChange: (body: QuestionBody) => void }) {
  const { content, key } = body;
  if (key.kind !== 'number') return null;
  const unit = (field: 'prefix' | 'suffix', text: string) => {
    const next = { ...content };
    if (text.trim() === '') delete next[field];
    else next[field] = text;
    onChange({ ...body, content: next });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <span className="mb-1 block text-sm font-semibold text-ink">The answer</span>
        <FigureInput label="The answer" value={key.answer} onChange={(answer) => onChange({ ...body, key: { ...key, answer } })} />
      </div>
      <ToleranceEditor value={key.tolerance} onChange={(tolerance) => onChange({ ...body, key: { ...key, tolerance } })} />
      <Field id="number-prefix" label="Before the box (e.g. Tk)">
        <Input id="number-prefix" value={content.prefix ?? ''} onChange={(e) => unit('prefix', e.target.value)} maxLength={20} />
      </Field>
      <Field id="number-suffix" label="After the box (e.g. %, years)">
        <Input id="number-suffix" value={content.suffix ?? ''} onChange={(e) => unit('suffix', e.target.value)} maxLength={20} />
      </Field>
    </div>
  );
}
