import { useState } from 'react';
import type { AttemptResult, ReviewedQuestion } from '../../contracts/exam-schemas';
import { ApiError } from '../api/client';
import { putSelfMarks } from '../api/exams';

/** The marking guide of a written answer, with a tick per point the student's answer made. */
export function SelfMarkForm({ attemptId, question, onMarked }: { attemptId: string; question: ReviewedQuestion; onMarked: (result: AttemptResult) => void }) {
  const points = question.key?.kind === 'written' ? question.key.points : [];
  const [ticked, setTicked] = useState<string[]>(question.selfMarks ?? []);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | string>('idle');
  if (points.length === 0) return null;
  if (question.outcome !== 'self_mark') {
    return (
      <section className="mt-4">
        <h4 className="font-semibold text-ink">Marking guide</h4>
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">{points.map((p) => <li key={p.id}>{p.text} ({p.marks})</li>)}</ul>
      </section>
    );
  }
  const save = async () => {
    setState('saving');
    try {
      onMarked(await putSelfMarks(attemptId, question.position, ticked));
      setState('saved');
    } catch (error) {
      setState(error instanceof ApiError ? error.message : 'Not saved: no connection. Try again.');
    }
  };
  return (
    <form
      className="mt-4 rounded-2xl border border-accent-400 bg-accent-300/20 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset>
        <legend className="font-semibold text-ink">Mark your answer against the guide: tick each point you made</legend>
        <ul className="mt-3 grid gap-2">
          {points.map((p) => (
            <li key={p.id}>
              <label className="flex items-start gap-3">
                <input type="checkbox" className="mt-1 h-4 w-4 accent-brand-700" checked={ticked.includes(p.id)} onChange={() => setTicked((t) => (t.includes(p.id) ? t.filter((x) => x !== p.id) : [...t, p.id]))} />
                <span className="text-ink">
                  {p.text} <span className="text-sm text-slate-600">({p.marks} {p.marks === 1 ? 'mark' : 'marks'})</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" disabled={state === 'saving'} className="min-h-11 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          Save my marks
        </button>
        <p role="status" className="text-sm text-slate-700">
          {state === 'saved' ? 'Saved. These marks are shown as self-marked.' : state === 'saving' || state === 'idle' ? '' : state}
        </p>
      </div>
    </form>
  );
}
