import { BarChart3, Copy, Eye } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { REVIEW_POLICIES, type ExamKind } from '../../../../contracts/exam-schemas';
import { updateExamSchema, type ExamInput, type StudioExam } from '../../../../contracts/studio-exam-schemas';
import { errorText } from '../../../api/error-text';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { ConflictNotice } from '../../ui/ConflictNotice';
import { DraftNotice } from '../../ui/DraftNotice';
import { EditorFrame } from '../../ui/EditorFrame';
import { Field } from '../../ui/Field';
import { schemaFieldErrors } from '../../ui/field-errors';
import { Input } from '../../ui/Input';
import { Panel } from '../../ui/Panel';
import { SaveBar } from '../../ui/SaveBar';
import { SelectField } from '../../ui/SelectField';
import { TextArea } from '../../ui/TextArea';
import { isEditConflict } from '../edit-conflict';
import { useBankPapers } from '../questions/questions-api';
import { StudioNav } from '../StudioNav';
import { useDraft } from '../use-draft';
import { useUnsavedChanges } from '../use-unsaved-changes';
import { BlueprintTable } from './BlueprintTable';
import { completeForm, fromLocalInput, formOfExam, newExamForm, toLocalInput } from './exam-form';
import { listedSections } from './exam-sections-form';
import { COPIED_MESSAGE, previewPath, useAvailability, useDuplicateExam, useExamAction, useExamCourses, useSaveExam, useStudioExam } from './exams-api';
import { FixedListPicker } from './FixedListPicker';
import { SectionsEditor } from './SectionsEditor';

