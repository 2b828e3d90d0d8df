import { Plus, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { DIFFICULTIES, QUESTION_KINDS } from '../../../../contracts/exam-schemas';
import { LoadError } from '../../../components/LoadError';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { AdminHeading, Badge } from '../../ui';
import { useListAddress } from '../../use-list-address';
import { StudioNav } from '../StudioNav';
import { inputClass, primaryButton, smallButton } from './form-ui';
import { KIND_LABELS } from './question-form';
import { useBankPapers, useQuestionList } from './questions-api';
import { excerpt } from '../../../markdown/parse-markdown';

/** The question bank: filter by paper, area, difficulty, kind and words; open one to edit it. */
export default function QuestionsScreen() {
  const { basePath } = useAdmin();
  const { params, q, page, search, setSearch, update } = useListAddress();
  const filters = { paper: params.get('paper') ?? '', area: params.get('area') ?? '', difficulty: params.get('difficulty') ?? '', kind: params.get('kind') ?? '', status: params.get('status') ?? 'active' };
  const papers = useBankPapers();
  const list = useQuestionList({ ...filters, q, page: String(page) });
  const paper = papers.data?.papers.find((p) => p.slug === filters.paper);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const select = (id: string, label: string, value: string, options: [string, string][], onChange: (v: string) => void) => (
    <label htmlFor={id} className="grid gap-1 text-sm font-semibold text-ink">
      {label}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      <PageMeta title="Question bank" />
      <AdminHeading title="Question bank" intro="Every question mock exams and quizzes draw from. An edit makes a new version; attempts keep the one they were given.">
        <div className="flex flex-wrap gap-2">
          <Link to={`${basePath}/studio/questions/import`} className={smallButton}>
            <Upload aria-hidden="true" className="h-4 w-4" /> Import from a file
          </Link>
          <Link to={`${basePath}/studio/questions/new`} className={primaryButton}>
            <Plus aria-hidden="true" className="h-4 w-4" /> New question
          </Link>
        </div>
      </AdminHeading>
      <div className="mt-6">
        <StudioNav />
      </div>
      <form role="search" aria-label="Filter questions" className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="qs-search" className="grid gap-1 text-sm font-semibold text-ink lg:col-span-2">
          Words in the question
          <input id="qs-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} className={inputClass} />
        </label>
        {select('qs-paper', 'Paper', filters.paper, [['', 'Every paper'], ...(papers.data?.papers.map((p): [string, string] => [p.slug, p.name]) ?? [])], (v) => update({ paper: v, area: '' }))}
        {select('qs-area', 'Area', filters.area, [['', paper ? 'Every area' : 'Choose a paper first'], ...(paper?.areas.map((a): [string, string] => [String(a.id), a.name]) ?? [])], (v) => update({ area: v }))}
        {select('qs-difficulty', 'Difficulty', filters.difficulty, [['', 'Any'], ...DIFFICULTIES.map((d): [string, string] => [d, d])], (v) => update({ difficulty: v }))}
        {select('qs-kind', 'Kind', filters.kind, [['', 'Any'], ...QUESTION_KINDS.map((k): [string, string] => [k, KIND_LABELS[k]])], (v) => update({ kind: v }))}
        {select('qs-status', 'Status', filters.status, [['active', 'Active'], ['retired', 'Retired'], ['all', 'All']], (v) => update({ status: v === 'active' ? '' : v }))}
      </form>
      {list.isError ? (
        <LoadError what="the questions" onRetry={() => void list.refetch()} />
      ) : (
        <section aria-label="Questions" aria-busy={list.isFetching} className="mt-6">
          <p className="text-sm text-slate-600" aria-live="polite">
            {list.data ? `${list.data.total} question${list.data.total === 1 ? '' : 's'}` : 'Loading…'}
          </p>
          <ul className="mt-3 grid gap-3">
            {list.data?.questions.map((item) => (
              <li key={item.id}>
                <Link to={`${basePath}/studio/questions/${item.id}`} className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300">
                  <span className="flex flex-wrap items-center gap-2 text-xs">
                    <Badge tone="violet">{KIND_LABELS[item.kind]}</Badge>
                    <Badge tone="slate">{item.difficulty}</Badge>
                    {!item.active && <Badge tone="red">Retired</Badge>}
                    <span className="text-slate-600">
                      {item.paper.name} · {item.area.name} · {item.marks} marks · v{item.revision} · {item.ref}
                    </span>
                  </span>
                  <span className="mt-2 block text-sm text-ink">{excerpt(item.stem, 160)}</span>
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Pages" className="mt-4 flex items-center gap-2">
              <button type="button" className={smallButton} disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
                Previous
              </button>
              <span className="text-sm text-slate-600">
                Page {page} of {pages}
              </span>
              <button type="button" className={smallButton} disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
                Next
              </button>
            </nav>
          )}
        </section>
      )}
    </>
  );
}
