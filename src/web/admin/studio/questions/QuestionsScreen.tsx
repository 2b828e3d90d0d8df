import { Plus, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DIFFICULTIES, QUESTION_KINDS } from '../../../../contracts/exam-schemas';
import { MAX_BULK_QUESTIONS } from '../../../../contracts/studio-question-schemas';
import { errorText } from '../../../api/error-text';
import { LoadError } from '../../../components/LoadError';
import { PageMeta } from '../../../components/PageMeta';
import { excerpt } from '../../../markdown/parse-markdown';
import { useAdmin } from '../../admin-context';
import { AdminHeading } from '../../ui/AdminHeading';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { Field } from '../../ui/Field';
import { FilterBar } from '../../ui/FilterBar';
import { Input } from '../../ui/Input';
import { Pager } from '../../ui/Pager';
import { SelectField } from '../../ui/SelectField';
import { useListAddress } from '../../use-list-address';
import { StudioNav } from '../StudioNav';
import { BankActionBar, type Outcome } from './BankActionBar';
import { BulkRefusals } from './BulkRefusals';
import { KIND_LABELS } from './question-form';
import { questionIds, useBankPapers, useQuestionList, useQuestionTags } from './questions-api';
import { useSelection } from './use-selection';

const STATUS_CHOICES = [
  ['active', 'Active'],
  ['retired', 'Retired'],
  ['all', 'All'],
] as const;

/**
 * The question bank: filter by paper, area, difficulty, kind, tag and
 * words, open one to edit it, or select several (a page at a time, or
 * every question the filters keep) and retire, restore, tag or move them
 * together from the bar at the foot of the window.
 */
