import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DIFFICULTIES, QUESTION_KINDS, type Difficulty } from '../../../../contracts/exam-schemas';
import { questionProblems } from '../../../../contracts/question-rules';
import type { QuestionDetail } from '../../../../contracts/studio-question-schemas';
import { errorText } from '../../../api/error-text';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { excerpt } from '../../../markdown/parse-markdown';
import { useAdmin } from '../../admin-context';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { ConflictNotice } from '../../ui/ConflictNotice';
import { DraftNotice } from '../../ui/DraftNotice';
import { EditorFrame } from '../../ui/EditorFrame';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Panel } from '../../ui/Panel';
import { RegradePanel } from './RegradePanel';
import { SaveBar } from '../../ui/SaveBar';
import { SelectField } from '../../ui/SelectField';
import { isEditConflict } from '../edit-conflict';
import { MarkdownEditor } from '../MarkdownEditor';
import { StudioNav } from '../StudioNav';
import { QuestionInsights } from '../question-insights/QuestionInsights';
import { useDraft } from '../use-draft';
import { useUnsavedChanges } from '../use-unsaved-changes';
import { KeyEditor } from './KeyEditor';
import { bodyOfKind, KIND_LABELS, newQuestionForm, withPartMarks, type QuestionForm } from './question-form';
import { QuestionPreview } from './QuestionPreview';
import { useBankPapers, useQuestion, useSaveQuestion, useSetQuestionActive } from './questions-api';

const formOf = (q: QuestionDetail): QuestionForm => ({
  paper: q.paper.slug,
  areaId: q.area.id,
  difficulty: q.difficulty,
  body: { marks: q.current.marks, stem: q.current.stem, explanation: q.current.explanation, content: q.current.content, key: q.current.key },
});

/** Writes a new question or edits one: kind, key, stem and worked answer, with the student's view and "Check my key" beside them. */
export default function QuestionEditorScreen() {
  const { basePath } = useAdmin();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const papers = useBankPapers();
  const question = useQuestion(id);
  const firstPaper = papers.data?.papers[0];
  const serverValue = useMemo(
    () => (id === null ? (firstPaper ? newQuestionForm(firstPaper.slug, firstPaper.areas[0]?.id ?? null) : undefined) : question.data ? formOf(question.data) : undefined),
    [id, firstPaper, question.data],
  );
  const draft = useDraft<QuestionForm>(id === null ? 'question:new' : `question:${id}`, serverValue, question.data?.version);
  useUnsavedChanges(draft.dirty);

  if (papers.isPending || (id !== null && question.isPending)) return <PageLoading />;
  if (papers.isError) return <LoadError what="the papers" error={papers.error} onRetry={() => void papers.refetch()} />;
  if (question.isError) return <LoadError what="this question" error={question.error} onRetry={() => void question.refetch()} />;
  if (!draft.value) return <PageLoading />;
  return (
    <Editor
      key={id ?? 'new'}
      id={id}
      detail={question.data ?? null}
      papers={papers.data.papers}
      draft={draft}
      basePath={basePath}
      onReload={async () => {
        await question.refetch();
        draft.discardDraft();
      }}
    />
  );
}

type EditorProps = {
  id: number | null;
  detail: QuestionDetail | null;
  papers: { slug: string; name: string; areas: { id: number; name: string }[] }[];
  draft: ReturnType<typeof useDraft<QuestionForm>>;
  basePath: string;
  onReload: () => Promise<void>;
};

