import { Check, Minus, Plus, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { PointAward, ScriptAnswer } from '../../contracts/marking-schemas';
import { formatMarks } from '../exams/ResultScore';
import { marksWord, pointRule, readPointMark, stepPointMark, type AnswerEntry, type GuidePoint } from './marks';

type Props = {
  answer: Pick<ScriptAnswer, 'guide'>;
  entry: AnswerEntry;
  /** Makes the controls' ids unique on the page (an answer's position, a moderation form). */
  idPrefix: string;
  onChange: (pointId: string, text: string) => void;
};

/**
 * The marking guide of one answer as controls, one per point, in the Tab
 * order: a tick box where the point is all or nothing, a box stepped in
 * half marks (arrow keys, or − and +) where the guide allows part marks.
 * Each says what it allows, and what is wrong with a mark that does not fit.
 */
export function GuidePoints({ answer, entry, idPrefix, onChange }: Props) {
  return (
    <ul className="grid gap-2">
      {answer.guide.map((point) => (
        <li key={point.id}>
          {point.partial ? (
            <PartialPoint point={point} id={`${idPrefix}-${point.id}`} text={entry.given[point.id] ?? ''} onChange={(text) => onChange(point.id, text)} />
          ) : (
            <WholePoint point={point} id={`${idPrefix}-${point.id}`} text={entry.given[point.id] ?? ''} onChange={(text) => onChange(point.id, text)} />
          )}
        </li>
      ))}
    </ul>
  );
}

type PointProps = { point: GuidePoint; id: string; text: string; onChange: (text: string) => void };

function WholePoint({ point, id, text, onChange }: PointProps) {
  const read = readPointMark(point, text);
  const awarded = read.ok && read.marks > 0;
  return (
    <div className={`flex items-start gap-3 rounded-xl border p-3 transition ${awarded ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-white'}`}>
      <input
        id={id}
        type="checkbox"
        data-point={point.id}
        checked={awarded}
        onChange={(e) => onChange(e.target.checked ? formatMarks(point.marks) : '')}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-ink">
        <span className="break-words">{point.text}</span>
        <span className="mt-0.5 block text-xs text-slate-600">All or nothing</span>
      </label>
      <span className={`shrink-0 text-sm font-bold tabular-nums ${awarded ? 'text-brand-800' : 'text-slate-600'}`}>{marksWord(point.marks)}</span>
    </div>
  );
}

function PartialPoint({ point, id, text, onChange }: PointProps) {
  const read = readPointMark(point, text);
  const awarded = read.ok && read.marks > 0;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const step = (direction: 1 | -1) => onChange(stepPointMark(point, text, direction));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };
  return (
    <div className={`rounded-xl border p-3 transition ${!read.ok ? 'border-red-300 bg-red-50' : awarded ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-white'}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={id} className="min-w-0 flex-1 basis-48 text-ink">
          <span className="break-words">{point.text}</span>
          <span id={hintId} className="mt-0.5 block text-xs text-slate-600">
            Part marks: {pointRule(point)}. Arrow keys step by a half.
          </span>
        </label>
        <div className="flex shrink-0 items-center gap-1">
          {/* For a pointer; the keyboard steps with the arrow keys in the box, so these stay out of the Tab order. */}
          <button
            type="button"
            tabIndex={-1}
            aria-label={`Half a mark less for: ${point.text}`}
            onClick={() => step(-1)}
            className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
          >
            <Minus aria-hidden="true" className="h-4 w-4" />
          </button>
          <input
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            data-point={point.id}
            value={text}
            placeholder="0"
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={read.ok ? hintId : `${errorId} ${hintId}`}
            aria-invalid={read.ok ? undefined : true}
            className="h-10 w-16 rounded-xl border border-slate-300 bg-white px-2 text-center text-base font-bold tabular-nums text-ink outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-invalid:border-red-600"
          />
          <button
            type="button"
            tabIndex={-1}
            aria-label={`Half a mark more for: ${point.text}`}
            onClick={() => step(1)}
            className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
          </button>
          <span className="ml-1 text-sm font-semibold tabular-nums text-slate-600">of {formatMarks(point.marks)}</span>
        </div>
      </div>
      {!read.ok && (
        <p id={errorId} aria-live="polite" className="mt-2 text-sm font-medium text-red-700">
          {read.problem}
        </p>
      )}
    </div>
  );
}

/** A marked answer's guide as the student will read it: each point with the marks it earned. */
export function AwardedPoints({ answer, awards }: { answer: Pick<ScriptAnswer, 'guide'>; awards: PointAward[] }) {
  const given = new Map(awards.map((a) => [a.pointId, a.marks]));
  return (
    <ul className="grid gap-2">
      {answer.guide.map((point) => {
        const marks = given.get(point.id) ?? 0;
        return (
          <li key={point.id} className={`flex items-start gap-3 rounded-xl border p-3 ${marks > 0 ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white'}`}>
            {marks > 0 ? <Check aria-label="Awarded" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" /> : <X aria-label="Not awarded" className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" />}
            <span className="min-w-0 flex-1 break-words text-ink">{point.text}</span>
            <span className={`shrink-0 text-sm font-bold tabular-nums ${marks > 0 ? 'text-brand-800' : 'text-slate-500'}`}>
              {formatMarks(marks)} of {formatMarks(point.marks)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
