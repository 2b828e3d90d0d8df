import { ExternalLink, ListTree } from 'lucide-react';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { COURSE_LANGUAGES, type StudioCourse } from '../../../../contracts/studio-course-schemas';
import { LEVEL_LABELS } from '../../../../contracts/subjects';
import { ApiError, errorOf } from '../../../api/client';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { formatDate } from '../../../format/dates';
import { useAdmin } from '../../admin-context';
import { errorMessage, INPUT, LABEL, PRIMARY, QUIET } from '../../payments/parts';
import { AdminHeading, Panel } from '../../ui';
import { MarkdownEditor } from '../MarkdownEditor';
import { StudioNav } from '../StudioNav';
import { useDraft } from '../use-draft';
import { useUnsavedChanges } from '../use-unsaved-changes';
import { CourseActions } from './CourseActions';
import { formOf, saveInput, serverFieldErrors, type CourseForm, type FieldErrors } from './course-form';
import { CourseStatusBadge } from './CourseStatusBadge';
import { useCourseMutations, useCourseOptions, useStudioCourse } from './courses-api';
import { CoverThemePicker } from './CoverThemePicker';
import { ListEditor } from './ListEditor';

/** The site's input without its full width, for a number or a date inside a sentence. */
const INLINE_INPUT = INPUT.replace('w-full', 'w-auto');

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes tying an input to its hint or error. */
const described = (id: string, error?: string, hint?: boolean) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

