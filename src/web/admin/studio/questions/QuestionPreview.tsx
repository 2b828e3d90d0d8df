import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import type { Answer, PlayerQuestion } from '../../../../contracts/exam-schemas';
import type { QuestionBody } from '../../../../contracts/studio-question-schemas';
import { errorText } from '../../../api/error-text';
import { QuestionCard } from '../../../exams/QuestionCard';
import { Button } from '../../ui/Button';
import { useCheckKey } from './questions-api';

const OUTCOME_TEXT = {
  correct: 'Correct',
  partial: 'Partly right',
  wrong: 'Wrong',
  unanswered: 'Not answered',
  self_mark: 'Self-marked by the student after submitting',
  tutor_mark: 'Marked by a tutor after submitting',
} as const;

/**
 * The question exactly as a student sees it, drawn by the exam player's own
 * card and answer controls, and beside it "Check my key": answer in the
 * preview, and the server marks it with the engine's own marking.
 */
export function QuestionPreview({ body, area }: { body: QuestionBody; area: string }) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [flagged, setFlagged] = useState(false);
  const check = useCheckKey();
  const shown = answer?.kind === body.content.kind ? answer : null;
  const question: PlayerQuestion = {
    position: 1,
    area,
    marks: body.marks,
    stem: body.stem || '*The question appears here as you write it.*',
    content: body.content,
    answer: shown,
    revision: 0,
    flagged,
    feedback: null,
  };
  const result = check.data;
  return (
    // One column no wider than the space given (grid-cols-1 is minmax(0, 1fr)): the card fits its column and its tables scroll or stack inside it.
    <section aria-labelledby="preview-heading" className="grid grid-cols-1 gap-4">
      <h2 id="preview-heading" className="text-base font-bold text-ink">
        Preview as a student sees it
      </h2>
      <QuestionCard
        question={question}
        checkable={false}
        onCheck={() => undefined}
        count={1}
        answer={shown}
        flagged={flagged}
        onAnswer={(a) => {
          setAnswer(a);
          check.reset();
        }}
        onFlag={() => setFlagged((f) => !f)}
      />
      <div className="rounded-2xl border border-brand-200 bg-brand-50 p-4">
        <h3 className="font-bold text-ink">Check my key</h3>
        <p className="mt-1 text-sm text-slate-700">Answer the question in the preview, then see the marks it gets, marked the way a student’s answer is.</p>
        <Button variant="accent" icon={CheckCheck} className="mt-3" busy={check.isPending} disabled={!shown} onClick={() => shown && check.mutate({ question: body, answer: shown })}>
          Check my key
        </Button>
        <div aria-live="polite" className="mt-3 text-sm">
          {result && (
            <p className="font-semibold text-ink" data-testid="check-result">
              {result.marks} of {result.max} marks · {OUTCOME_TEXT[result.outcome]}
              {result.echo ? ` · read as ${result.echo}` : ''}
            </p>
          )}
          {check.error && <p className="font-semibold text-red-700">{errorText(check.error)}</p>}
        </div>
      </div>
    </section>
  );
}
