import { Plus, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { DIFFICULTIES, QUESTION_KINDS } from '../../../../contracts/exam-schemas';
import { LoadError } from '../../../components/LoadError';
import { PageMeta } from '../../../components/PageMeta';
import { excerpt } from '../../../markdown/parse-markdown';
import { useAdmin } from '../../admin-context';
import { AdminHeading } from '../../ui/AdminHeading';
import { Badge } from '../../ui/Badge';
import { buttonClass } from '../../ui/button-class';
import { Field } from '../../ui/Field';
import { FilterBar } from '../../ui/FilterBar';
import { Input } from '../../ui/Input';
import { Pager } from '../../ui/Pager';
import { SelectField } from '../../ui/SelectField';
import { useListAddress } from '../../use-list-address';
import { StudioNav } from '../StudioNav';
import { KIND_LABELS } from './question-form';
import { useBankPapers, useQuestionList } from './questions-api';

const STATUS_CHOICES = [
  ['active', 'Active'],
  ['retired', 'Retired'],
  ['all', 'All'],
] as const;

/** The question bank: filter by paper, area, difficulty, kind and words; open one to edit it. */
export default function QuestionsScreen() {
  const { basePath } = useAdmin();
  const { params, q, page, search, setSearch, update } = useListAddress();
  const filters = {
    paper: params.get('paper') ?? '',
    area: params.get('area') ?? '',
    difficulty: params.get('difficulty') ?? '',
    kind: params.get('kind') ?? '',
    status: params.get('status') ?? 'active',
  };
  const papers = useBankPapers();
  const list = useQuestionList({ ...filters, q, page: String(page) });
  const paper = papers.data?.papers.find((p) => p.slug === filters.paper);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <>
      <PageMeta title="Question bank" />
      <AdminHeading title="Question bank" intro="Every question mock exams and quizzes draw from. An edit makes a new version; attempts keep the one they were given.">
        <div className="flex flex-wrap gap-2">
          <Link to={`${basePath}/studio/questions/import`} className={buttonClass()}>
            <Upload aria-hidden="true" className="h-4 w-4" /> Import from a file
          </Link>
          <Link to={`${basePath}/studio/questions/new`} className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="h-4 w-4" /> New question
          </Link>
        </div>
      </AdminHeading>
      <div className="mt-6">
        <StudioNav />
      </div>
      <FilterBar label="Filter questions" columns="sm:grid-cols-2 lg:grid-cols-6">
        <Field id="qs-search" label="Words in the question" className="lg:col-span-2">
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        <SelectField
          id="qs-paper"
          label="Paper"
          value={filters.paper}
          choices={[['', 'Every paper'], ...(papers.data?.papers.map((p) => [p.slug, p.name] as const) ?? [])]}
          onChange={(v) => update({ paper: v, area: '' })}
        />
        <SelectField
          id="qs-area"
          label="Area"
          value={filters.area}
          choices={[['', paper ? 'Every area' : 'Choose a paper first'], ...(paper?.areas.map((a) => [a.id, a.name] as const) ?? [])]}
          onChange={(v) => update({ area: v })}
        />
        <SelectField
          id="qs-difficulty"
          label="Difficulty"
          value={filters.difficulty}
          choices={[['', 'Any'], ...DIFFICULTIES.map((d) => [d, d] as const)]}
          onChange={(v) => update({ difficulty: v })}
        />
        <SelectField id="qs-kind" label="Kind" value={filters.kind} choices={[['', 'Any'], ...QUESTION_KINDS.map((k) => [k, KIND_LABELS[k]] as const)]} onChange={(v) => update({ kind: v })} />
        <SelectField id="qs-status" label="Status" value={filters.status} choices={STATUS_CHOICES} onChange={(v) => update({ status: v === 'active' ? '' : v })} />
      </FilterBar>
      {list.isError ? (
        <LoadError what="the questions" error={list.error} onRetry={() => void list.refetch()} />
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
          <Pager page={page} pages={pages} onPage={(p) => update({ page: String(p) })} />
        </section>
      )}
    </>
  );
}