const KIND_CHOICES = [
  ['mock', 'Mock exam'],
  ['practice', 'Practice test'],
  ['quiz', 'Topic quiz (answers checked one by one)'],
] as const;
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
  if (papers.isError) return <LoadError what="the papers" error={papers.error} onRetry={() => void papers.refetch()} />;
  if (exam.isError) return <LoadError what="this exam" error={exam.error} onRetry={() => void exam.refetch()} />;
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
  const duplicate = useDuplicateExam();
  // A copy just made opens saying so (the list's Duplicate and this screen's).
  const arrival = useLocation().state as { message?: string } | null;
  const [message, setMessage] = useState<string | null>(arrival?.message ?? null);
  useEffect(() => {
    // The copy's title is the next thing to change; the button that made it is gone with the old screen.
    if (arrival?.message) document.getElementById('exam-title')?.focus();
  }, [arrival]);
  const [slug, setSlug] = useState(exam?.slug ?? '');
  const [slugError, setSlugError] = useState<string | undefined>();
  const form = completeForm(draft.value!);
  const set = (patch: Partial<ExamInput>) => {
    setMessage(null);
    draft.setValue((f) => ({ ...f, ...patch }));
  };
  const paper = papers.find((p) => p.slug === form.paper);
  const availability = useAvailability(form.paper, form.blueprint, form.selection === 'blueprint');
  const error = save.error ?? action.error ?? duplicate.error;
  const conflict = isEditConflict(error);
  const canSave = form.title.trim().length >= 3;
  const linkable = (courses.data?.courses ?? []).filter((c) => c.paper === form.paper || form.courseIds.includes(c.id));

  async function submit() {
    const renamed = exam && slug.trim() !== '' && slug.trim() !== exam.slug ? { slug: slug.trim() } : {};
    // The address is checked by the contract's own rule before anything is sent.
    const slugProblem = schemaFieldErrors(updateExamSchema.pick({ slug: true }), renamed).slug;
    setSlugError(slugProblem);
    if (slugProblem) return;
    const result = await save.mutateAsync(id === null ? form : { ...form, ...renamed, version: exam!.version }).catch(() => null);
    if (!result) return;
    draft.markSaved(form);
    setMessage('Saved.');
    if (id === null) navigate(`${basePath}/studio/exams/${result.id}`, { replace: true });
  }
  async function copy() {
    if (!exam) return;
    const copied = await duplicate.mutateAsync(exam.id).catch(() => null);
    if (copied) navigate(`${basePath}/studio/exams/${copied.id}`, { state: { message: COPIED_MESSAGE } });
  }
  async function run(kind: 'publish' | 'unpublish' | 'delete' | 'restore') {
    if (!exam) return;
    const done = await action.mutateAsync({ action: kind, version: exam.version }).catch(() => null);
    if (done)
      setMessage(
        {
          publish: 'Published: students can see it and start it now.',
          unpublish: 'Unpublished: no new attempts; started ones carry on.',
          delete: 'Deleted. Students keep their attempts and results.',
          restore: 'Restored as a draft.',
        }[kind],
      );
  }

  return (
    <>
      <PageMeta title={id === null ? 'New exam' : `Exam: ${exam?.title ?? ''}`} />
      <EditorFrame
        title={id === null ? 'New exam' : exam!.title}
        intro={exam ? `${exam.attempts} attempts · version ${exam.version}` : 'Saved as a draft; publish it when it is ready.'}
        status={exam && (exam.deleted ? <Badge tone="red">Deleted</Badge> : exam.published ? <Badge tone="green">Published</Badge> : <Badge tone="amber">Draft</Badge>)}
        actions={
          <>
            {id !== null && (
              <Link to={`${basePath}/studio/exams/${id}/statistics`} className={buttonClass('secondary', 'sm')}>
                <BarChart3 aria-hidden="true" className="h-4 w-4" /> Statistics
              </Link>
            )}
            {exam &&
              !exam.deleted &&
              (draft.dirty ? (
                <Button size="sm" icon={Eye} disabled title="Save your changes to preview them.">
                  Preview
                </Button>
              ) : (
                // The student's player on the public site, in a tab of its own: this form stays as it is.
                <a href={previewPath(exam.id)} target="_blank" rel="noopener" className={buttonClass('secondary', 'sm')}>
                  <Eye aria-hidden="true" className="h-4 w-4" /> Preview<span className="sr-only"> as a student (opens a new tab)</span>
                </a>
              ))}
            {exam && !exam.deleted && (
              <Button
                size="sm"
                icon={Copy}
                busy={duplicate.isPending}
                disabled={draft.dirty}
                title={draft.dirty ? 'Save your changes first: the copy is of the saved exam.' : undefined}
                onClick={() => void copy()}
              >
                Duplicate
              </Button>
            )}
            <Link to={`${basePath}/studio/exams`} className={buttonClass('secondary', 'sm')}>
              All exams
            </Link>
          </>
        }
        nav={<StudioNav />}
        notices={draft.restoredFromDraft && <DraftNotice stale={draft.draftIsStale} savedAt={draft.draftSavedAt} onDiscard={draft.discardDraft} />}
      >
        <div className="mt-6 space-y-6">
          <Panel title="The exam">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="exam-title" label="Title" hint={form.title.trim().length < 3 ? 'At least 3 characters.' : undefined}>
                <Input value={form.title} maxLength={160} onChange={(e) => set({ title: e.target.value })} />
              </Field>
              <SelectField
                id="exam-paper"
                label="Paper"
                value={form.paper}
                choices={papers.map((p) => [p.slug, p.name] as const)}
                onChange={(value) => set({ paper: value, areaId: null, blueprint: [], questionIds: [], questionSections: [] })}
              />
              {exam && (
                <Field
                  id="exam-slug"
                  label="Address"
                  className="sm:col-span-2"
                  error={slugError}
                  hint={exam.published ? `Students find it at /exam/${exam.slug}; if you change it, the old address keeps working.` : `The exam's page will be /exam/${slug || exam.slug}.`}
                >
                  <Input value={slug} maxLength={80} onChange={(e) => setSlug(e.target.value.toLowerCase())} className="font-mono" />
                </Field>
              )}
              <Field id="exam-summary" label="Summary (shown on the exam's card and page)" className="sm:col-span-2">
                <TextArea rows={3} maxLength={2000} value={form.summary} onChange={(e) => set({ summary: e.target.value })} />
              </Field>
              <SelectField id="exam-kind" label="Kind" value={form.kind} choices={KIND_CHOICES} onChange={(value) => set({ kind: value as ExamKind })} />
              <SelectField
                id="exam-topic"
                label="Topic (syllabus area)"
                value={form.areaId ?? ''}
                choices={[['', 'The whole paper'], ...(paper?.areas.map((a) => [a.id, a.name] as const) ?? [])]}
                onChange={(value) => set({ areaId: value ? Number(value) : null })}
              />
            </div>
          </Panel>
          <Panel title="Rules">
            <div className="grid gap-4 sm:grid-cols-3">
              <Field id="exam-duration" label="Duration in minutes" hint="Empty: untimed.">
                <Input type="number" min={1} max={600} value={form.durationMinutes ?? ''} onChange={(e) => set({ durationMinutes: e.target.value ? Math.max(1, Number(e.target.value)) : null })} />
              </Field>
              <Field id="exam-pass" label="Pass mark (%)">
                <Input type="number" min={0} max={100} value={form.passPercent} onChange={(e) => set({ passPercent: Math.max(0, Math.min(100, Number(e.target.value) || 0)) })} />
              </Field>
              <Field id="exam-attempts" label="Attempts allowed" hint="Empty: unlimited.">
                <Input type="number" min={1} max={100} value={form.attemptsAllowed ?? ''} onChange={(e) => set({ attemptsAllowed: e.target.value ? Math.max(1, Number(e.target.value)) : null })} />
              </Field>
              <Field id="exam-opens" label="Opens" hint="Empty: open now.">
                <Input type="datetime-local" value={toLocalInput(form.opensAt)} onChange={(e) => set({ opensAt: fromLocalInput(e.target.value) })} />
              </Field>
              <Field id="exam-closes" label="Closes" hint="Empty: never closes.">
                <Input type="datetime-local" value={toLocalInput(form.closesAt)} onChange={(e) => set({ closesAt: fromLocalInput(e.target.value) })} />
              </Field>
              <SelectField
                id="exam-review"
                label="Answers and worked answers shown"
                value={form.reviewPolicy}
                choices={REVIEW_POLICIES.map((p) => [p, REVIEW_LABELS[p]] as const)}
                onChange={(value) => set({ reviewPolicy: value as ExamInput['reviewPolicy'] })}
              />
              <SelectField
                id="exam-written-marking"
                label="Written answers marked by"
                value={form.writtenMarking}
                choices={[
                  ['tutor', 'A tutor (marks released to the student)'],
                  ['self', 'The student, against the guide (practice)'],
                ]}
                onChange={(value) => set({ writtenMarking: value as ExamInput['writtenMarking'] })}
              />
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
                  <input type="radio" name="exam-access" checked={form.access === 'everyone'} onChange={() => set({ access: 'everyone' })} className="h-4 w-4 accent-brand-700" /> Everyone signed in
                  (free)
                </label>
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="exam-access" checked={form.access === 'enrolled'} onChange={() => set({ access: 'enrolled' })} className="h-4 w-4 accent-brand-700" /> Students enrolled in
                  chosen courses
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
                      <input
                        type="checkbox"
                        className="h-4 w-4 accent-brand-700"
                        checked={form.courseIds.includes(c.id)}
                        onChange={(e) => set({ courseIds: e.target.checked ? [...form.courseIds, c.id] : form.courseIds.filter((x) => x !== c.id) })}
                      />
                      {c.title}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </Panel>
          <Panel title="Sections">
            <SectionsEditor form={form} onChange={set} />
          </Panel>
          <Panel title="Questions">
            <fieldset>
              <legend className="sr-only">How questions are chosen</legend>
              <div className="flex flex-wrap gap-4 text-sm">
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="exam-selection" checked={form.selection === 'blueprint'} onChange={() => set({ selection: 'blueprint' })} className="h-4 w-4 accent-brand-700" /> Blueprint:
                  drawn afresh for each attempt
                </label>
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name="exam-selection" checked={form.selection === 'fixed'} onChange={() => set({ selection: 'fixed' })} className="h-4 w-4 accent-brand-700" /> Fixed list: the
                  same questions for everyone
                </label>
              </div>
            </fieldset>
            <div className="mt-4">
              {form.selection === 'blueprint' ? (
                <BlueprintTable
                  rows={form.blueprint}
                  areas={paper?.areas ?? []}
                  sections={form.sections}
                  availability={availability.data}
                  checking={availability.isFetching}
                  onChange={(blueprint) => set({ blueprint })}
                />
              ) : (
                <FixedListPicker
                  key={form.paper}
                  paper={form.paper}
                  ids={form.questionIds}
                  known={exam?.questions ?? []}
                  onChange={(questionIds) => set({ questionIds, questionSections: listedSections(form, questionIds) })}
                  sections={form.sections}
                  questionSections={form.questionSections}
                  onSectionChange={(index, section) => set({ questionSections: form.questionSections.map((s, i) => (i === index ? section : s)) })}
                />
              )}
            </div>
          </Panel>
          {exam && (
            <Panel title="Publishing">
              <div className="flex flex-wrap items-center gap-2">
                {!exam.deleted && (
                  // One button that turns into its opposite, so the focus stays on it.
                  <Button variant={exam.published ? 'secondary' : 'primary'} busy={action.isPending} disabled={draft.dirty} onClick={() => void run(exam.published ? 'unpublish' : 'publish')}>
                    {exam.published ? 'Unpublish' : 'Publish'}
                  </Button>
                )}
                {exam.deleted ? (
                  <ConfirmAction
                    key="keeping"
                    label="Restore as a draft"
                    question="Restore this exam as a draft?"
                    confirmLabel="Yes, restore"
                    disabled={action.isPending}
                    onConfirm={() => run('restore')}
                  />
                ) : (
                  <ConfirmAction
                    key="keeping"
                    label="Delete"
                    variant="secondary-danger"
                    danger
                    question="Delete this exam? Students keep their attempts and results."
                    confirmLabel="Yes, delete"
                    disabled={action.isPending}
                    onConfirm={() => run('delete')}
                  />
                )}
                {draft.dirty && <span className="text-sm text-slate-600">Save your changes before publishing.</span>}
                {exam.published && (
                  <a href={`/exam/${exam.slug}`} className={`${buttonClass('link')} sm:ml-auto`}>
                    Open the student’s page
                  </a>
                )}
              </div>
            </Panel>
          )}
          <SaveBar
            message={error && !conflict ? errorText(error) : message}
            tone={error && !conflict ? 'error' : 'normal'}
            notice={conflict && <ConflictNotice what="exam" onReload={() => void onReload()} />}
          >
            <Button variant="primary" busy={save.isPending} busyLabel="Saving…" disabled={!canSave || exam?.deleted === true} onClick={() => void submit()}>
              {id === null ? 'Save draft' : 'Save changes'}
            </Button>
          </SaveBar>
        </div>
      </EditorFrame>
    </>
  );
}
