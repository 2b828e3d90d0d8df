import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { AdminHeading, Badge } from '../../ui';
import { StudioNav } from '../StudioNav';
import { primaryButton, smallButton } from '../questions/form-ui';
import { useStudioExams } from './exams-api';

/** Every exam, drafts included; deleted ones behind their own tab. */
export default function ExamsScreen() {
  const { basePath } = useAdmin();
  const [params, setParams] = useSearchParams();
  const deleted = params.get('deleted') === '1';
  const list = useStudioExams(deleted);
  return (
    <>
      <PageMeta title="Exams" />
      <AdminHeading title="Mock exams and quizzes" intro="Build an exam from a fixed list of questions or a blueprint the bank fills for each attempt.">
        <Link to={`${basePath}/studio/exams/new`} className={primaryButton}>
          <Plus aria-hidden="true" className="h-4 w-4" /> New exam
        </Link>
      </AdminHeading>
      <div className="mt-6">
        <StudioNav />
      </div>
      <div className="mt-6 flex gap-2" role="group" aria-label="Which exams">
        <button type="button" aria-pressed={!deleted} className={smallButton} onClick={() => setParams({}, { replace: true })}>
          Current
        </button>
        <button type="button" aria-pressed={deleted} className={smallButton} onClick={() => setParams({ deleted: '1' }, { replace: true })}>
          Deleted
        </button>
      </div>
      {list.isError ? (
        <LoadError what="the exams" onRetry={() => void list.refetch()} />
      ) : (
        <ul className="mt-4 grid gap-3" aria-busy={list.isPending}>
          {list.data?.exams.length === 0 && <li className="text-sm text-slate-600">{deleted ? 'No deleted exams.' : 'No exams yet.'}</li>}
          {list.data?.exams.map((exam) => (
            <li key={exam.id}>
              <Link to={`${basePath}/studio/exams/${exam.id}`} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300">
                <span>
                  <span className="block font-bold text-ink">{exam.title}</span>
                  <span className="text-sm text-slate-600">
                    {exam.paper.name} · {exam.kind} · {exam.questionCount} questions ({exam.selection === 'blueprint' ? 'blueprint' : 'fixed list'}) · {exam.attempts} attempts
                  </span>
                </span>
                {exam.deleted ? <Badge tone="red">Deleted</Badge> : exam.published ? <Badge tone="green">Published</Badge> : <Badge tone="amber">Draft</Badge>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
