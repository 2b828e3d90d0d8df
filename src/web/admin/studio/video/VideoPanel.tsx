import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { VideoAsset } from '../../../../contracts/studio-video-schemas';
import { errorText } from '../../../api/error-text';
import { formatBytes } from '../../../format/bytes';
import { Button } from '../../ui/Button';
import { isEditConflict } from '../edit-conflict';
import { CaptionsEditor } from './CaptionsEditor';
import { UploadProgress } from './UploadProgress';
import { useDetachVideo, useLessonVideo, useVideoAction, videoUploaded } from './video-api';
import { VideoAssetStatus } from './VideoAssetStatus';
import { VideoFilePicker } from './VideoFilePicker';
import { fileProblem, interruptedUpload, startVideoUpload, uploadKey, useVideoUploads, type VideoUpload } from './video-uploads-store';

type Props = {
  courseId: number;
  lessonId: number;
  title: string;
  /** The uploaded video on the lesson's draft, as the editor last loaded it. */
  hostedId: number | null;
  version: number;
  /** A save is under way, or the editor shows a conflict: nothing here changes the lesson meanwhile. */
  locked: boolean;
  onConflict: () => void;
};

/** What a screen reader hears when an upload or a video moves on (not every percent). */
function announcementOf(upload: VideoUpload | undefined, asset: VideoAsset | null): string {
  if (upload) {
    if (upload.phase === 'paused') return `Upload of ${upload.fileName} paused.`;
    if (upload.phase === 'checking') return `${upload.fileName} uploaded. Checking the file.`;
    if (upload.phase === 'failed') return `Upload of ${upload.fileName} stopped.`;
    if (upload.phase === 'uploading') return `Uploading ${upload.fileName}.`;
    return '';
  }
  if (!asset) return '';
  switch (asset.state) {
    case 'queued':
      return 'The video is queued for processing.';
    case 'processing':
      return 'The video is processing.';
    case 'ready':
      return 'The video is ready.';
    case 'failed':
      return `Processing the video failed. ${asset.failure ?? ''}`.trim();
    case 'cancelled':
      return 'Processing the video was cancelled.';
  }
}

/**
 * The lesson editor's uploaded video: choose or drop a lecture file and
 * watch it upload (it goes on when the admin opens another lesson), then
 * where the server is with it, polled while queued or processing: Queued,
 * Processing 42 % with the time left, Ready with its poster, length and
 * sizes, or Failed with the reason and Retry. Captions per language, and a
 * note while students still play the previously published video.
 */
export function VideoPanel({ courseId, lessonId, title, hostedId, version, locked, onConflict }: Props) {
  const id = useId();
  const client = useQueryClient();
  const upload = useVideoUploads((state) => state.uploads[uploadKey(courseId, lessonId)]);
  const videos = useLessonVideo(courseId, lessonId);
  const action = useVideoAction(courseId, lessonId);
  const detach = useDetachVideo(courseId, lessonId);
  const [problem, setProblem] = useState<string | null>(null);
  const [interrupted, setInterrupted] = useState<{ fileName: string; totalBytes: number } | null>(null);

  useEffect(() => {
    if (upload) return;
    let live = true;
    void interruptedUpload(courseId, lessonId).then((found) => {
      if (live) setInterrupted(found);
    });
    return () => {
      live = false;
    };
  }, [courseId, lessonId, upload]);

  const draft = videos.data?.draft ?? null;
  const published = videos.data?.published ?? null;

  const choose = (file: File) => {
    setProblem(null);
    const local = fileProblem(file);
    if (local) return setProblem(local);
    setInterrupted(null);
    void startVideoUpload({ courseId, lessonId, lessonTitle: title, file, onFinished: () => videoUploaded(client, courseId, lessonId) });
  };

  const act = async (work: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await work();
    } catch (error) {
      if (isEditConflict(error)) onConflict();
      else setProblem(errorText(error));
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <h3 id={`${id}-heading`} className="text-sm font-bold text-ink">
        Uploaded video
      </h3>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcementOf(upload, draft)}
      </p>

      {upload ? (
        <UploadProgress upload={upload} />
      ) : videos.isError ? (
        <p className="text-sm text-red-700">{errorText(videos.error)}</p>
      ) : draft ? (
        <VideoAssetStatus
          asset={draft}
          title={title}
          busy={action.isPending}
          onRetry={() => void act(() => action.mutateAsync({ kind: 'retry', assetId: draft.id }))}
          onCancel={() => {
            if (window.confirm('Stop processing this video? You can retry it later.')) void act(() => action.mutateAsync({ kind: 'cancel', assetId: draft.id }));
          }}
        />
      ) : hostedId !== null && videos.isPending ? (
        <p className="text-sm text-slate-600">Loading the video…</p>
      ) : (
        <p className="text-sm text-slate-600">No video uploaded. Upload the recording, or give a video address below.</p>
      )}

      {published && draft && published.id !== draft.id && (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Students still play the previously published video ({published.sourceName}) until you publish this one{draft.state === 'ready' ? '.' : ', which you can do once it is ready.'}
        </p>
      )}
      {published && !draft && hostedId === null && (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">Students still play the uploaded video ({published.sourceName}) until you publish this draft.</p>
      )}

      {interrupted && !upload && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          An upload of {interrupted.fileName} ({formatBytes(interrupted.totalBytes)}) stopped before it finished. Choose the same file again to continue where it stopped.
        </p>
      )}

      {!upload && <VideoFilePicker label={hostedId !== null ? 'Replace the recording' : 'Upload the recording'} disabled={locked} onFile={choose} />}

      {!upload && hostedId !== null && (
        <Button
          size="sm"
          variant="secondary-danger"
          busy={detach.isPending}
          disabled={locked}
          onClick={() => {
            if (window.confirm('Take the uploaded video off this lesson’s draft? Students keep the published version until you publish.')) void act(() => detach.mutateAsync(version));
          }}
        >
          Remove the uploaded video
        </Button>
      )}

      {problem && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}

      {draft && !upload && (
        <CaptionsEditor
          asset={draft}
          busy={action.isPending}
          upload={(lang, file) => action.mutateAsync({ kind: 'caption', assetId: draft.id, lang, file })}
          remove={(lang) => action.mutateAsync({ kind: 'remove-caption', assetId: draft.id, lang })}
        />
      )}
    </section>
  );
}
