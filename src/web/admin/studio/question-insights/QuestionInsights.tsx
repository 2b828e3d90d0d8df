import { FiguresAcrossExams } from './FiguresAcrossExams';
import { QuestionReportsPanel } from './QuestionReportsPanel';

/**
 * Below a saved question's editor: how it did in every exam that gave it,
 * and beside that what students reported, so a report of a wrong key is
 * read next to the figures that would show one.
 */
export function QuestionInsights({ questionId }: { questionId: number }) {
  return (
    <section aria-labelledby="question-insights" className="mt-10">
      <h2 id="question-insights" className="text-xl font-extrabold text-ink">
        After the exams
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <FiguresAcrossExams questionId={questionId} />
        <QuestionReportsPanel questionId={questionId} />
      </div>
    </section>
  );
}
