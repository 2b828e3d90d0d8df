import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { MarkingScript } from '../../contracts/marking-schemas';
import { errorText } from '../api/error-text';
import { Button } from '../admin/ui/Button';
import { FormAlert } from '../components/FormAlert';
import { formatMarks } from '../exams/ResultScore';
import { openScript } from './marking-api';
import type { ScriptEntry } from './marks';
import { compareWithTheirs, keepMine, mergeEntries, type AnswerSide, type Choices, type ScriptComparison } from './stale-save';

type Props = {
  number: number;
  /** Why the save was refused: another marker saved, or released, after this copy was opened. */
  reason: 'stale' | 'released-elsewhere';
  /** What this marker entered: shown beside theirs, never discarded without asking. */
  mine: ScriptEntry;
  /** The marker chose: `merged` is the entry to save on top of theirs, or null to take theirs as it is. */
  onResolved: (theirs: MarkingScript, merged: ScriptEntry | null) => void;
};

type View = { kind: 'notice' } | { kind: 'loading' } | { kind: 'compare'; theirs: MarkingScript; comparison: ScriptComparison } | { kind: 'confirm-discard' };

/**
 * A save refused because the script changed under the marker. Their marks
 * stay on the screen; this offers the two ways on: see the newest saved
 * marks beside their own and keep, answer by answer, whichever is right
 * (saved from the newest revision), or, after a confirmation, load the
 * newest and drop their own.
 */