export default function QuestionsScreen() {
  const { basePath } = useAdmin();
  const { params, q, page, search, setSearch, update } = useListAddress();
  const filters = {
    paper: params.get('paper') ?? '',
    area: params.get('area') ?? '',
    difficulty: params.get('difficulty') ?? '',
    kind: params.get('kind') ?? '',
    tag: params.get('tag') ?? '',
    status: params.get('status') ?? 'active',
  };
  const papers = useBankPapers();
  const tags = useQuestionTags();
  const list = useQuestionList({ ...filters, q, page: String(page) });
  const selection = useSelection();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [selectingAll, setSelectingAll] = useState<string | null>(null);
  const selectAllBox = useRef<HTMLInputElement>(null);
  const countLine = useRef<HTMLParagraphElement>(null);
  // The bar goes when the selection is cleared, and its buttons with it: the focus moves on to what the admin reads next.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus === 0) return;
    const target = document.getElementById('bulk-refused') ?? selectAllBox.current ?? countLine.current;
    target?.focus();
  }, [refocus]);
  const paper = papers.data?.papers.find((p) => p.slug === filters.paper);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const shown = list.data?.questions ?? [];
  const shownSelected = shown.filter((item) => selection.selected.has(item.id)).length;
  const filterKey = JSON.stringify({ ...filters, q });

  // Another filter shows other questions: a selection the admin can no longer see is dropped rather than acted on unseen.
  const [selectedFor, setSelectedFor] = useState(filterKey);
  if (selectedFor !== filterKey) {
    setSelectedFor(filterKey);
    selection.clear();
  }
  useEffect(() => {
    if (selectAllBox.current) selectAllBox.current.indeterminate = shownSelected > 0 && shownSelected < shown.length;
  }, [shownSelected, shown.length]);

  async function selectEveryMatch() {
    setSelectingAll('Selecting…');
    try {
      const { ids } = await questionIds({ ...filters, q });
      selection.toggle(shown, true);
      selection.addIds(ids);
      setSelectingAll(null);
    } catch (e) {
      setSelectingAll(errorText(e));
    }
  }

  const total = list.data?.total ?? 0;
  const everyShownSelected = shown.length > 0 && shownSelected === shown.length;
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
      <FilterBar label="Filter questions" columns="sm:grid-cols-2 lg:grid-cols-4">
        <Field id="qs-search" label="Words in the question" className="sm:col-span-2">
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
        <SelectField
          id="qs-tag"
          label="Tag"
          value={filters.tag}
          choices={[
            ['', 'Any tag'],
            ...(tags.data?.tags.map((t) => [t.tag, `${t.tag} (${t.questions})`] as const) ?? []),
            // A tag in the address that no question carries any more still shows as chosen.
            ...(filters.tag && !tags.data?.tags.some((t) => t.tag.toLowerCase() === filters.tag.toLowerCase()) ? [[filters.tag, filters.tag] as const] : []),
          ]}
          onChange={(v) => update({ tag: v })}
        />
        <SelectField id="qs-status" label="Status" value={filters.status} choices={STATUS_CHOICES} onChange={(v) => update({ status: v === 'active' ? '' : v })} />
      </FilterBar>
      {outcome && (
        <BulkRefusals
          outcome={outcome}
          onDismiss={() => {
            setOutcome(null);
            setRefocus((n) => n + 1);
          }}
        />
      )}
      {list.isError ? (
        <LoadError what="the questions" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <section aria-label="Questions" aria-busy={list.isFetching} className="mt-6">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {shown.length > 0 && (
              <label className="inline-flex min-h-9 items-center gap-2 text-sm font-semibold text-ink">
                <input ref={selectAllBox} type="checkbox" className="h-5 w-5 accent-brand-700" checked={everyShownSelected} onChange={(e) => selection.toggle(shown, e.target.checked)} />
                Select all on this page
              </label>
            )}
            <p ref={countLine} tabIndex={-1} className="text-sm text-slate-600 outline-none" aria-live="polite">
              {list.data ? `${total} question${total === 1 ? '' : 's'}` : 'Loading…'}
            </p>
            {everyShownSelected && total > shown.length && selection.selected.size < total && (
              <span className="text-sm">
                {total <= MAX_BULK_QUESTIONS ? (
                  <Button variant="link" onClick={() => void selectEveryMatch()} disabled={selectingAll === 'Selecting…'}>
                    Select all {total} that match
                  </Button>
                ) : (
                  <span className="text-slate-600">Narrow the filters to select more than this page: an action takes up to {MAX_BULK_QUESTIONS} questions.</span>
                )}
                {selectingAll && <span className="ml-2 text-slate-600">{selectingAll}</span>}
              </span>
            )}
          </div>
          <ul className="mt-3 grid gap-3">
            {shown.map((item) => {
              const checked = selection.selected.has(item.id);
              return (
                <li key={item.id} className="flex items-stretch gap-2">
                  <label className="flex shrink-0 cursor-pointer items-start px-1 pt-4">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-brand-700"
                      checked={checked}
                      aria-label={`Select ${item.ref}: ${excerpt(item.stem, 80)}`}
                      onChange={(e) => selection.toggle([item], e.target.checked)}
                    />
                  </label>
                  <Link
                    to={`${basePath}/studio/questions/${item.id}`}
                    className={`block min-w-0 flex-1 rounded-2xl border bg-white p-4 shadow-sm hover:border-brand-300 ${checked ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200'}`}
                  >
                    <span className="flex flex-wrap items-center gap-2 text-xs">
                      <Badge tone="violet">{KIND_LABELS[item.kind]}</Badge>
                      <Badge tone="slate">{item.difficulty}</Badge>
                      {!item.active && <Badge tone="red">Retired</Badge>}
                      <span className="min-w-0 break-words text-slate-600">
                        {item.paper.name} · {item.area.name} · {item.marks} marks · v{item.revision} · {item.ref}
                      </span>
                    </span>
                    <span className="mt-2 block text-sm break-words text-ink">{excerpt(item.stem, 160)}</span>
                    {item.tags.length > 0 && (
                      <span className="mt-2 flex flex-wrap gap-1.5">
                        <span className="sr-only">Tags:</span>
                        {item.tags.map((t) => (
                          <span key={t} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                            {t}
                          </span>
                        ))}
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Pager page={page} pages={pages} onPage={(p) => update({ page: String(p) })} />
          {selection.selected.size > 0 && (
            <BankActionBar
              key={filterKey}
              selected={selection.selected}
              known={selection.known}
              shown={shownSelected}
              papers={papers.data?.papers ?? []}
              tags={tags.data?.tags.map((t) => t.tag) ?? []}
              paperFilter={filters.paper}
              onClear={() => {
                selection.clear();
                setRefocus((n) => n + 1);
              }}
              onDone={(done) => {
                setOutcome(done.result.refused.length > 0 ? done : null);
                // Retired or restored questions leave the list they were selected in; tagged or moved ones stay, selected for the next action.
                if (done.verb === 'retired' || done.verb === 'restored') {
                  selection.clear();
                  setRefocus((n) => n + 1);
                }
              }}
            />
          )}
        </section>
      )}
    </>
  );
}
