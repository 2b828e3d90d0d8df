import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { LessonDraftFields, LessonKind, StudioLesson } from '../../../../contracts/studio-curriculum-schemas';
import { errorText } from '../../../api/error-text';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConflictNotice } from '../../ui/ConflictNotice';
import { DraftNotice } from '../../ui/DraftNotice';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Panel } from '../../ui/Panel';
import { isEditConflict } from '../edit-conflict';
import { MarkdownEditor } from '../MarkdownEditor';
import { useDraft } from '../use-draft';
import { useUnsavedChanges } from '../use-unsaved-changes';
import { lessonSaved, uploadLessonPdf, useLessonAction, useStudioLesson } from './curriculum-api';
import { LessonHistory } from './LessonHistory';
import { PdfUpload } from './PdfUpload';
import { useLessonVideo } from '../video/video-api';
import { uploadKey, useVideoUploads } from '../video/video-uploads-store';
import { VideoPanel } from '../video/VideoPanel';
import { VideoPreview, videoAddressProblem } from './VideoPreview';

/** A moment after typing stops, the draft is saved on the server too (it is in this browser at once). */
const AUTOSAVE_MS = 2500;

const fieldsOf = (lesson: StudioLesson): LessonDraftFields => {
  const { file: _file, videoAssetId: _video, ...fields } = lesson.draft;
  return fields;
};
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const time = (iso: Date) => iso.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

const KINDS: { kind: LessonKind; label: string }[] = [
  { kind: 'video', label: 'Video' },
  { kind: 'text', label: 'Text' },
  { kind: 'pdf', label: 'PDF' },
];

/**
 * One lesson's editor. Every change is kept in this browser at once and
 * saved on the server as the lesson's draft a moment later (or with Save
 * draft); students see nothing of it until Publish. A save from an older
 * version is refused and said so, with the admin's text kept.
 */