export function StaleSavePanel({ number, reason, mine, onResolved }: Props) {
  const [view, setView] = useState<View>({ kind: 'notice' });
  const [failure, setFailure] = useState<string | null>(null);
  const [choices, setChoices] = useState<Choices>({ comment: 'mine', answers: {} });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const compareRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // The refusal replaces what the marker was doing: its heading takes the focus, so it is read and the choices are next.
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (view.kind === 'compare') compareRef.current?.focus();
  }, [view.kind]);

  async function fetchTheirs(): Promise<MarkingScript | null> {
    setFailure(null);
    try {
      return await openScript(number);
    } catch (error) {
      setFailure(`The newest marks could not be loaded. ${errorText(error)}`);
      return null;
    }
  }

  async function compare() {
    setView({ kind: 'loading' });
    const theirs = await fetchTheirs();
    if (!theirs) return setView({ kind: 'notice' });
    const comparison = compareWithTheirs(theirs, mine);
    setChoices(keepMine(comparison));
    setView({ kind: 'compare', theirs, comparison });
  }

  async function takeTheirs() {
    const theirs = view.kind === 'compare' ? view.theirs : await fetchTheirs();
    if (theirs) onResolved(theirs, null);
  }

  const refused =
    reason === 'stale'
      ? 'Someone saved this script after you opened it, so your marks were not saved over theirs.'
      : 'This script was released after you opened it, so your marks were not saved. A released mark can only be changed by moderation, with a reason.';

  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-amber-300 bg-amber-50 p-5 text-amber-950 shadow-sm sm:p-7">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-extrabold focus:outline-none">
        Your marks were not saved
      </h2>
      <p className="mt-1">{refused} Everything you entered is still on this screen.</p>
      {failure && (
        <div className="mt-3">
          <FormAlert>{failure}</FormAlert>
        </div>
      )}

      {(view.kind === 'notice' || view.kind === 'loading') && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="primary" busy={view.kind === 'loading'} busyLabel="Loading the newest marks…" onClick={() => void compare()}>
            Compare with the newest marks
          </Button>
          <Button onClick={() => setView({ kind: 'confirm-discard' })}>Load the newest instead</Button>
        </div>
      )}

      {view.kind === 'confirm-discard' && (
        <div role="group" aria-label="Discard your marks?" className="mt-4 rounded-2xl border border-amber-300 bg-white p-4 text-sm text-ink">
          <p className="font-semibold">Discard what you entered and load the newest marks?</p>
          <p className="mt-1 text-slate-700">Your marks and comments on this screen will be lost. To keep any of them, compare first.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="danger" autoFocus onClick={() => void takeTheirs()}>
              Discard mine and load the newest
            </Button>
            <Button onClick={() => setView({ kind: 'notice' })}>Cancel</Button>
          </div>
        </div>
      )}

      {view.kind === 'compare' && (
        <div className="mt-5 rounded-2xl border border-amber-200 bg-white p-4 text-ink sm:p-5">
          <h3 ref={compareRef} tabIndex={-1} className="text-base font-bold focus:outline-none">
            Your marks beside the newest saved
          </h3>
          {view.theirs.state === 'released' ? (
            <p className="mt-1 text-sm text-slate-700">
              It has been released{view.theirs.markedBy ? ` by ${view.theirs.markedBy}` : ''}, so nothing can be saved over it. Copy anything you want to keep, then load it.
            </p>
          ) : view.comparison.differs ? (
            <p className="mt-1 text-sm text-slate-700">Choose which to keep where they differ. Saving keeps your choices on top of the newest save.</p>
          ) : (
            <p className="mt-1 text-sm text-slate-700">The newest save holds exactly what you entered: nothing is lost by loading it.</p>
          )}
          <ol className="mt-4 grid gap-4">
            {view.comparison.answers.map((a) => (
              <li key={a.position} className="rounded-2xl border border-slate-200 p-4">
                <ChoiceGroup
                  legend={`Question ${a.position}`}
                  name={`keep-${a.position}`}
                  same={a.same}
                  choosable={view.theirs.state !== 'released'}
                  value={choices.answers[a.position] ?? 'theirs'}
                  onChange={(value) => setChoices((c) => ({ ...c, answers: { ...c.answers, [a.position]: value } }))}
                  mine={<SideText side={a.mine} max={a.max} />}
                  theirs={<SideText side={a.theirs} max={a.max} />}
                />
              </li>
            ))}
            <li className="rounded-2xl border border-slate-200 p-4">
              <ChoiceGroup
                legend="Overall comment"
                name="keep-comment"
                same={view.comparison.comment.same}
                choosable={view.theirs.state !== 'released'}
                value={choices.comment}
                onChange={(value) => setChoices((c) => ({ ...c, comment: value }))}
                mine={<CommentText text={view.comparison.comment.mine} />}
                theirs={<CommentText text={view.comparison.comment.theirs} />}
              />
            </li>
          </ol>
          <div className="mt-4 flex flex-wrap gap-2">
            {view.theirs.state !== 'released' && view.comparison.differs && (
              <Button variant="primary" onClick={() => onResolved(view.theirs, mergeEntries(view.theirs, mine, choices))}>
                Save with these choices
              </Button>
            )}
            <Button variant={view.theirs.state === 'released' || !view.comparison.differs ? 'primary' : 'secondary'} onClick={() => void takeTheirs()}>
              {view.theirs.state === 'released' ? 'Load the released script' : view.comparison.differs ? 'Take the newest for everything' : 'Load the newest'}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

type ChoiceProps = {
  legend: string;
  name: string;
  same: boolean;
  choosable: boolean;
  value: 'mine' | 'theirs';
  onChange: (value: 'mine' | 'theirs') => void;
  mine: ReactNode;
  theirs: ReactNode;
};

function ChoiceGroup({ legend, name, same, choosable, value, onChange, mine, theirs }: ChoiceProps) {
  if (same) {
    return (
      <div>
        <p className="font-semibold">{legend}</p>
        <p className="mt-1 text-sm text-slate-600">The same in both.</p>
      </div>
    );
  }
  const option = (which: 'mine' | 'theirs', label: string, body: ReactNode) => (
    <label className={`block rounded-xl border p-3 text-sm ${choosable && value === which ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white'}`}>
      <span className="flex items-center gap-2 font-semibold">
        {choosable && <input type="radio" name={name} checked={value === which} onChange={() => onChange(which)} className="h-4 w-4 accent-brand-700" />}
        {label}
      </span>
      <span className="mt-2 block">{body}</span>
    </label>
  );
  return (
    <fieldset className="min-w-0">
      <legend className="font-semibold">
        {legend}
        {choosable && <span className="font-normal text-slate-600">: keep which?</span>}
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {option('mine', 'Yours', mine)}
        {option('theirs', 'Newest saved', theirs)}
      </div>
    </fieldset>
  );
}

function SideText({ side, max }: { side: AnswerSide; max: number }) {
  if (!side.marked && side.comment === '') return <span className="text-slate-600">Not marked</span>;
  return (
    <span className="grid gap-1">
      <span className="font-bold tabular-nums">
        {formatMarks(side.marks)} of {formatMarks(max)}
      </span>
      {side.points.length > 0 ? <span className="break-words text-slate-700">{side.points.join('; ')}</span> : <span className="text-slate-600">No point awarded</span>}
      {side.comment && <span className="whitespace-pre-wrap break-words text-slate-700">Comment: {side.comment}</span>}
    </span>
  );
}

function CommentText({ text }: { text: string }) {
  return text ? <span className="whitespace-pre-wrap break-words text-slate-700">{text}</span> : <span className="text-slate-600">No comment</span>;
}
