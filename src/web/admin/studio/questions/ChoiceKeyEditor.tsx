import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { MAX_OPTIONS } from '../../../../contracts/question-rules';
import type { QuestionBody } from '../../../../contracts/studio-question-schemas';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { freshId, letter } from './option-ids';

type Choice = QuestionBody & { content: { kind: 'single' | 'multi' } };

/**
 * Options of a single-answer or multiple-response question, with the key
 * marked beside each: a radio for the one right answer, ticks for several.
 * Options move with buttons, so order is set without a mouse.
 */
export function ChoiceKeyEditor({ body, onChange }: { body: Choice; onChange: (body: QuestionBody) => void }) {
  const { content, key } = body;
  const options = content.options;
  const correct = key.kind === 'single' ? [key.correct] : key.kind === 'multi' ? key.correct : [];
  const set = (nextOptions: typeof options, nextCorrect: string[]) => {
    const kept = nextCorrect.filter((id) => nextOptions.some((o) => o.id === id));
    if (content.kind === 'single') onChange({ ...body, content: { kind: 'single', options: nextOptions }, key: { kind: 'single', correct: kept[0] ?? '' } });
    else onChange({ ...body, content: { kind: 'multi', options: nextOptions, select: kept.length }, key: { kind: 'multi', correct: kept, partialCredit: key.kind === 'multi' && key.partialCredit } });
  };
  const move = (i: number, by: number) => {
    const next = [...options];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    set(next, correct);
  };
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">Options and the key</legend>
      <p className="mb-3 text-xs text-slate-600">{content.kind === 'single' ? 'Choose the one correct option.' : 'Tick every correct option; students are told how many to select.'}</p>
      <ol className="grid gap-2">
        {options.map((o, i) => (
          <li key={o.id} className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 p-2 sm:flex-nowrap">
            <span className="w-5 font-semibold text-slate-500">{letter(i)}</span>
            <input
              type={content.kind === 'single' ? 'radio' : 'checkbox'}
              name="correct-option"
              aria-label={`Option ${letter(i)} is correct`}
              checked={correct.includes(o.id)}
              onChange={() => set(options, content.kind === 'single' ? [o.id] : correct.includes(o.id) ? correct.filter((c) => c !== o.id) : [...correct, o.id])}
              className="h-4 w-4 accent-brand-700"
            />
            <Input
              aria-label={`Option ${letter(i)}`}
              value={o.text}
              onChange={(e) =>
                set(
                  options.map((x) => (x.id === o.id ? { ...x, text: e.target.value } : x)),
                  correct,
                )
              }
              className="min-w-0 flex-1"
            />
            <span className="flex gap-1">
              <Button size="sm" onClick={() => move(i, -1)} disabled={i === 0} aria-label={`Move option ${letter(i)} up`}>
                <ArrowUp aria-hidden="true" className="h-4 w-4" />
              </Button>
              <Button size="sm" onClick={() => move(i, 1)} disabled={i === options.length - 1} aria-label={`Move option ${letter(i)} down`}>
                <ArrowDown aria-hidden="true" className="h-4 w-4" />
              </Button>
              <Button
                size="sm"
                onClick={() =>
                  set(
                    options.filter((x) => x.id !== o.id),
                    correct,
                  )
                }
                disabled={options.length <= 2}
                aria-label={`Remove option ${letter(i)}`}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <Button size="sm" disabled={options.length >= MAX_OPTIONS} onClick={() => set([...options, { id: freshId(options.map((o) => o.id)), text: '' }], correct)}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add option
        </Button>
        {key.kind === 'multi' && (
          <label className="inline-flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={key.partialCredit} onChange={(e) => onChange({ ...body, key: { ...key, partialCredit: e.target.checked } })} />
            Partial credit (each right tick earns its share; each wrong tick cancels one)
          </label>
        )}
      </div>
    </fieldset>
  );
}
