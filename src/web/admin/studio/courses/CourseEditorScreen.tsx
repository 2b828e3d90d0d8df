import { ExternalLink, ListTree } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { COURSE_LANGUAGES, type StudioCourse } from '../../../../contracts/studio-course-schemas';
import { LEVEL_LABELS } from '../../../../contracts/subjects';
import { ApiError, errorOf } from '../../../api/client';
import { errorText } from '../../../api/error-text';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { formatDate } from '../../../format/dates';
import { useAdmin } from '../../admin-context';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { ConflictNotice } from '../../ui/ConflictNotice';
import { DraftNotice } from '../../ui/DraftNotice';
import { EditorFrame } from '../../ui/EditorFrame';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { serverFieldErrors, type FieldErrors } from '../../ui/field-errors';
import { Input } from '../../ui/Input';
import { Panel } from '../../ui/Panel';
import { SaveBar } from '../../ui/SaveBar';
import { SelectField } from '../../ui/SelectField';
import { TextArea } from '../../ui/TextArea';
import { isEditConflict } from '../edit-conflict';
import { MarkdownEditor } from '../MarkdownEditor';
import { StudioNav } from '../StudioNav';
import { useDraft } from '../use-draft';
import { useUnsavedChanges } from '../use-unsaved-changes';
import { CourseActions } from './CourseActions';
import { courseField, formOf, saveInput, type CourseForm } from './course-form';
import { CourseStatusBadge } from './CourseStatusBadge';
import { useCourseMutations, useCourseOptions, useStudioCourse } from './courses-api';
import { CoverThemePicker } from './CoverThemePicker';
import { ListEditor } from './ListEditor';

type Notice = { kind: 'conflict'; reloaded: boolean } | { kind: 'saved' } | { kind: 'problem'; text: string } | null;

const CHECK_FIELDS = 'Some fields need a look before saving.';

/**
 * The course editor: every catalogue field, autosaved to this browser while
 * typing (a closed tab loses nothing), saved to the server from the version
 * it loaded (another admin's newer save is never overwritten silently), and
 * the course's publishing actions.
 */
