import { PencilLine } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import type { MarkingScript, ScriptAnswer } from '../../contracts/marking-schemas';
import { Button } from '../admin/ui/Button';
import { Field } from '../admin/ui/Field';
import { TextArea } from '../admin/ui/TextArea';
import { formatMarks } from '../exams/ResultScore';
import { ReviewAnswer } from '../exams/ReviewAnswer';
import { Markdown } from '../markdown/Markdown';
import { AwardedPoints, GuidePoints } from './GuidePoints';
import { MarkHistory } from './MarkHistory';
import { ModerationForm } from './ModerationForm';
import { answerMarks, type AnswerEntry } from './marks';

/** The id of an answer's heading: the script's index links to it, and "mark next" focuses the first. */
export const answerHeadingId = (position: number) => `answer-${position}`;

type Frame = { answer: ScriptAnswer; index: number; count: number; badge: ReactNode; children: ReactNode };

/** One written answer: which question, the stem (Markdown), the student's answer as written, then what the marker does with it. */
function AnswerFrame({ answer, index, count, badge, children }: Frame) {
  const headingId = answerHeadingId(answer.position);
  return (
    <li className="min-w-0 scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} tabIndex={-1} className="scroll-mt-24 text-xl font-extrabold text-ink focus:outline-none">
              Question {answer.position}
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">
              Answer {index + 1} of {count} · {answer.area} · {formatMarks(answer.max)} {answer.max === 1 ? 'mark' : 'marks'}
            </p>
          </div>
          {badge}
        </div>
        <details open className="group mt-4 rounded-2xl bg-slate-50 p-4">
          <summary className="cursor-pointer font-semibold text-brand-800">The question</summary>
          <Markdown source={answer.stem} className="prose-exam mt-3 break-words text-ink" />
        </details>
        <h3 className="mt-5 text-sm font-bold uppercase tracking-wider text-slate-500">The student’s answer</h3>
        {/* Long words and wide workings stay inside the card on a phone. */}
        <div className="mt-2 min-w-0 overflow-x-auto break-words">
          <ReviewAnswer question={{ content: { kind: 'written', workings: false }, answer: answer.answer?.kind === 'written' ? answer.answer : null, key: null }} workingsCaption="Workings" />
        </div>
        {children}
      </article>
    </li>
  );
}

function MarksBadge({ marks, max, marked }: { marks: number; max: number; marked: boolean }) {
  return (
    <p
      className={`shrink-0 rounded-full px-3 py-1 text-sm font-bold tabular-nums ${marked ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'}`}
      aria-live="polite"
    >
      {marked ? `${formatMarks(marks)} of ${formatMarks(max)}` : `Not marked · of ${formatMarks(max)}`}
    </p>
  );
}

type MarkingProps = {
  answer: ScriptAnswer;
  index: number;
  count: number;
  entry: AnswerEntry;
  onPoint: (pointId: string, text: string) => void;
  onComment: (comment: string) => void;
};

/** An answer being marked: the guide's points to award, the running marks, and the comment the student will read. */
export function MarkingAnswerCard({ answer, index, count, entry, onPoint, onComment }: MarkingProps) {
  const marks = answerMarks(answer, entry);
  return (
    <AnswerFrame answer={answer} index={index} count={count} badge={<MarksBadge marks={marks.marks} max={answer.max} marked={entry.decided} />}>
      <fieldset className="mt-6 min-w-0">
        <legend className="text-sm font-bold uppercase tracking-wider text-slate-500">Marking guide</legend>
        <p className="mb-3 mt-1 text-sm text-slate-600">Award each point the answer makes.</p>
        <GuidePoints answer={answer} entry={entry} idPrefix={`point-${answer.position}`} onChange={onPoint} />
      </fieldset>
      {marks.overMax && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          These points come to {formatMarks(marks.marks)}, more than the {formatMarks(answer.max)} the question is worth. Take some off before saving.
        </p>
      )}
      <Field id={`comment-${answer.position}`} label="Comment on this answer" optional hint="The student reads it with the marks once you release them." className="mt-5">
        <TextArea rows={3} maxLength={5000} value={entry.comment} onChange={(e) => onComment(e.target.value)} />
      </Field>
      <MarkHistory history={answer.history} max={answer.max} position={answer.position} />
    </AnswerFrame>
  );
}

type ReleasedProps = {
  number: number;
  answer: ScriptAnswer;
  index: number;
  count: number;
  canModerate: boolean;
  /** What the last moderation of this answer did, said beside it. */
  changed: string;
  onModerated: (script: MarkingScript, message: string) => void;
};

/** A released answer: the points as awarded and the comment, read only; a moderator may change the mark, with a reason. */
export function ReleasedAnswerCard({ number, answer, index, count, canModerate, changed, onModerated }: ReleasedProps) {
  const [changing, setChanging] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  // The form goes on a save or a cancel: the button that opened it takes the focus back.
  const close = () => {
    setChanging(false);
    requestAnimationFrame(() => changeButton.current?.focus());
  };
  return (
    <AnswerFrame answer={answer} index={index} count={count} badge={<MarksBadge marks={answer.marks ?? 0} max={answer.max} marked />}>
      <h3 className="mt-6 text-sm font-bold uppercase tracking-wider text-slate-500">Marks awarded</h3>
      <div className="mt-2">
        <AwardedPoints answer={answer} awards={answer.awards ?? []} />
      </div>
      <h3 className="mt-5 text-sm font-bold uppercase tracking-wider text-slate-500">Comment to the student</h3>
      <p className="mt-1 whitespace-pre-wrap break-words text-ink">{answer.comment || <span className="text-slate-500">No comment on this answer.</span>}</p>
      <MarkHistory history={answer.history} max={answer.max} position={answer.position} />
      <p role="status" className="mt-3 text-sm font-semibold text-brand-800 empty:mt-0">
        {changed}
      </p>
      {canModerate &&
        (changing ? (
          <ModerationForm
            number={number}
            answer={answer}
            onChanged={(script, message) => {
              close();
              onModerated(script, message);
            }}
            onCancel={close}
          />
        ) : (
          <Button ref={changeButton} className="mt-5" icon={PencilLine} onClick={() => setChanging(true)}>
            Change this mark
          </Button>
        ))}
    </AnswerFrame>
  );
}
