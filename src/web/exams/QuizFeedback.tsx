import { useEffect, useRef } from 'react';
import type { Answer, PlayerQuestion, QuestionFeedback } from '../../contracts/exam-schemas';
import { Markdown } from '../markdown/Markdown';
import { ReviewAnswer } from './ReviewAnswer';

const OUTCOME_TEXT: Record<QuestionFeedback['outcome'], string> = {
  correct: 'Correct',
  partial: 'Partly correct',
  wrong: 'Not correct',
  unanswered: 'Not answered',
  self_mark: 'Compare your answer with the marking guide',
  tutor_mark: 'Your tutor marks this answer after you submit',
};

/** A topic quiz's feedback on a checked answer, announced and focused when it arrives. */
export function QuizFeedback({ question, feedback, answer }: { question: PlayerQuestion; feedback: QuestionFeedback; answer: Answer | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const good = feedback.outcome === 'correct';
  return (
    <div ref={box} tabIndex={-1} role="region" aria-label="Feedback" className={`mt-6 rounded-2xl border p-5 ${good ? 'border-brand-300 bg-brand-50' : 'border-amber-300 bg-amber-50'}`}>
      <p className="text-lg font-bold text-ink">
        {OUTCOME_TEXT[feedback.outcome]} · {feedback.marks} of {question.marks} {question.marks === 1 ? 'mark' : 'marks'}
      </p>
      {feedback.key && (
        <div className="mt-4">
          <ReviewAnswer
            question={{
              ...question,
              answer,
              max: question.marks,
              marks: feedback.marks,
              outcome: feedback.outcome,
              key: feedback.key,
              explanation: feedback.explanation,
              selfMarks: null,
              tutor: null,
            }}
          />
        </div>
      )}
      {feedback.key?.kind === 'written' && (
        <ul className="mt-3 list-disc pl-5 text-sm text-slate-700">
          {feedback.key.points.map((p) => (
            <li key={p.id}>
              {p.text} ({p.marks})
            </li>
          ))}
        </ul>
      )}
      {feedback.explanation && (
        <div className="mt-4">
          <h3 className="font-semibold text-brand-800">Worked answer</h3>
          <Markdown source={feedback.explanation} className="mt-2 text-ink" />
        </div>
      )}
    </div>
  );
}