export default function CourseEditorScreen() {
  const { basePath } = useAdmin();
  const id = Number(useParams().id);
  const course = useStudioCourse(id);
  const options = useCourseOptions();
  const serverForm = useMemo(() => (course.data ? formOf(course.data) : undefined), [course.data]);
  const draft = useDraft<CourseForm>(`course:${id}`, serverForm, course.data?.version);
  const { save } = useCourseMutations(id);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  useUnsavedChanges(draft.dirty);

  if (!Number.isInteger(id) || (course.error instanceof ApiError && course.error.status === 404)) {
    return (
      <EmptyState
        action={
          <Link to={`${basePath}/studio/courses`} className={buttonClass()}>
            All courses
          </Link>
        }
      >
        This course does not exist.
      </EmptyState>
    );
  }
  if (course.isError) return <LoadError what="this course" error={course.error} onRetry={() => void course.refetch()} />;
  if (options.isError) return <LoadError what="the papers and mentors" error={options.error} onRetry={() => void options.refetch()} />;
  const data = course.data;
  const form = draft.value;
  if (!data || !form || !options.data) return <PageLoading />;

  const set = <K extends keyof CourseForm>(key: K, value: CourseForm[K]) => draft.setValue((current) => ({ ...current, [key]: value }));
  const paper = options.data.papers.find((p) => p.id === form.subjectId);
  const deleted = data.deletedAt !== null;
  const accessError = errors.accessDays ?? errors.accessUntil ?? errors.access;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const built = saveInput(form!, data!.version);
    if ('errors' in built) {
      setErrors(built.errors);
      setNotice({ kind: 'problem', text: CHECK_FIELDS });
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(built.input);
      draft.markSaved(formOf(saved));
      setNotice({ kind: 'saved' });
    } catch (caught) {
      if (isEditConflict(caught)) return setNotice({ kind: 'conflict', reloaded: false });
      setErrors(serverFieldErrors(caught, courseField));
      setNotice({ kind: 'problem', text: errorOf('PUT /admin/studio/courses/{id}', caught)?.code === 'validation_failed' ? CHECK_FIELDS : errorText(caught) });
    }
  }

  async function reload() {
    await course.refetch();
    setNotice({ kind: 'conflict', reloaded: true });
  }

  return (
    <>
      <PageMeta title={`${data.title} · Courses · Studio`} />
      <EditorFrame
        title={data.title}
        intro={`${data.paper.name} · ${LEVEL_LABELS[data.paper.level]} · version ${data.version} · updated ${formatDate(data.updatedAt)}`}
        status={<CourseStatusBadge course={data} />}
        actions={
          <>
            <Link to={`${basePath}/studio/courses/${id}/curriculum`} className={buttonClass()}>
              <ListTree aria-hidden="true" className="h-4 w-4" /> Curriculum ({data.lessonsCount} published lesson{data.lessonsCount === 1 ? '' : 's'})
            </Link>
            <a href={`${data.publicPath}?preview=1`} target="_blank" rel="noopener" className={buttonClass()}>
              <ExternalLink aria-hidden="true" className="h-4 w-4" /> View as student
            </a>
          </>
        }
        nav={<StudioNav />}
      >
        <CourseActions course={data} dirty={draft.dirty} />

        {draft.restoredFromDraft && (
          <div className="mt-6">
            <DraftNotice stale={draft.draftIsStale} savedAt={draft.draftSavedAt} onDiscard={draft.discardDraft} />
          </div>
        )}

        <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-6 pb-28">
          <fieldset disabled={deleted} className="space-y-6">
            <Panel title="Catalogue page">
              <div className="grid gap-5 md:grid-cols-2">
                <Field id="course-title" label="Title" error={errors.title} className="md:col-span-2">
                  <Input value={form.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
                </Field>
                <Field
                  id="course-slug"
                  label="Address"
                  error={errors.slug}
                  hint={data.publishedAt ? 'Changing it keeps the old address working: it sends visitors here.' : 'Lower-case letters, digits and dashes: /course-detail/your-address.'}
                >
                  <Input value={form.slug} maxLength={80} onChange={(e) => set('slug', e.target.value)} />
                </Field>
                <SelectField
                  id="course-paper"
                  label="Paper"
                  error={errors.subjectId}
                  hint={paper ? `Level: ${LEVEL_LABELS[paper.level]} (from the paper)` : undefined}
                  value={form.subjectId}
                  choices={options.data.papers.map((p) => [p.id, p.name] as const)}
                  onChange={(value) => set('subjectId', Number(value))}
                />
                <Field
                  id="course-summary"
                  label="Summary"
                  error={errors.summary}
                  hint={`One or two sentences for the course card and search results (${form.summary.length}/300).`}
                  className="md:col-span-2"
                >
                  <TextArea rows={2} value={form.summary} maxLength={300} onChange={(e) => set('summary', e.target.value)} />
                </Field>
                <SelectField
                  id="course-language"
                  label="Language"
                  error={errors.language}
                  value={form.language}
                  choices={COURSE_LANGUAGES.map((l) => [l, l] as const)}
                  onChange={(value) => set('language', value as CourseForm['language'])}
                />
                <label className="flex items-center gap-3 self-end rounded-xl border border-slate-200 px-3 py-2.5 text-sm font-semibold text-ink">
                  <input type="checkbox" checked={form.featured} onChange={(e) => set('featured', e.target.checked)} className="h-4 w-4" />
                  Featured on the home page
                </label>
              </div>
              <div className="mt-5">
                <MarkdownEditor
                  id="course-description"
                  label="Description"
                  value={form.description}
                  onChange={(v) => set('description', v)}
                  error={errors.description}
                  hint="The course page's overview. Markdown: headings, lists, tables, links and images."
                />
              </div>
            </Panel>

            <Panel title="What students get">
              <div className="grid gap-8 lg:grid-cols-2">
                <ListEditor
                  id="course-outcomes"
                  label="What you will learn"
                  itemLabel="Outcome"
                  hint="Short lines, shown with ticks on the course page."
                  items={form.outcomes}
                  onChange={(v) => set('outcomes', v)}
                  error={errors.outcomes}
                />
                <ListEditor
                  id="course-requirements"
                  label="Requirements"
                  itemLabel="Requirement"
                  hint="What a student should know or have before starting."
                  items={form.requirements}
                  onChange={(v) => set('requirements', v)}
                  error={errors.requirements}
                />
              </div>
            </Panel>

            <Panel title="Price and access">
              <div className="grid gap-5 md:grid-cols-2">
                <Field id="course-price" label="Price (Tk)" error={errors.price} hint="0 makes the course free.">
                  <Input inputMode="decimal" value={form.price} onChange={(e) => set('price', e.target.value)} />
                </Field>
                <Field id="course-sale-price" label="Sale price (Tk)" error={errors.salePrice} hint="Leave empty when the course is not on sale.">
                  <Input inputMode="decimal" value={form.salePrice} onChange={(e) => set('salePrice', e.target.value)} />
                </Field>
              </div>
              <fieldset className="mt-6" aria-describedby={accessError ? 'course-access-error' : undefined}>
                <legend className="block text-sm font-semibold text-ink">Access after enrolling</legend>
                <div className="mt-2 space-y-3 text-sm">
                  <label className="flex items-center gap-2">
                    <input type="radio" name="access" checked={form.accessKind === 'lifetime'} onChange={() => set('accessKind', 'lifetime')} /> For life
                  </label>
                  <div className="flex flex-wrap items-center gap-2">
                    <label className="flex items-center gap-2">
                      <input type="radio" name="access" checked={form.accessKind === 'days'} onChange={() => set('accessKind', 'days')} /> For a number of days
                    </label>
                    <Input
                      aria-label="Days of access"
                      aria-invalid={errors.accessDays ? true : undefined}
                      inputMode="numeric"
                      width="w-28"
                      value={form.accessDays}
                      onFocus={() => set('accessKind', 'days')}
                      onChange={(e) => set('accessDays', e.target.value)}
                    />
                    <span>days</span>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <label className="flex items-center gap-2">
                      <input type="radio" name="access" checked={form.accessKind === 'until'} onChange={() => set('accessKind', 'until')} /> Until a date (an exam sitting)
                    </label>
                    <Input
                      type="date"
                      aria-label="Last day of access"
                      aria-invalid={errors.accessUntil ? true : undefined}
                      width="w-44"
                      value={form.accessUntil}
                      onFocus={() => set('accessKind', 'until')}
                      onChange={(e) => set('accessUntil', e.target.value)}
                    />
                  </div>
                </div>
                {accessError && (
                  <p id="course-access-error" className="mt-2 text-sm font-semibold text-red-700">
                    {accessError}
                  </p>
                )}
              </fieldset>
            </Panel>

            <Panel title="Mentors">
              <fieldset aria-describedby={errors.mentorIds ? 'course-mentors-error' : undefined}>
                <legend className="sr-only">Mentors who teach this course</legend>
                <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                  {options.data.mentors.map((m) => {
                    const chosen = form.mentorIds.includes(m.id);
                    return (
                      <li key={m.id}>
                        <label className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm ${chosen ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white'}`}>
                          <input
                            type="checkbox"
                            className="mt-0.5 h-4 w-4"
                            checked={chosen}
                            onChange={(e) => set('mentorIds', e.target.checked ? [...form.mentorIds, m.id] : form.mentorIds.filter((x) => x !== m.id))}
                          />
                          <span>
                            <span className="block font-semibold text-ink">{m.name}</span>
                            <span className="block text-slate-600">{m.title}</span>
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
                {errors.mentorIds && (
                  <p id="course-mentors-error" className="mt-2 text-sm font-semibold text-red-700">
                    {errors.mentorIds}
                  </p>
                )}
              </fieldset>
            </Panel>

            <Panel title="Cover">
              <CoverThemePicker courseId={id} value={form.coverTheme} title={form.title} onChange={(theme) => set('coverTheme', theme)} />
            </Panel>
          </fieldset>

          <SaveBar
            message={saveMessage(data, draft.dirty, deleted, notice)}
            tone={notice?.kind === 'problem' && !deleted ? 'error' : 'normal'}
            notice={notice?.kind === 'conflict' && <ConflictNoticeOf course={data} reloaded={notice.reloaded} onReload={() => void reload()} onDiscard={draft.discardDraft} />}
          >
            <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Saving…" disabled={deleted || !draft.dirty}>
              Save changes
            </Button>
          </SaveBar>
        </form>
      </EditorFrame>
    </>
  );
}

/** Where the work stands, in the save bar. */
function saveMessage(course: StudioCourse, dirty: boolean, deleted: boolean, notice: Notice): string {
  if (deleted) return 'This course is deleted. Restore it to edit it.';
  if (notice?.kind === 'problem') return notice.text;
  if (dirty) return 'Unsaved changes (kept in this browser until you save).';
  if (notice?.kind === 'saved') return `Saved as version ${course.version}.`;
  return course.status === 'published' ? 'Saved. Changes show on the site as soon as you save.' : 'Saved. Students see nothing until you publish.';
}

/**
 * Another admin saved first. Reloading loads their version under the
 * admin's text, which stays in the form: saving then puts it over theirs,
 * and discarding it shows theirs.
 */
function ConflictNoticeOf({ course, reloaded, onReload, onDiscard }: { course: StudioCourse; reloaded: boolean; onReload: () => void; onDiscard: () => void }) {
  if (!reloaded) return <ConflictNotice what="course" explanation="Reload to see their version; your changes are kept in the form." reloadLabel="Reload" onReload={onReload} />;
  return (
    <FormAlert tone="warning">
      <p className="font-semibold">Their version ({course.version}) is loaded. Your changes are still in the form.</p>
      <p className="mt-1">Save to put your changes over theirs, or discard yours to see theirs.</p>
      <Button className="mt-3" onClick={onDiscard}>
        Discard my changes
      </Button>
    </FormAlert>
  );
}
