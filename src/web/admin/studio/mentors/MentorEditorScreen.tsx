import { useParams } from 'react-router';
import { IMAGE_SIZES } from '../../../../contracts/images';
import type { StudioMentor } from '../../../../contracts/studio-content-schemas';
import { ApiError, urlOf } from '../../../api/client';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { Badge } from '../../ui/Badge';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { EditorFrame } from '../../ui/EditorFrame';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Panel } from '../../ui/Panel';
import { TextArea } from '../../ui/TextArea';
import { ViewOnSite } from '../../ui/ViewOnSite';
import { mentorsApi, useContentOptions, type RemovalAction } from '../content/content-api';
import { IMAGE_RULES, ImageUpload } from '../content/ImageUpload';
import { EditorForm } from '../content/EditorForm';
import { EditorNotices } from '../content/EditorNotices';
import { useEditor } from '../content/use-editor';
import { MarkdownEditor } from '../MarkdownEditor';

const NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'website', label: 'Website' },
] as const;

type MentorForm = {
  name: string;
  slug: string;
  title: string;
  /** One per line, as typed. */
  qualifications: string;
  bio: string;
  yearsTeaching: string;
  social: Record<(typeof NETWORKS)[number]['key'], string>;
  subjectIds: number[];
  position: string;
  photoMediaId: number | null;
  photoUrl: string | null;
};

const toForm = (m: StudioMentor): MentorForm => ({
  name: m.name,
  slug: m.slug,
  title: m.title,
  qualifications: m.qualifications.join('\n'),
  bio: m.bio,
  yearsTeaching: String(m.yearsTeaching),
  social: { linkedin: m.social.linkedin ?? '', facebook: m.social.facebook ?? '', youtube: m.social.youtube ?? '', website: m.social.website ?? '' },
  subjectIds: m.subjectIds,
  position: String(m.position),
  photoMediaId: m.photoMediaId,
  photoUrl: m.photo?.url ?? null,
});

const toSave = (f: MentorForm, version: number) => ({
  version,
  name: f.name,
  slug: f.slug,
  title: f.title,
  qualifications: f.qualifications
    .split('\n')
    .map((q) => q.trim())
    .filter(Boolean),
  bio: f.bio,
  yearsTeaching: Number(f.yearsTeaching),
  social: Object.fromEntries(Object.entries(f.social).filter(([, v]) => v.trim() !== '')),
  subjectIds: f.subjectIds,
  position: Number(f.position),
  photoMediaId: f.photoMediaId,
});

