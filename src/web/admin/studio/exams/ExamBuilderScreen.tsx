import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { REVIEW_POLICIES, type ExamKind } from '../../../../contracts/exam-schemas';
import type { ExamInput, StudioExam } from '../../../../contracts/studio-exam-schemas';
import { errorOf } from '../../../api/client';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { AdminHeading, Badge, Panel } from '../../ui';
import { ConflictNotice } from '../questions/ConflictNotice';
import { Field, inputClass, primaryButton, smallButton } from '../questions/form-ui';
import { useBankPapers } from '../questions/questions-api';
import { StudioNav } from '../StudioNav';
import { useDraft } from '../use-draft';
import { useUnsavedChanges } from '../use-unsaved-changes';
import { BlueprintTable } from './BlueprintTable';
import { fromLocalInput, formOfExam, newExamForm, toLocalInput } from './exam-form';
import { useAvailability, useExamAction, useExamCourses, useSaveExam, useStudioExam } from './exams-api';
import { FixedListPicker } from './FixedListPicker';

const REVIEW_LABELS: Record<(typeof REVIEW_POLICIES)[number], string> = { after_submit: 'Right after submitting', after_close: 'After the exam closes', never: 'Never' };

/** Builds an exam: its rules, who may sit it, and its questions as a fixed list or a blueprint checked live against the bank. */
export default function ExamBuilderScreen() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const papers = useBankPapers();
  const exam = useStudioExam(id);
  const first = papers.data?.papers[0]?.slug;
  const serverValue = useMemo(() => (id === null ? (first ? newExamForm(first) : undefined) : exam.data ? formOfExam(exam.data) : undefined), [id, first, exam.data]);
  const draft = useDraft<ExamInput>(id === null ? 'exam:new' : `exam:${id}`, serverValue, exam.data?.version);
  useUnsavedChanges(draft.dirty);
  if (papers.isPending || (id !== null && exam.isPending)) return <PageLoading />;
  if (papers.isError) return <LoadError what="the papers" onRetry={() => void papers.refetch()} />;
  if (exam.isError) return <LoadError what="this exam" onRetry={() => void exam.refetch()} />;
  if (!draft.value) return <PageLoading />;
  return (
    <Builder
      key={id ?? 'new'}
      id={id}
      exam={exam.data ?? null}
      papers={papers.data.papers}
      draft={draft}
      onReload={async () => {
        await exam.refetch();
        draft.discardDraft();
      }}
    />
  );
}

type BuilderProps = {
  id: number | null;
  exam: StudioExam | null;
  papers: { slug: string; name: string; areas: { id: number; name: string }[] }[];
  draft: ReturnType<typeof useDraft<ExamInput>>;
  onReload: () => Promise<void>;
};

