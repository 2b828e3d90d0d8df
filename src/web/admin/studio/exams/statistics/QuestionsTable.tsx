import { Link } from 'react-router';
import type { ExamStatistics } from '../../../../../contracts/exam-statistics-schemas';
import { useAdmin } from '../../../admin-context';
import { DataTable, type Column } from '../../../ui/DataTable';
import { KIND_LABELS } from '../../questions/question-form';
import { FlagBadges } from './FlagBadges';
import { figureColumns } from './item-columns';
import { OptionPicks } from './OptionPicks';

type Question = ExamStatistics['questions'][number];

/** Each question the attempts were given, its stem linking to the question's editor, with its options' picks for a choice question. */
export function QuestionsTable({ questions, busy }: { questions: readonly Question[]; busy: boolean }) {
  const { basePath } = useAdmin();
  const columns: Column<Question>[] = [
    {
      header: 'Question',
      className: '@min-[56rem]:min-w-72',
      cell: (q) => (
        <>
          <Link to={`${basePath}/studio/questions/${q.questionId}`} className="font-bold break-words text-ink hover:text-brand-700 hover:underline">
            {q.stem || `Question ${q.questionId}`}
          </Link>
          <span className="block text-slate-600">
            {KIND_LABELS[q.kind]} · {q.area} · {q.attempts} {q.attempts === 1 ? 'attempt' : 'attempts'}
          </span>
          <FlagBadges flags={q.flags} />
          {q.shown && q.options && <OptionPicks shown={q.shown} options={q.options} />}
        </>
      ),
    },
    ...figureColumns<Question>(),
  ];
  return <DataTable caption="Questions" columns={columns} rows={questions} rowKey={(q) => q.questionId} busy={busy} />;
}