/** One mentor's profile: name, address, title, qualifications, biography, links, papers, order and photo. */
export default function MentorEditorScreen() {
  const id = Number(useParams().id);
  const mentor = mentorsApi.useOne(id);
  const { save, act } = mentorsApi.useMutations(id);
  const options = useContentOptions();
  const { basePath } = useAdmin();
  const editor = useEditor({ draftKey: `mentor:${id}`, item: mentor.data, toForm, save: (form, version) => save.mutateAsync(toSave(form, version)), refetch: () => mentor.refetch() });

  if (mentor.error instanceof ApiError && mentor.error.status === 404) return <LoadError what="this mentor (they do not exist)" onRetry={() => void mentor.refetch()} />;
  if (mentor.isError) return <LoadError what="this mentor" error={mentor.error} onRetry={() => void mentor.refetch()} />;
  if (!mentor.data || !editor.form) return <PageLoading />;

  const item = mentor.data;
  const form = editor.form;
  const { errors, draft } = editor;
  const set = <K extends keyof MentorForm>(key: K, value: MentorForm[K]) => editor.set((f) => ({ ...f, [key]: value }));
  const deleted = item.deletedAt !== null;
  const run = (action: RemovalAction, done: string) => editor.act(() => act.mutateAsync({ action, version: item.version }), done);

  return (
    <>
      <PageMeta title={`${form.name || 'Mentor'} · Studio`} />
      <EditorFrame
        back={{ to: `${basePath}/studio/mentors`, label: 'All mentors' }}
        title={form.name || 'Mentor'}
        status={deleted && <Badge tone="red">Deleted</Badge>}
        actions={!deleted && <ViewOnSite href={item.publicPath}>View profile</ViewOnSite>}
        notices={<EditorNotices editor={editor} what="mentor" />}
      >
        <EditorForm editor={editor} locked={deleted}>
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="space-y-5">
              <Panel>
                <div className="grid gap-4 md:grid-cols-2">
                  <Field id="mentor-name" label="Name" error={errors.name}>
                    <Input value={form.name} maxLength={120} onChange={(e) => set('name', e.target.value)} />
                  </Field>
                  <Field id="mentor-slug" label="Address" hint={`/instructor-detail/${form.slug}; the old address keeps working after a change.`} error={errors.slug}>
                    <Input value={form.slug} maxLength={80} onChange={(e) => set('slug', e.target.value)} />
                  </Field>
                  <Field id="mentor-title" label="Title" hint="e.g. Partner, tax practice" error={errors.title}>
                    <Input value={form.title} maxLength={160} onChange={(e) => set('title', e.target.value)} />
                  </Field>
                  <Field id="mentor-years" label="Years teaching" error={errors.yearsTeaching}>
                    <Input type="number" min={0} max={70} value={form.yearsTeaching} onChange={(e) => set('yearsTeaching', e.target.value)} />
                  </Field>
                  <Field id="mentor-qualifications" label="Qualifications" hint="One per line (FCA, ACCA, MBA…)." error={errors.qualifications}>
                    <TextArea rows={3} value={form.qualifications} onChange={(e) => set('qualifications', e.target.value)} />
                  </Field>
                  <Field id="mentor-position" label="Position in lists" hint="Lower numbers come first." error={errors.position}>
                    <Input type="number" min={0} value={form.position} onChange={(e) => set('position', e.target.value)} />
                  </Field>
                </div>
              </Panel>
              <Panel>
                <MarkdownEditor id="mentor-bio" label="Biography" value={form.bio} onChange={(bio) => set('bio', bio)} error={errors.bio} minRows={10} />
              </Panel>
              <Panel title="Links">
                <div className="grid gap-4 md:grid-cols-2">
                  {NETWORKS.map(({ key, label }) => (
                    <Field key={key} id={`mentor-${key}`} label={label} error={errors[`social.${key}`]}>
                      <Input type="url" inputMode="url" placeholder="https://" value={form.social[key]} onChange={(e) => set('social', { ...form.social, [key]: e.target.value })} />
                    </Field>
                  ))}
                </div>
              </Panel>
            </div>
            <div className="space-y-5">
              <Panel title="On the site">
                {deleted ? (
                  <ConfirmAction key="keeping" label="Restore" question="Put this mentor back on the site?" disabled={act.isPending} onConfirm={() => run('restore', 'Restored.')} />
                ) : (
                  <ConfirmAction
                    key="keeping"
                    label="Delete"
                    variant="secondary-danger"
                    danger
                    question="Delete this mentor? They leave every public page."
                    disabled={draft.dirty || act.isPending}
                    onConfirm={() => run('delete', 'Deleted.')}
                  />
                )}
              </Panel>
              <Panel>
                <ImageUpload
                  label="Photo"
                  hint={`Shown square at ${IMAGE_SIZES.mentor.width}×${IMAGE_SIZES.mentor.height}, cut around the face. ${IMAGE_RULES}`}
                  previewUrl={form.photoUrl ?? urlOf('GET /images/mentors/{file}', { params: { file: `${item.slug}.svg` } })}
                  previewClass="h-32 w-32"
                  onUploaded={(media) => editor.set((f) => ({ ...f, photoMediaId: media.id, photoUrl: media.url.replace('/w800.', '/portrait.') }))}
                  onRemove={form.photoMediaId !== null ? () => editor.set((f) => ({ ...f, photoMediaId: null, photoUrl: null })) : undefined}
                />
              </Panel>
              <Panel title="Papers taught">
                <fieldset>
                  <legend className="sr-only">Papers taught</legend>
                  <div className="max-h-72 space-y-1.5 overflow-auto">
                    {options.data?.subjects.map((s) => (
                      <label key={s.id} className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          checked={form.subjectIds.includes(s.id)}
                          onChange={(e) => set('subjectIds', e.target.checked ? [...form.subjectIds, s.id].sort((a, b) => a - b) : form.subjectIds.filter((x) => x !== s.id))}
                        />
                        {s.name}
                      </label>
                    ))}
                  </div>
                </fieldset>
              </Panel>
            </div>
          </div>
        </EditorForm>
      </EditorFrame>
    </>
  );
}