function Builder({ id, exam, papers, draft, onReload }: BuilderProps) {
  const { basePath } = useAdmin();
  const navigate = useNavigate();
  const save = useSaveExam(id);
  const action = useExamAction(id ?? 0);
  const courses = useExamCourses();
  const [message, setMessage] = useState<string | null>(null);
  const [slug, setSlug] = useState(exam?.slug ?? '');
  const form = draft.value!;
  const set = (patch: Partial<ExamInput>) => {
    setMessage(null);
    draft.setValue((f) => ({ ...f, ...patch }));
  };
  const paper = papers.find((p) => p.slug === form.paper);
  const availability = useAvailability(form.paper, form.blueprint, form.selection === 'blueprint');
  const error = (save.error ?? action.error) as Error | null;
  const conflict = errorOf('PUT /admin/studio/exams/{id}', error)?.code === 'edit_conflict';
  const canSave = form.title.trim().length >= 3 && !save.isPending;
  const linkable = (courses.data?.courses ?? []).filter((c) => c.paper === form.paper || form.courseIds.includes(c.id));

  async function submit() {
    const renamed = exam && slug.trim() !== '' && slug.trim() !== exam.slug ? { slug: slug.trim() } : {};
    const result = await save.mutateAsync(id === null ? form : { ...form, ...renamed, version: exam!.version }).catch(() => null);
    if (!result) return;
    draft.markSaved(form);
    setMessage('Saved.');
    if (id === null) navigate(`${basePath}/studio/exams/${result.id}`, { replace: true });
  }
  async function run(kind: 'publish' | 'unpublish' | 'delete' | 'restore') {
    if (!exam) return;
    const done = await action.mutateAsync({ action: kind, version: exam.version }).catch(() => null);
    if (done) setMessage({ publish: 'Published: students can see it and start it now.', unpublish: 'Unpublished: no new attempts; started ones carry on.', delete: 'Deleted. Students keep their attempts and results.', restore: 'Restored as a draft.' }[kind]);
  }

  return (
    <>
      <PageMeta title={id === null ? 'New exam' : `Exam: ${exam?.title ?? ''}`} />
      <AdminHeading title={id === null ? 'New exam' : exam!.title} intro={exam ? `${exam.attempts} attempts · version ${exam.version}` : 'Saved as a draft; publish it when it is ready.'}>
        <span className="flex flex-wrap items-center gap-2">
          {exam && (exam.deleted ? <Badge tone="red">Deleted</Badge> : exam.published ? <Badge tone="green">Published</Badge> : <Badge tone="amber">Draft</Badge>)}
          <Link to={`${basePath}/studio/exams`} className={smallButton}>
            All exams
          </Link>
        </span>
      </AdminHeading>
      <div className="mt-6">
        <StudioNav />
      </div>
      {draft.restoredFromDraft && (
        <p role="status" className="mt-4 rounded-xl bg-sky-50 p-3 text-sm text-sky-900">
          Your unsaved changes were restored{draft.draftIsStale ? ', but someone has saved this exam since' : ''}.{' '}
          <button type="button" className="font-semibold underline" onClick={draft.discardDraft}>
            Discard them
          </button>
        </p>
      )}
      <div className="mt-6 grid grid-cols-1 gap-6">
        <Panel title="The exam">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="exam-title" label="Title">
              <input id="exam-title" value={form.title} maxLength={160} onChange={(e) => set({ title: e.target.value })} className={inputClass} />
            </Field>
            <Field id="exam-paper" label="Paper">
              <select id="exam-paper" value={form.paper} onChange={(e) => set({ paper: e.target.value, areaId: null, blueprint: [], questionIds: [] })} className={inputClass}>
                {papers.map((p) => (
                  <option key={p.slug} value={p.slug}>
                    {p.name}
                  </option>
                ))}
              </select>
            </Field>
            {exam && (
              <div className="sm:col-span-2">
                <Field id="exam-slug" label="Address" hint={exam.published ? `Students find it at /exam/${exam.slug}; if you change it, the old address keeps working.` : `The exam's page will be /exam/${slug || exam.slug}.`}>
                  <input id="exam-slug" value={slug} maxLength={80} onChange={(e) => setSlug(e.target.value.toLowerCase())} className={`${inputClass} font-mono`} aria-describedby="exam-slug-hint" />
                </Field>
              </div>
            )}
            <div className="sm:col-span-2">
              <Field id="exam-summary" label="Summary (shown on the exam's card and page)">
                <textarea id="exam-summary" rows={3} maxLength={2000} value={form.summary} onChange={(e) => set({ summary: e.target.value })} className={inputClass} />
              </Field>
            </div>
            <Field id="exam-kind" label="Kind">
              <select id="exam-kind" value={form.kind} onChange={(e) => set({ kind: e.target.value as ExamKind })} className={inputClass}>
                <option value="mock">Mock exam</option>
                <option value="practice">Practice test</option>
                <option value="quiz">Topic quiz (answers checked one by one)</option>
              </select>
            </Field>
            <Field id="exam-topic" label="Topic (syllabus area)">
              <select id="exam-topic" value={form.areaId ?? ''} onChange={(e) => set({ areaId: e.target.value ? Number(e.target.value) : null })} className={inputClass}>
                <option value="">The whole paper</option>
                {paper?.areas.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </Panel>
        <Panel title="Rules">
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="exam-duration" label="Duration in minutes" hint="Empty: untimed.">
              <input id="exam-duration" type="number" min={1} max={600} value={form.durationMinutes ?? ''} onChange={(e) => set({ durationMinutes: e.target.value ? Math.max(1, Number(e.target.value)) : null })} className={inputClass} />
            </Field>
            <Field id="exam-pass" label="Pass mark (%)">
              <input id="exam-pass" type="number" min={0} max={100} value={form.passPercent} onChange={(e) => set({ passPercent: Math.max(0, Math.min(100, Number(e.target.value) || 0)) })} className={inputClass} />
            </Field>
            <Field id="exam-attempts" label="Attempts allowed" hint="Empty: unlimited.">
              <input id="exam-attempts" type="number" min={1} max={100} value={form.attemptsAllowed ?? ''} onChange={(e) => set({ attemptsAllowed: e.target.value ? Math.max(1, Number(e.target.value)) : null })} className={inputClass} />
            </Field>
            <Field id="exam-opens" label="Opens" hint="Empty: open now.">
              <input id="exam-opens" type="datetime-local" value={toLocalInput(form.opensAt)} onChange={(e) => set({ opensAt: fromLocalInput(e.target.value) })} className={inputClass} />
            </Field>
            <Field id="exam-closes" label="Closes" hint="Empty: never closes.">
              <input id="exam-closes" type="datetime-local" value={toLocalInput(form.closesAt)} onChange={(e) => set({ closesAt: fromLocalInput(e.target.value) })} className={inputClass} />
            </Field>
            <Field id="exam-review" label="Answers and worked answers shown">
              <select id="exam-review" value={form.reviewPolicy} onChange={(e) => set({ reviewPolicy: e.target.value as ExamInput['reviewPolicy'] })} className={inputClass}>
                {REVIEW_POLICIES.map((p) => (
                  <option key={p} value={p}>
                    {REVIEW_LABELS[p]}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <label className="mt-4 inline-flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={form.shuffleOptions} onChange={(e) => set({ shuffleOptions: e.target.checked })} />
            Shuffle the options of each question for every attempt
          </label>
        </Panel>
        <Panel title="Who may sit it">
          <fieldset>
            <legend className="sr-only">Access</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="exam-access" checked={form.access === 'everyone'} onChange={() => set({ access: 'everyone' })} className="h-4 w-4 accent-brand-700" /> Everyone signed in (free)
              </label>
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="exam-access" checked={form.access === 'enrolled'} onChange={() => set({ access: 'enrolled' })} className="h-4 w-4 accent-brand-700" /> Students enrolled in chosen courses
              </label>
            </div>
          </fieldset>
          <fieldset className="mt-4">
            <legend className="text-sm font-semibold text-ink">Courses {form.access === 'enrolled' ? 'that open it' : 'whose pages list it'}</legend>
            {linkable.length === 0 && <p className="mt-2 text-sm text-slate-600">No course of this paper yet.</p>}
            <ul className="mt-2 grid max-h-56 gap-1 overflow-y-auto text-sm sm:grid-cols-2">
              {linkable.map((c) => (
                  <li key={c.id}>
                    <label className="inline-flex items-center gap-2">
                      <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={form.courseIds.includes(c.id)} onChange={(e) => set({ courseIds: e.target.checked ? [...form.courseIds, c.id] : form.courseIds.filter((x) => x !== c.id) })} />
                      {c.title}
                    </label>
                  </li>
              ))}
            </ul>
          </fieldset>
        </Panel>
        <Panel title="Questions">
          <fieldset>
            <legend className="sr-only">How questions are chosen</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="exam-selection" checked={form.selection === 'blueprint'} onChange={() => set({ selection: 'blueprint' })} className="h-4 w-4 accent-brand-700" /> Blueprint: drawn afresh for each attempt
              </label>
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="exam-selection" checked={form.selection === 'fixed'} onChange={() => set({ selection: 'fixed' })} className="h-4 w-4 accent-brand-700" /> Fixed list: the same questions for everyone
              </label>
            </div>
          </fieldset>
          <div className="mt-4">
            {form.selection === 'blueprint' ? (
              <BlueprintTable rows={form.blueprint} areas={paper?.areas ?? []} availability={availability.data} checking={availability.isFetching} onChange={(blueprint) => set({ blueprint })} />
            ) : (
              <FixedListPicker key={form.paper} paper={form.paper} ids={form.questionIds} known={exam?.questions ?? []} onChange={(questionIds) => set({ questionIds })} />
            )}
          </div>
        </Panel>
        {conflict && <ConflictNotice what="exam" onReload={() => void onReload()} />}
        {error && !conflict && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
            {error.message}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={primaryButton} disabled={!canSave || exam?.deleted === true} onClick={() => void submit()}>
            {save.isPending ? 'Saving…' : id === null ? 'Save draft' : 'Save changes'}
          </button>
          {exam && !exam.deleted && (
            <>
              {exam.published ? (
                <button type="button" className={smallButton} disabled={action.isPending || draft.dirty} onClick={() => void run('unpublish')}>
                  Unpublish
                </button>
              ) : (
                <button type="button" className={primaryButton} disabled={action.isPending || draft.dirty} onClick={() => void run('publish')}>
                  Publish
                </button>
              )}
              <button type="button" className={smallButton} disabled={action.isPending} onClick={() => window.confirm('Delete this exam? Students keep their attempts and results.') && void run('delete')}>
                Delete
              </button>
            </>
          )}
          {exam?.deleted && (
            <button type="button" className={smallButton} disabled={action.isPending} onClick={() => void run('restore')}>
              Restore as a draft
            </button>
          )}
          {draft.dirty && exam && <span className="text-sm text-slate-600">Save your changes before publishing.</span>}
          {message && (
            <p role="status" className="text-sm font-semibold text-brand-800">
              {message}
            </p>
          )}
          {exam?.published && (
            <a href={`/exam/${exam.slug}`} className="ml-auto text-sm font-semibold text-brand-700 underline">
              Open the student’s page
            </a>
          )}
        </div>
      </div>
    </>
  );
}
