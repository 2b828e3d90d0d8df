import { BarChart3, Copy, Plus } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { StudioExamList } from '../../../../contracts/studio-exam-schemas';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { AdminHeading } from '../../ui/AdminHeading';
import { errorText } from '../../../api/error-text';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { DataTable, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { Loaded } from '../../ui/Loaded';
import { StatusTabs } from '../../ui/StatusTabs';
import { StudioNav } from '../StudioNav';
import { COPIED_MESSAGE, useDuplicateExam, useStudioExams } from './exams-api';

const TABS = [
  { value: 'current', label: 'Current' },
  { value: 'deleted', label: 'Deleted' },
] as const;

/** Every exam, drafts included; deleted ones behind their own tab. */
export default function ExamsScreen() {
  const { basePath } = useAdmin();
  const [params, setParams] = useSearchParams();
  const deleted = params.get('deleted') === '1';
  const list = useStudioExams(deleted);
  const navigate = useNavigate();
  const duplicate = useDuplicateExam();
  const copy = async (id: number) => {
    const copied = await duplicate.mutateAsync(id).catch(() => null);
    if (copied) navigate(`${basePath}/studio/exams/${copied.id}`, { state: { message: COPIED_MESSAGE } });
  };

  const columns: Column<StudioExamList['exams'][number]>[] = [
    {
      header: 'Exam',
      cell: (exam) => (
        <>
          <Link to={`${basePath}/studio/exams/${exam.id}`} className="font-bold text-ink hover:text-brand-700 hover:underline">
            {exam.title}
          </Link>
          <span className="block text-slate-600">
            {exam.paper.name} · {exam.kind} · {exam.questionCount} questions ({exam.selection === 'blueprint' ? 'blueprint' : 'fixed list'}) · {exam.attempts} attempts
          </span>
        </>
      ),
    },
    { header: 'Status', cell: (exam) => (exam.deleted ? <Badge tone="red">Deleted</Badge> : exam.published ? <Badge tone="green">Published</Badge> : <Badge tone="amber">Draft</Badge>) },
    {
      header: 'Actions',
      cell: (exam) => (
        <div className="flex flex-wrap gap-2">
          <Link to={`${basePath}/studio/exams/${exam.id}/statistics`} aria-label={`Statistics of ${exam.title}`} className={`${buttonClass('secondary', 'sm')} whitespace-nowrap`}>
            <BarChart3 aria-hidden="true" className="h-4 w-4" /> Statistics
          </Link>
          {!exam.deleted && (
            <Button
              size="sm"
              icon={Copy}
              busy={duplicate.isPending && duplicate.variables === exam.id}
              aria-label={`Duplicate ${exam.title}`}
              className="whitespace-nowrap"
              onClick={() => void copy(exam.id)}
            >
              Duplicate
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageMeta title="Exams" />
      <AdminHeading title="Mock exams and quizzes" intro="Build an exam from a fixed list of questions or a blueprint the bank fills for each attempt.">
        <Link to={`${basePath}/studio/exams/new`} className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="h-4 w-4" /> New exam
        </Link>
      </AdminHeading>
      <div className="mt-6">
        <StudioNav />
      </div>
      <div className="mt-6">
        <StatusTabs label="Which exams" value={deleted ? 'deleted' : 'current'} tabs={TABS} onChange={(value) => setParams(value === 'deleted' ? { deleted: '1' } : {}, { replace: true })} />
      </div>
      {duplicate.error && (
        <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          Not duplicated. {errorText(duplicate.error)}
        </p>
      )}
      <Loaded query={list} what="the exams">
        {(data) =>
          data.exams.length === 0 ? (
            <EmptyState>{deleted ? 'No deleted exams.' : 'No exams yet.'}</EmptyState>
          ) : (
            <DataTable caption={deleted ? 'Deleted exams' : 'Exams'} className="mt-4" columns={columns} rows={data.exams} rowKey={(exam) => exam.id} busy={list.isFetching} />
          )
        }
      </Loaded>
    </>
  );
}
