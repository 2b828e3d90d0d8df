import { useState } from 'react';
import type { AttemptResult, ReviewedQuestion } from '../../contracts/exam-schemas';
import { putSelfMarks } from './exam-api';
import { answersWord, firstToMark, focusMarking, markingHeadingId } from './marking-focus';
import { errorText } from '../api/error-text';

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; result: AttemptResult } | { kind: 'failed'; message: string };

function savedText(result: AttemptResult): string {
  if (result.toMark > 0) return `Saved. ${answersWord(result.toMark)} still to mark.`;
  if (result.passed === null) return 'Saved.';
  return `Saved. Every answer is marked: ${result.passed ? 'a pass' : 'not yet a pass'}, with ${result.percent}%.`;
}

/**
 * The marking guide of a written answer, with a tick per point the student's
 * answer made. Saving keeps focus on the button (aria-disabled while the
 * save is on its way, never disabled, which would drop focus to the page)
 * and says in a status what is left to mark, with a link to the next one.
 */
export function SelfMarkForm({
  attemptId,
  question,
  onMarked,
  save: saveMarks = (position, points) => putSelfMarks(attemptId, position, points),
}: {
  attemptId: string;
  question: ReviewedQuestion;
  onMarked: (result: AttemptResult) => void;
  /** Where the ticks go: the attempt's self-marks, or a studio preview's run marked again. */
  save?: (position: number, points: string[]) => Promise<AttemptResult>;
}) {
  const points = question.key?.kind === 'written' ? question.key.points : [];
  const [ticked, setTicked] = useState<string[]>(question.selfMarks ?? []);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  if (points.length === 0) return null;
  if (question.outcome !== 'self_mark') {
    return (
      <section className="mt-4">
        <h4 className="font-semibold text-ink">Marking guide</h4>
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
          {points.map((p) => (
            <li key={p.id}>
              {p.text} ({p.marks})
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const saving = state.kind === 'saving';
  const save = async () => {
    if (saving) return;
    setState({ kind: 'saving' });
    try {
      const result = await saveMarks(question.position, ticked);
      onMarked(result);
      setState({ kind: 'saved', result });
    } catch (error) {
      setState({ kind: 'failed', message: `Not saved. ${errorText(error)}` });
    }
  };
  const next = state.kind === 'saved' ? firstToMark(state.result) : null;
  const headingId = markingHeadingId(question.position);
  return (
    <form
      aria-labelledby={headingId}
      className="mt-4 rounded-2xl border border-accent-400 bg-accent-300/20 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {/* Takes focus from the "to mark" links, so the next Tab is the first tick box. */}
      <h4 id={headingId} tabIndex={-1} className="scroll-mt-24 font-semibold text-ink">
        Mark your answer to question {question.position}
      </h4>
      <fieldset className="mt-2">
        <legend className="text-sm text-slate-700">Tick each point of the marking guide your answer made.</legend>
        <ul className="mt-3 grid gap-2">
          {points.map((p) => (
            <li key={p.id}>
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4 accent-brand-700"
                  checked={ticked.includes(p.id)}
                  onChange={() => setTicked((t) => (t.includes(p.id) ? t.filter((x) => x !== p.id) : [...t, p.id]))}
                />
                <span className="text-ink">
                  {p.text}{' '}
                  <span className="text-sm text-slate-600">
                    ({p.marks} {p.marks === 1 ? 'mark' : 'marks'})
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" aria-disabled={saving} className="min-h-11 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60">
          Save my marks
        </button>
        <p role="status" className="text-sm text-slate-700">
          {state.kind === 'saved' ? savedText(state.result) : state.kind === 'failed' ? state.message : ''}
        </p>
        {next !== null && next !== question.position && (
          <a
            href={`#${markingHeadingId(next)}`}
            onClick={(event) => {
              event.preventDefault();
              focusMarking(next);
            }}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
          >
            Mark question {next} next
          </a>
        )}
      </div>
    </form>
  );
}