function Editor({ id, detail, papers, draft, basePath, onReload }: EditorProps) {
  const navigate = useNavigate();
  const save = useSaveQuestion(id);
  const active = useSetQuestionActive(id ?? 0);
  const [saved, setSaved] = useState<string | null>(null);
  const form = draft.value!;
  const set = (patch: Partial<QuestionForm>) => {
    setSaved(null);
    draft.setValue((f) => ({ ...f, ...patch }));
  };
  const setBody = (body: QuestionForm['body']) => set({ body });
  const paper = papers.find((p) => p.slug === form.paper);
  const area = paper?.areas.find((a) => a.id === form.areaId);
  const problems = questionProblems(form.body);
  const conflict = isEditConflict(save.error);
  const partsCarryMarks = ['table', 'journal', 'written'].includes(form.body.content.kind);

  async function submit() {
    if (!form.areaId) return;
    const body = { areaId: form.areaId, difficulty: form.difficulty, ...form.body };
    const result = await save.mutateAsync(id === null ? { ...body, paper: form.paper } : { ...body, version: detail!.version }).catch(() => null);
    if (!result) return;
    draft.markSaved(form);
    setSaved(result.newRevision ? `Saved as version ${result.revision}.` : 'Saved.');
    if (id === null) navigate(`${basePath}/studio/questions/${result.id}`, { replace: true });
  }

  return (
    <>
      <PageMeta title={id === null ? 'New question' : `Question ${detail?.ref ?? ''}`} />
      <EditorFrame
        title={id === null ? 'New question' : 'Edit question'}
        intro={detail ? `${detail.paper.name} · ${detail.ref} · version ${detail.current.revision}` : 'Write it, check its key, then save it to the bank.'}
        status={detail && (detail.active ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Retired</Badge>)}
        actions={
          <Link to={`${basePath}/studio/questions`} className={buttonClass('secondary', 'sm')}>
            Back to the bank
          </Link>
        }
        nav={<StudioNav />}
        notices={
          <>
            {draft.restoredFromDraft && <DraftNotice stale={draft.draftIsStale} savedAt={draft.draftSavedAt} onDiscard={draft.discardDraft} />}
            {detail && detail.usage.attempts > 0 && (
              <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
                {detail.usage.attempts} attempt{detail.usage.attempts === 1 ? ' was' : 's were'} given this question. Saving a change makes a new version; those attempts keep the version they were
                given.
              </p>
            )}
          </>
        }
      >
        <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-2 2xl:grid-cols-[minmax(0,1fr)_minmax(0,40rem)]">
          <div className="flex min-w-0 flex-col gap-6">
            <Panel title="Where it sits">
              {/* Three drop-downs side by side only where the panel has room for them, whatever the window's width. */}
              <div className="@container">
                <div className="grid gap-4 @xl:grid-cols-3">
                  <SelectField
                    id="q-paper"
                    label="Paper"
                    hint={id !== null ? 'Chosen when the question was written.' : undefined}
                    disabled={id !== null}
                    value={form.paper}
                    choices={papers.map((p) => [p.slug, p.name] as const)}
                    onChange={(value) => set({ paper: value, areaId: papers.find((p) => p.slug === value)?.areas[0]?.id ?? null })}
                  />
                  <SelectField
                    id="q-area"
                    label="Syllabus area"
                    value={form.areaId ?? ''}
                    choices={paper?.areas.map((a) => [a.id, a.name] as const) ?? []}
                    onChange={(value) => set({ areaId: Number(value) })}
                  />
                  <SelectField
                    id="q-difficulty"
                    label="Difficulty"
                    value={form.difficulty}
                    choices={DIFFICULTIES.map((d) => [d, d[0]!.toUpperCase() + d.slice(1)] as const)}
                    onChange={(value) => set({ difficulty: value as Difficulty })}
                  />
                </div>
              </div>
            </Panel>
            <Panel title="The question">
              <fieldset>
                <legend className="mb-2 text-sm font-semibold text-ink">Kind</legend>
                <div className="flex flex-wrap gap-2">
                  {QUESTION_KINDS.map((kind) => (
                    <label
                      key={kind}
                      className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-500"
                    >
                      <input type="radio" name="question-kind" className="sr-only" checked={form.body.content.kind === kind} onChange={() => setBody(bodyOfKind(kind, form.body))} />
                      {KIND_LABELS[kind]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="mt-5">
                <MarkdownEditor
                  id="q-stem"
                  label="Question (stem)"
                  value={form.body.stem}
                  onChange={(stem) => setBody({ ...form.body, stem })}
                  minRows={6}
                  hint="Markdown: tables and images are shown to students as here."
                />
              </div>
              <div className="mt-5 max-w-xs">
                <Field id="q-marks" label="Marks" hint={partsCarryMarks ? 'The sum of the marks of its parts.' : undefined}>
                  <Input
                    type="number"
                    min={1}
                    max={100}
                    value={form.body.marks}
                    disabled={partsCarryMarks}
                    onChange={(e) => setBody({ ...form.body, marks: Math.max(1, Math.min(100, Number(e.target.value) || 1)) })}
                  />
                </Field>
              </div>
            </Panel>
            <Panel title="The key">
              <KeyEditor body={form.body} onChange={(body) => setBody(withPartMarks(body))} />
            </Panel>
            <Panel title="Worked answer">
              <MarkdownEditor
                id="q-explanation"
                label="Worked answer shown in review"
                value={form.body.explanation}
                onChange={(explanation) => setBody({ ...form.body, explanation })}
                minRows={6}
                hint="Step by step: what students read after the exam."
              />
            </Panel>
            {problems.length > 0 && (
              <div role="status" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
                <p className="font-semibold">Before saving:</p>
                <ul className="mt-1 list-disc pl-5">
                  {problems.map((p, i) => (
                    <li key={i}>{p.message}</li>
                  ))}
                </ul>
              </div>
            )}
            {active.error && (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
                {errorText(active.error)}
              </p>
            )}
            {detail && detail.history.length > 0 && (
              <Panel title="Earlier versions">
                <ul className="grid gap-2 text-sm">
                  {detail.history.map((h) => (
                    <li key={h.revision} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3">
                      <span className="min-w-0 break-words">
                        Version {h.revision} · {new Date(h.createdAt).toLocaleDateString()} · {excerpt(h.stem, 80)}
                      </span>
                      <Button size="sm" onClick={() => setBody({ marks: h.marks, stem: h.stem, explanation: h.explanation, content: h.content, key: h.key })}>
                        Copy into the form
                      </Button>
                    </li>
                  ))}
                </ul>
              </Panel>
            )}
            {id !== null && detail && detail.history.length > 0 && detail.current.key.kind !== 'written' && <RegradePanel questionId={id} />}
            <SaveBar
              message={save.error && !conflict ? errorText(save.error) : saved}
              tone={save.error && !conflict ? 'error' : 'normal'}
              notice={conflict && <ConflictNotice what="question" onReload={() => void onReload()} />}
            >
              {detail && (
                <Button
                  busy={active.isPending}
                  disabled={draft.dirty}
                  title={draft.dirty ? 'Save your changes first' : undefined}
                  onClick={() => active.mutate({ active: !detail.active, version: detail.version })}
                >
                  {detail.active ? 'Retire from the bank' : 'Restore to the bank'}
                </Button>
              )}
              <Button variant="primary" busy={save.isPending} busyLabel="Saving…" disabled={problems.length > 0 || !form.areaId} onClick={() => void submit()}>
                {id === null ? 'Save to the bank' : 'Save changes'}
              </Button>
            </SaveBar>
          </div>
          <div className="min-w-0 xl:sticky xl:top-24 xl:self-start">
            <QuestionPreview key={form.body.content.kind} body={form.body} area={area?.name ?? ''} />
          </div>
        </div>
        {detail && <QuestionInsights questionId={detail.id} />}
      </EditorFrame>
    </>
  );
}