export function LessonEditor({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const query = useStudioLesson(courseId, lessonId);
  const lesson = query.data;
  const serverFields = useMemo(() => (lesson ? fieldsOf(lesson) : undefined), [lesson]);
  const form = useDraft<LessonDraftFields>(`curriculum-lesson:${lessonId}`, serverFields, lesson?.version);
  const action = useLessonAction(courseId, lessonId);
  const client = useQueryClient();
  const [conflict, setConflict] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const ids = useId();
  useUnsavedChanges(form.dirty);

  // The latest form and lesson, for saves that finish after more typing.
  const latest = useRef({ value: form.value, lesson });
  useLayoutEffect(() => {
    latest.current = { value: form.value, lesson };
  });

  const value = form.value;
  const videoProblem = value?.kind === 'video' ? videoAddressProblem(value.videoUrl) : null;
  const hostedId = lesson?.draft.videoAssetId ?? null;
  const uploading = useVideoUploads((state) => state.uploads[uploadKey(courseId, lessonId)] !== undefined);
  const videos = useLessonVideo(courseId, lessonId, value?.kind === 'video');
  const hostedState = hostedId !== null && videos.data?.draft?.id === hostedId ? videos.data.draft.state : null;

  // An uploaded video arrived on the draft (or left it): the address and the duration are the server's now, the file's.
  const seenHosted = useRef(hostedId);
  useEffect(() => {
    if (!lesson || seenHosted.current === hostedId) return;
    seenHosted.current = hostedId;
    form.setValue((current) => ({ ...current, videoUrl: lesson.draft.videoUrl, durationMinutes: lesson.draft.durationMinutes }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the draft's video changes
  }, [hostedId]);

  const save = async (): Promise<StudioLesson | null> => {
    const { value: sent, lesson: base } = latest.current;
    if (!sent || !base) return null;
    setStatus('Saving draft…');
    setProblem(null);
    try {
      const saved = await action.mutateAsync({ kind: 'draft', body: { ...sent, version: base.version } });
      if (same(latest.current.value, sent)) form.markSaved(fieldsOf(saved));
      setStatus(`Draft saved at ${time(new Date())}. Students see it once you publish.`);
      return saved;
    } catch (error) {
      if (isEditConflict(error)) setConflict(true);
      else setProblem(errorText(error));
      setStatus('');
      return null;
    }
  };

  useEffect(() => {
    if (!form.dirty || conflict || videoProblem || action.isPending || !value || value.title.trim() === '') return;
    const timer = window.setTimeout(() => void save(), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
    // save reads the latest values through the ref; re-arm when the form or the version moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, form.dirty, conflict, videoProblem, lesson?.version, action.isPending]);

  if (query.isError) return <LoadError what="this lesson" error={query.error} onRetry={() => void query.refetch()} />;
  if (!lesson || !value) return <p className="p-6 text-slate-600">Loading the lesson…</p>;

  const set = (changes: Partial<LessonDraftFields>) => form.setValue((current) => ({ ...current, ...changes }));
  const busy = action.isPending;
  // Publishing moves students onto the uploaded video: only once it plays (the server refuses it before, too).
  const waitingForVideo = value.kind === 'video' && hostedId !== null && hostedState !== null && hostedState !== 'ready';

  const publish = async () => {
    let version = lesson.version;
    if (form.dirty) {
      const saved = await save();
      if (!saved) return;
      version = saved.version;
    }
    setProblem(null);
    try {
      const published = await action.mutateAsync({ kind: 'publish', version });
      form.markSaved(fieldsOf(published));
      setStatus(`Published at ${time(new Date())}: students see this version now.`);
    } catch (error) {
      if (isEditConflict(error)) setConflict(true);
      else setProblem(errorText(error));
    }
  };

  const restore = async (fromVersion: number) => {
    if (form.dirty && !window.confirm('Your unsaved changes will be replaced by the restored version. Continue?')) return;
    try {
      const restored = await action.mutateAsync({ kind: 'restore', version: lesson.version, fromVersion });
      form.markSaved(fieldsOf(restored));
      setStatus(`Version ${fromVersion} is the draft now. Publish it to show it to students.`);
    } catch (error) {
      if (isEditConflict(error)) setConflict(true);
      else setProblem(errorText(error));
    }
  };

  const reload = async () => {
    const fresh = await query.refetch();
    if (fresh.data) form.markSaved(fieldsOf(fresh.data));
    setConflict(false);
    setProblem(null);
  };

  return (
    <Panel className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-ink">Edit lesson</h2>
        <span className="flex flex-wrap items-center gap-2">
          {lesson.state === 'draft' && <Badge tone="amber">Not published yet</Badge>}
          {lesson.state === 'changed' && <Badge tone="violet">Unpublished changes</Badge>}
          {lesson.state === 'published' && <Badge tone="green">Published</Badge>}
          {form.dirty && <Badge tone="slate">Unsaved changes</Badge>}
        </span>
      </div>

      {form.restoredFromDraft && <DraftNotice stale={form.draftIsStale} savedAt={form.draftSavedAt} onDiscard={form.discardDraft} />}

      {conflict && <ConflictNotice what="lesson" onReload={() => void reload()} />}

      <Field id={`${ids}-title`} label="Title">
        <Input value={value.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} />
      </Field>

      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-ink">Kind</legend>
        <div className="flex flex-wrap gap-2">
          {KINDS.map(({ kind, label }) => (
            <label
              key={kind}
              className={`inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold ${value.kind === kind ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700'}`}
            >
              <input type="radio" name={`${ids}-kind`} value={kind} checked={value.kind === kind} onChange={() => set({ kind })} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {value.kind === 'video' && (
        <div className="space-y-3">
          <VideoPanel courseId={courseId} lessonId={lessonId} title={value.title} hostedId={hostedId} version={lesson.version} locked={busy || conflict} onConflict={() => setConflict(true)} />
          {/* A lesson plays one or the other: the address is offered while no recording is uploaded or on its way. */}
          {hostedId === null && !uploading && (
            <>
              <Field
                id={`${ids}-video`}
                label="Video address"
                hint="Or a YouTube or Vimeo link, or an https address of an MP4 or WebM file. The preview below is what students will see."
                error={videoProblem}
              >
                <Input type="url" inputMode="url" value={value.videoUrl} maxLength={500} placeholder="https://www.youtube.com/watch?v=…" onChange={(e) => set({ videoUrl: e.target.value })} />
              </Field>
              <VideoPreview url={value.videoUrl} title={value.title} />
            </>
          )}
        </div>
      )}

      {value.kind === 'pdf' && (
        <PdfUpload
          file={lesson.draft.file}
          disabled={busy || conflict}
          upload={async (file, onProgress) => {
            const saved = await uploadLessonPdf(courseId, lessonId, latest.current.lesson!.version, file, onProgress).catch((error: unknown) => {
              if (isEditConflict(error)) setConflict(true);
              throw error;
            });
            lessonSaved(client, courseId, saved);
            setStatus(`${saved.draft.file?.name ?? 'The file'} uploaded. Students get it once you publish.`);
          }}
          onRemove={() =>
            void action.mutateAsync({ kind: 'detach-file', version: lesson.version }).catch((error: unknown) => (isEditConflict(error) ? setConflict(true) : setProblem(errorText(error))))
          }
        />
      )}

      <MarkdownEditor
        id={`${ids}-body`}
        label={value.kind === 'text' ? 'Text' : 'Notes (optional)'}
        hint={value.kind === 'text' ? 'What students read: headings, lists, tables and images by address.' : 'Shown under the video or beside the PDF.'}
        value={value.body}
        onChange={(body) => set({ body })}
        minRows={value.kind === 'text' ? 12 : 5}
      />

      <div className="flex flex-wrap items-end gap-6">
        {value.kind === 'video' && hostedId !== null ? (
          <div>
            <p className="mb-1.5 text-sm font-semibold text-ink">Duration</p>
            <p className="text-sm text-slate-700">
              {lesson.draft.durationMinutes} min <span className="text-slate-600">(from the video file)</span>
            </p>
          </div>
        ) : (
          <Field id={`${ids}-minutes`} label="Duration (minutes)">
            <Input
              type="number"
              min={0}
              max={600}
              width="w-32"
              value={value.durationMinutes}
              onChange={(e) => set({ durationMinutes: Math.max(0, Math.min(600, Math.round(Number(e.target.value) || 0))) })}
            />
          </Field>
        )}
        <label className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-ink">
          <input type="checkbox" checked={value.freePreview} onChange={(e) => set({ freePreview: e.target.checked })} className="h-4 w-4" />
          Free preview (anyone may open it)
        </label>
      </div>

      {problem && <FormAlert>{problem}</FormAlert>}

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        <Button
          busy={action.isPending && action.variables?.kind === 'draft'}
          disabled={busy || conflict || !form.dirty || videoProblem !== null || value.title.trim() === ''}
          onClick={() => void save()}
        >
          Save draft
        </Button>
        <Button
          variant="primary"
          busy={action.isPending && action.variables?.kind === 'publish'}
          disabled={busy || conflict || videoProblem !== null || waitingForVideo || (lesson.state === 'published' && !form.dirty)}
          aria-describedby={waitingForVideo ? `${ids}-waiting` : undefined}
          onClick={() => void publish()}
        >
          Publish
        </Button>
        {waitingForVideo && (
          <p id={`${ids}-waiting`} className="text-sm text-slate-600">
            {hostedState === 'failed' || hostedState === 'cancelled' ? 'Retry the uploaded video or upload it again before publishing.' : 'You can publish once the uploaded video is ready.'}
          </p>
        )}
        <p className="text-sm text-slate-600" aria-live="polite">
          {status}
        </p>
      </div>

      <LessonHistory history={lesson.history} busy={busy || conflict} onRestore={(version) => void restore(version)} />
    </Panel>
  );
}