type Notice = { kind: 'conflict'; reloaded: boolean } | { kind: 'saved' } | { kind: 'problem'; text: string } | null;

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
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <p className="font-semibold text-ink">This course does not exist.</p>
        <Link to={`${basePath}/studio/courses`} className={`${QUIET} mt-4`}>
          All courses
        </Link>
      </div>
    );
  }
  if (course.isError) return <LoadError what="this course" onRetry={() => void course.refetch()} />;
  if (options.isError) return <LoadError what="the papers and mentors" onRetry={() => void options.refetch()} />;
  const data = course.data;
  const form = draft.value;
  if (!data || !form || !options.data) return <PageLoading />;

  const set = <K extends keyof CourseForm>(key: K, value: CourseForm[K]) => draft.setValue((current) => ({ ...current, [key]: value }));
  const paper = options.data.papers.find((p) => p.id === form.subjectId);
  const deleted = data.deletedAt !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const built = saveInput(form!, data!.version);
    if ('errors' in built) {
      setErrors(built.errors);
      setNotice({ kind: 'problem', text: 'Some fields need a look before saving.' });
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(built.input);
      draft.markSaved(formOf(saved));
      setNotice({ kind: 'saved' });
    } catch (caught) {
      const refused = errorOf('PUT /admin/studio/courses/{id}', caught);
      if (refused?.code === 'edit_conflict') return setNotice({ kind: 'conflict', reloaded: false });
      if (refused?.code === 'validation_failed') {
        setErrors(serverFieldErrors(refused.details));
        return setNotice({ kind: 'problem', text: 'Some fields need a look before saving.' });
      }
      if (refused?.code === 'slug_taken' || refused?.code === 'studio_link_not_found') {
        const field = (refused.details as { field?: string } | undefined)?.field;
        setErrors(field === 'slug' ? { slug: refused.message } : field === 'mentorIds' ? { mentorIds: refused.message } : { subjectId: refused.message });
      }
      setNotice({ kind: 'problem', text: errorMessage(caught) });
    }
  }

  async function reload() {
    await course.refetch();
    setNotice({ kind: 'conflict', reloaded: true });
  }

  return (
    <>
      <PageMeta title={`${data.title} · Courses · Studio`} />
      <AdminHeading title={data.title} intro={`${data.paper.name} · ${LEVEL_LABELS[data.paper.level]} · version ${data.version} · updated ${formatDate(data.updatedAt)}`}>
        <div className="flex flex-wrap items-center gap-2">
          <CourseStatusBadge course={data} />
          <Link to={`${basePath}/studio/courses/${id}/curriculum`} className={QUIET}>
            <ListTree aria-hidden="true" className="h-4 w-4" /> Curriculum ({data.lessonsCount} published lesson{data.lessonsCount === 1 ? '' : 's'})
          </Link>
          <a href={`${data.publicPath}?preview=1`} target="_blank" rel="noopener" className={QUIET}>
            <ExternalLink aria-hidden="true" className="h-4 w-4" /> View as student
          </a>
        </div>
      </AdminHeading>
      <div className="mt-6">
        <StudioNav />
      </div>

      <CourseActions course={data} dirty={draft.dirty} />

      {draft.restoredFromDraft && (
        <div role="status" className="mt-6 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          <p className="font-semibold">Unsaved changes kept in this browser{draft.draftSavedAt ? ` on ${new Date(draft.draftSavedAt).toLocaleString('en-GB')}` : ''} are back in the form.</p>
          {draft.draftIsStale && <p className="mt-1">The course was saved by someone since those changes were made: check theirs before saving yours.</p>}
          <button type="button" onClick={draft.discardDraft} className={`${QUIET} mt-3`}>
            Discard them
          </button>
        </div>
      )}

      <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-6 pb-28">
        <fieldset disabled={deleted} className="space-y-6">
          <Panel title="Catalogue page">
            <div className="grid gap-5 md:grid-cols-2">
              <div className="md:col-span-2">
                <Field id="course-title" label="Title" error={errors.title}>
                  <input id="course-title" value={form.title} maxLength={200} onChange={(e) => set('title', e.target.value)} className={INPUT} {...described('course-title', errors.title)} />
                </Field>
              </div>
              <Field
                id="course-slug"
                label="Address"
                error={errors.slug}
                hint={data.publishedAt ? 'Changing it keeps the old address working: it sends visitors here.' : 'Lower-case letters, digits and dashes: /course-detail/your-address.'}
              >
                <input id="course-slug" value={form.slug} maxLength={80} onChange={(e) => set('slug', e.target.value)} className={INPUT} {...described('course-slug', errors.slug, true)} />
              </Field>
              <Field id="course-paper" label="Paper" error={errors.subjectId} hint={paper ? `Level: ${LEVEL_LABELS[paper.level]} (from the paper)` : undefined}>
                <select id="course-paper" value={form.subjectId} onChange={(e) => set('subjectId', Number(e.target.value))} className={INPUT} {...described('course-paper', errors.subjectId, true)}>
                  {options.data.papers.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </Field>
              <div className="md:col-span-2">
                <Field id="course-summary" label="Summary" error={errors.summary} hint={`One or two sentences for the course card and search results (${form.summary.length}/300).`}>
                  <textarea id="course-summary" rows={2} value={form.summary} maxLength={300} onChange={(e) => set('summary', e.target.value)} className={`${INPUT} h-auto py-2`} {...described('course-summary', errors.summary, true)} />
                </Field>
              </div>
              <Field id="course-language" label="Language" error={errors.language}>
                <select id="course-language" value={form.language} onChange={(e) => set('language', e.target.value as CourseForm['language'])} className={INPUT}>
                  {COURSE_LANGUAGES.map((l) => (
                    <option key={l} value={l}>
                      {l}
                    </option>
                  ))}
                </select>
              </Field>
              <label className="flex items-center gap-3 self-end rounded-xl border border-slate-200 px-3 py-2.5 text-sm font-semibold text-ink">
                <input type="checkbox" checked={form.featured} onChange={(e) => set('featured', e.target.checked)} className="h-4 w-4" />
                Featured on the home page
              </label>
            </div>
            <div className="mt-5">
              <MarkdownEditor id="course-description" label="Description" value={form.description} onChange={(v) => set('description', v)} error={errors.description} hint="The course page's overview. Markdown: headings, lists, tables, links and images." />
            </div>
          </Panel>

          <Panel title="What students get">
            <div className="grid gap-8 lg:grid-cols-2">
              <ListEditor id="course-outcomes" label="What you will learn" itemLabel="Outcome" hint="Short lines, shown with ticks on the course page." items={form.outcomes} onChange={(v) => set('outcomes', v)} error={errors.outcomes} />
              <ListEditor id="course-requirements" label="Requirements" itemLabel="Requirement" hint="What a student should know or have before starting." items={form.requirements} onChange={(v) => set('requirements', v)} error={errors.requirements} />
            </div>
          </Panel>

          <Panel title="Price and access">
            <div className="grid gap-5 md:grid-cols-2">
              <Field id="course-price" label="Price (Tk)" error={errors.price} hint="0 makes the course free.">
                <input id="course-price" inputMode="decimal" value={form.price} onChange={(e) => set('price', e.target.value)} className={INPUT} {...described('course-price', errors.price, true)} />
              </Field>
              <Field id="course-sale-price" label="Sale price (Tk)" error={errors.salePrice} hint="Leave empty when the course is not on sale.">
                <input id="course-sale-price" inputMode="decimal" value={form.salePrice} onChange={(e) => set('salePrice', e.target.value)} className={INPUT} {...described('course-sale-price', errors.salePrice, true)} />
              </Field>
            </div>
            <fieldset className="mt-6">
              <legend className={LABEL}>Access after enrolling</legend>
              <div className="mt-2 space-y-3 text-sm">
                <label className="flex items-center gap-2">
                  <input type="radio" name="access" checked={form.accessKind === 'lifetime'} onChange={() => set('accessKind', 'lifetime')} /> For life
                </label>
                <div className="flex flex-wrap items-center gap-2">
                  <label className="flex items-center gap-2">
                    <input type="radio" name="access" checked={form.accessKind === 'days'} onChange={() => set('accessKind', 'days')} /> For a number of days
                  </label>
                  <input
                    aria-label="Days of access"
                    inputMode="numeric"
                    value={form.accessDays}
                    onFocus={() => set('accessKind', 'days')}
                    onChange={(e) => set('accessDays', e.target.value)}
                    className={INLINE_INPUT.replace('w-auto', 'w-28')}
                    {...described('course-access-days', errors.accessDays)}
                  />
                  <span>days</span>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <label className="flex items-center gap-2">
                    <input type="radio" name="access" checked={form.accessKind === 'until'} onChange={() => set('accessKind', 'until')} /> Until a date (an exam sitting)
                  </label>
                  <input
                    type="date"
                    aria-label="Last day of access"
                    value={form.accessUntil}
                    onFocus={() => set('accessKind', 'until')}
                    onChange={(e) => set('accessUntil', e.target.value)}
                    className={INLINE_INPUT.replace('w-auto', 'w-44')}
                    {...described('course-access-until', errors.accessUntil)}
                  />
                </div>
              </div>
              {(errors.accessDays || errors.accessUntil || errors.access) && (
                <p id={errors.accessDays ? 'course-access-days-error' : 'course-access-until-error'} className="mt-2 text-sm font-semibold text-red-700">
                  {errors.accessDays ?? errors.accessUntil ?? errors.access}
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

        <SaveBar course={data} dirty={draft.dirty} saving={save.isPending} deleted={deleted} notice={notice} onReload={() => void reload()} onDiscard={draft.discardDraft} />
      </form>
    </>
  );
}

function SaveBar({ course, dirty, saving, deleted, notice, onReload, onDiscard }: { course: StudioCourse; dirty: boolean; saving: boolean; deleted: boolean; notice: Notice; onReload: () => void; onDiscard: () => void }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
      {notice?.kind === 'conflict' && (
        <div role="alert" className="mb-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {notice.reloaded ? (
            <>
              <p className="font-semibold">Their version ({course.version}) is loaded. Your changes are still in the form.</p>
              <p className="mt-1">Save to put your changes over theirs, or discard yours to see theirs.</p>
              <button type="button" onClick={onDiscard} className={`${QUIET} mt-2`}>
                Discard my changes
              </button>
            </>
          ) : (
            <>
              <p className="font-semibold">Another admin saved this course after you opened it.</p>
              <p className="mt-1">Reload to see their version; your changes are kept in the form.</p>
              <button type="button" onClick={onReload} className={`${QUIET} mt-2`}>
                Reload
              </button>
            </>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {deleted
            ? 'This course is deleted. Restore it to edit it.'
            : notice?.kind === 'problem'
              ? <span className="font-semibold text-red-700">{notice.text}</span>
              : dirty
                ? 'Unsaved changes (kept in this browser until you save).'
                : notice?.kind === 'saved'
                  ? `Saved as version ${course.version}.`
                  : course.status === 'published'
                    ? 'Saved. Changes show on the site as soon as you save.'
                    : 'Saved. Students see nothing until you publish.'}
        </p>
        <button type="submit" className={PRIMARY} disabled={saving || deleted || !dirty}>
          {saving ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </div>
  );
}
