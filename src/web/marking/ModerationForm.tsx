import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { MarkingScript, ScriptAnswer } from '../../contracts/marking-schemas';
import { ApiError } from '../api/client';
import { errorText } from '../api/error-text';
import { Button } from '../admin/ui/Button';
import { Field } from '../admin/ui/Field';
import { TextArea } from '../admin/ui/TextArea';
import { FormAlert } from '../components/FormAlert';
import { formatMarks } from '../exams/ResultScore';
import { GuidePoints } from './GuidePoints';
import { moderateMark } from './marking-api';
import { answerEntryOf, answerMarks, marksWord, type AnswerEntry } from './marks';

type Props = {
  number: number;
  answer: ScriptAnswer;
  onChanged: (script: MarkingScript, message: string) => void;
  onCancel: () => void;
};

/**
 * A moderator changes one released mark: the guide's points as the tutor
 * awarded them, to change; the comment the student reads; and the reason,
 * which is required and kept in the mark's history with who and when.
 */
export function ModerationForm({ number, answer, onChanged, onCancel }: Props) {
  const [entry, setEntry] = useState<AnswerEntry>(() => answerEntryOf(answer));
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the form is gone: its heading takes the focus, and the next Tab is the first point.
  useEffect(() => heading.current?.focus(), []);
  const marks = answerMarks(answer, entry);
  const problem = Object.values(marks.problems)[0] ?? (marks.overMax ? `This answer can earn at most ${marksWord(answer.max)}.` : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (reason.trim() === '') {
      setReasonError('Say why the mark changes: the reason is kept with the mark’s history.');
      document.getElementById(`moderation-reason-${answer.position}`)?.focus();
      return;
    }
    setReasonError(null);
    if (problem) {
      setFailure(problem);
      return;
    }
    setBusy(true);
    try {
      const script = await moderateMark(number, { position: answer.position, awards: marks.awards, comment: entry.comment.trim(), reason: reason.trim() });
      const from = answer.marks ?? 0;
      onChanged(script, `Question ${answer.position}: mark changed from ${formatMarks(from)} to ${formatMarks(marks.marks)}. The change is kept in its history.`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'moderation_reason_required') setReasonError(error.message);
      else setFailure(errorText(error));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby={headingId} noValidate className="mt-4 rounded-2xl border border-violet-200 bg-violet-50/60 p-4 sm:p-5">
      <h4 id={headingId} ref={heading} tabIndex={-1} className="font-bold text-ink focus:outline-none">
        Change the mark of question {answer.position}
      </h4>
      <p className="mt-1 text-sm text-slate-700">
        Now {formatMarks(answer.marks ?? 0)} of {formatMarks(answer.max)}. With your change: <strong className="tabular-nums text-ink">{formatMarks(marks.marks)}</strong>.
      </p>
      <fieldset className="mt-3 min-w-0">
        <legend className="sr-only">Marking guide</legend>
        <GuidePoints
          answer={answer}
          entry={entry}
          idPrefix={`moderate-${answer.position}`}
          onChange={(pointId, text) => setEntry((e) => ({ ...e, decided: true, given: { ...e.given, [pointId]: text } }))}
        />
      </fieldset>
      <Field id={`moderation-comment-${answer.position}`} label="Comment on this answer" optional hint="The student reads it with the mark." className="mt-4">
        <TextArea rows={3} maxLength={5000} value={entry.comment} onChange={(e) => setEntry((x) => ({ ...x, comment: e.target.value }))} />
      </Field>
      <Field id={`moderation-reason-${answer.position}`} label="Reason for the change" hint="Kept in the mark’s history with your name and the time." error={reasonError} className="mt-4">
        <TextArea rows={2} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      {failure && (
        <div className="mt-4">
          <FormAlert>{failure}</FormAlert>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" variant="primary" busy={busy} busyLabel="Saving the change…">
          Save the change
        </Button>
        <Button disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
