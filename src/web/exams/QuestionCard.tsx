import { CheckCheck, Flag } from 'lucide-react';
import { forwardRef } from 'react';
import type { Answer, PlayerQuestion, QuestionContent } from '../../contracts/exam-schemas';
import { Markdown } from '../markdown/Markdown';
import { QuizFeedback } from './QuizFeedback';
import { JournalAnswer, MultiChoice, NumberEntry, SingleChoice, TableAnswer, WrittenAnswer } from './AnswerControls';

type Props = {
  question: PlayerQuestion;
  /** Topic quizzes: the student checks each answer and sees its worked answer at once. */
  checkable: boolean;
  onCheck: () => void;
  count: number;
  answer: Answer | null;
  flagged: boolean;
  onAnswer: (answer: Answer) => void;
  onFlag: () => void;
};

const KIND_HINT: Record<QuestionContent['kind'], string> = {
  single: 'Choose one answer.',
  multi: 'Choose all that apply.',
  number: 'Type the figure; the unit is shown beside the box. Negatives as -1200 or (1,200).',
  table: 'Complete each blank in the table.',
  journal: 'Enter the journal: account, debit or credit, and amount for each line, in any order.',
  written: 'Write your answer. After submitting you mark it yourself against the marking guide.',
};

function Control({ content, answer, onAnswer, label }: { content: QuestionContent; answer: Answer | null; onAnswer: (a: Answer) => void; label: string }) {
  const same = <K extends Answer['kind']>(kind: K) => (answer?.kind === kind ? (answer as Extract<Answer, { kind: K }>) : null);
  switch (content.kind) {
    case 'single':
      return <SingleChoice content={content} answer={same('single')} onChange={onAnswer} label={label} />;
    case 'multi':
      return <MultiChoice content={content} answer={same('multi')} onChange={onAnswer} label={label} />;
    case 'number':
      return <NumberEntry content={content} answer={same('number')} onChange={onAnswer} label={label} />;
    case 'table':
      return <TableAnswer content={content} answer={same('table')} onChange={onAnswer} label={label} />;
    case 'journal':
      return <JournalAnswer content={content} answer={same('journal')} onChange={onAnswer} label={label} />;
    case 'written':
      return <WrittenAnswer content={content} answer={same('written')} onChange={onAnswer} label={label} />;
  }
}

/** One question in the player: its heading (focused on arrival), the stem, the answer control and the flag. */
export const QuestionCard = forwardRef<HTMLHeadingElement, Props>(function QuestionCard({ question, checkable, onCheck, count, answer, flagged, onAnswer, onFlag }, headingRef) {
  const label = `Question ${question.position}`;
  const feedback = question.feedback;
  return (
    <article aria-labelledby={`question-${question.position}`} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`question-${question.position}`} ref={headingRef} tabIndex={-1} className="text-xl font-extrabold text-ink">
            Question {question.position} <span className="font-semibold text-slate-500">of {count}</span>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {question.marks} {question.marks === 1 ? 'mark' : 'marks'} · {question.area}
          </p>
        </div>
        <button
          type="button"
          onClick={onFlag}
          aria-pressed={flagged}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold ${flagged ? 'border-red-300 bg-red-50 text-red-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
        >
          <Flag aria-hidden="true" className={`h-4 w-4 ${flagged ? 'fill-red-600' : ''}`} />
          {flagged ? 'Flagged for review' : 'Flag for review'}
        </button>
      </div>
      <Markdown source={question.stem} className="prose-exam mt-5 text-base leading-relaxed text-ink" />
      <p className="mt-5 text-sm text-slate-600">{KIND_HINT[question.content.kind]}</p>
      {/* A checked answer is closed: the fieldset disables every control inside it. */}
      <fieldset disabled={feedback !== null} className="mt-3 min-w-0">
        <legend className="sr-only">{feedback ? 'Your checked answer' : 'Your answer'}</legend>
        <Control content={question.content} answer={answer} onAnswer={onAnswer} label={label} />
      </fieldset>
      {checkable && !feedback && (
        <button
          type="button"
          onClick={onCheck}
          disabled={answer === null}
          className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full bg-accent-500 px-5 py-2 font-bold text-ink hover:bg-accent-400 disabled:opacity-50"
        >
          <CheckCheck aria-hidden="true" className="h-4 w-4" /> Check answer
        </button>
      )}
      {feedback && <QuizFeedback question={question} feedback={feedback} answer={answer} />}
    </article>
  );
});
