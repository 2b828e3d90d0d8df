import type { DetailedError, PreviousUpload, Upload } from 'tus-js-client';
import { create } from 'zustand';
import type { ErrorCode } from '../../../../contracts/error-catalogue';
import type { ErrorBody } from '../../../../contracts/errors';
import { UPLOAD_REFUSAL_MESSAGE_HEADER, UPLOAD_REFUSED_HEADER, VIDEO_UPLOAD_MAX_BYTES, VIDEO_UPLOADS_PATH } from '../../../../contracts/video-uploads';
import { ApiError, endpointAddress } from '../../../api/client';
import { CONNECTION_TROUBLE, errorText } from '../../../api/error-text';
import { recentSpeed } from './video-format';

/**
 * The lecture videos this browser is uploading, kept outside any screen so
 * an upload goes on while the admin edits another lesson or another course,
 * and several lessons upload at once. Each upload speaks tus (tus-js-client,
 * loaded with the first upload): sent in chunks, retried after a dropped
 * connection, and resumed from what the server has, also after a reload,
 * when the same file is chosen again for the same lesson.
 */

/** Where an upload is: sending bytes, paused by the admin, the server checking the arrived file, refused or stopped, or done. */
export type UploadPhase = 'uploading' | 'paused' | 'checking' | 'failed' | 'done';

export type VideoUpload = {
  key: string;
  courseId: number;
  lessonId: number;
  lessonTitle: string;
  fileName: string;
  totalBytes: number;
  sentBytes: number;
  /** Bytes a second over the last few seconds; null until measurable or while paused. */
  bytesPerSecond: number | null;
  phase: UploadPhase;
  /** Why it failed, in the catalogue's words. */
  problem: string | null;
  /** Whether trying again continues it (a lost connection), or the file itself was refused. */
  canRetry: boolean;
};

type UploadsState = { uploads: Record<string, VideoUpload> };

export const useVideoUploads = create<UploadsState>(() => ({ uploads: {} }));

export const uploadKey = (courseId: number, lessonId: number) => `${courseId}:${lessonId}`;

/** Chunks of 8 MB: small enough that a dropped connection loses little, large enough to keep a fast line busy. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** After a dropped connection: try again at once, then wait longer each time, up to a minute. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

type Running = { upload: Upload; samples: { at: number; bytes: number }[]; onFinished: () => Promise<void> };
const running = new Map<string, Running>();

const tusModule = () => import('tus-js-client');

function update(key: string, change: Partial<VideoUpload>): void {
  useVideoUploads.setState((state) => {
    const current = state.uploads[key];
    return current ? { uploads: { ...state.uploads, [key]: { ...current, ...change } } } : state;
  });
}

function remove(key: string): void {
  running.delete(key);
  useVideoUploads.setState((state) => {
    const { [key]: _gone, ...rest } = state.uploads;
    return { uploads: rest };
  });
}

/** How long to wait before asking again about a file the server is still checking, once tus's own retries are spent. */
const CHECKING_POLL_MS = 5000;

/**
 * A refusal told on asking where the upload stands (HEAD: no body, so the
 * code comes in a header): the server refused the file in an answer this
 * browser lost. Thrown from tus's response hook, so tus neither retries it
 * nor starts the upload over.
 */
class RefusedOnServer extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly sentence: string,
  ) {
    super(`upload refused: ${code}`);
  }
}

const causeOf = (error: Error | DetailedError) => ('causingError' in error ? error.causingError : undefined);
const statusOf = (error: Error | DetailedError) => ('originalResponse' in error ? (error.originalResponse?.getStatus() ?? 0) : 0);

/** tus's own rule (a lost connection, a server failure, 409 and 423 are tried again), but never a refusal. */
function shouldRetry(error: Error | DetailedError): boolean {
  if (causeOf(error) instanceof RefusedOnServer) return false;
  const status = statusOf(error);
  return (status < 400 || status >= 500 || status === 409 || status === 423) && navigator.onLine !== false;
}

/** What the server answered, as the API's error (its code and sentence), or the lost connection. */
function refusalOf(error: Error | DetailedError): { problem: string; canRetry: boolean } {
  const cause = causeOf(error);
  if (cause instanceof RefusedOnServer) return { problem: errorText(new ApiError(cause.status, cause.code, cause.sentence)), canRetry: cause.status >= 500 };
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  if (!response || status === 0) return { problem: CONNECTION_TROUBLE, canRetry: true };
  let body: ErrorBody | null = null;
  try {
    body = JSON.parse(response.getBody()) as ErrorBody;
  } catch {
    // Not the API's answer (a proxy's page): read as a failure on the way.
  }
  const refused = new ApiError(status, (body?.error.code ?? 'internal_error') as ErrorCode, body?.error.message ?? `Upload failed (${status})`);
  // A server failure or a session that ended may go better next time; a refused file will not.
  return { problem: errorText(refused), canRetry: status >= 500 || status === 401 || status === 409 };
}

/** The tus client's stored address for this file and lesson, so a reload resumes instead of starting over. */
const fingerprintOf = (courseId: number, lessonId: number) => async (file: File) => ['hisab-video', courseId, lessonId, file.name, file.size, file.lastModified].join(':');

/**
 * A file the admin chose for a lesson, before any byte is sent: what the
 * browser can tell is wrong (too large, empty). What it is comes from the
 * server's probe once it has arrived.
 */
export function fileProblem(file: File): string | null {
  if (file.size === 0) return 'This file is empty. Choose the recording itself.';
  if (file.size > VIDEO_UPLOAD_MAX_BYTES) return `This file is ${(file.size / 1024 ** 3).toFixed(1)} GB; a lecture file must be 4 GB or smaller.`;
  return null;
}

/**
 * Starts (or resumes, when this browser sent part of the same file to the
 * same lesson before) the upload of a lecture file. `onFinished` runs when
 * the server has kept it as the lesson's draft video.
 */
export async function startVideoUpload({
  courseId,
  lessonId,
  lessonTitle,
  file,
  onFinished,
}: {
  courseId: number;
  lessonId: number;
  lessonTitle: string;
  file: File;
  onFinished: () => Promise<void>;
}): Promise<void> {
  const key = uploadKey(courseId, lessonId);
  const existing = running.get(key);
  if (existing) await existing.upload.abort(true).catch(() => undefined);
  useVideoUploads.setState((state) => ({
    uploads: {
      ...state.uploads,
      [key]: { key, courseId, lessonId, lessonTitle, fileName: file.name, totalBytes: file.size, sentBytes: 0, bytesPerSecond: null, phase: 'uploading', problem: null, canRetry: false },
    },
  }));
  let tus: Awaited<ReturnType<typeof tusModule>>;
  try {
    tus = await tusModule();
  } catch {
    update(key, { phase: 'failed', problem: CONNECTION_TROUBLE, canRetry: false });
    return;
  }
  const entry: Running = { samples: [], onFinished, upload: null as unknown as Upload };
  const upload = new tus.Upload(file, {
    endpoint: endpointAddress(VIDEO_UPLOADS_PATH),
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: { courseId: String(courseId), lessonId: String(lessonId), filename: file.name, filetype: file.type },
    fingerprint: fingerprintOf(courseId, lessonId),
    removeFingerprintOnSuccess: true,
    onProgress: (sent, total) => {
      const now = performance.now();
      entry.samples = [...entry.samples.filter((s) => s.at >= now - 10_000), { at: now, bytes: sent }];
      update(key, { sentBytes: sent, bytesPerSecond: recentSpeed(entry.samples), phase: sent >= total ? 'checking' : 'uploading' });
    },
    onAfterResponse: (req, res) => {
      const refused = res.getHeader(UPLOAD_REFUSED_HEADER);
      if (req.getMethod() !== 'HEAD' || !refused) return;
      let sentence = `Upload refused (${refused})`;
      try {
        sentence = decodeURIComponent(res.getHeader(UPLOAD_REFUSAL_MESSAGE_HEADER) ?? '') || sentence;
      } catch {
        // A malformed header: the code alone.
      }
      throw new RefusedOnServer(res.getStatus(), refused as ErrorCode, sentence);
    },
    onShouldRetry: (error) => shouldRetry(error),
    onSuccess: () => {
      update(key, { phase: 'done', sentBytes: file.size });
      void entry.onFinished().finally(() => remove(key));
    },
    onError: (error) => {
      if (statusOf(error) === 423 && running.get(key) === entry) {
        // The whole file is there and the server is still checking it (a long video from the bucket takes minutes): keep asking.
        update(key, { phase: 'checking', sentBytes: file.size, bytesPerSecond: null });
        setTimeout(() => {
          if (running.get(key) === entry && useVideoUploads.getState().uploads[key]?.phase === 'checking') upload.start();
        }, CHECKING_POLL_MS);
        return;
      }
      const { problem, canRetry } = refusalOf(error);
      update(key, { phase: 'failed', problem, canRetry, bytesPerSecond: null });
      // A refused file is gone from the server: choosing it again must start afresh, not resume.
      if (!canRetry) void forgetStored(upload, tus.defaultOptions.urlStorage);
    },
  });
  entry.upload = upload;
  running.set(key, entry);
  const previous = await upload.findPreviousUploads().catch(() => [] as PreviousUpload[]);
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
}

async function forgetStored(upload: Upload, storage: { removeUpload: (key: string) => Promise<void> }): Promise<void> {
  const stored = await upload.findPreviousUploads().catch(() => [] as PreviousUpload[]);
  await Promise.all(stored.map((p) => storage.removeUpload(p.urlStorageKey).catch(() => undefined)));
}

/** Stops sending; the server keeps what it has for a day. */
export function pauseVideoUpload(key: string): void {
  const entry = running.get(key);
  if (!entry) return;
  void entry.upload.abort(false);
  entry.samples = [];
  update(key, { phase: 'paused', bytesPerSecond: null });
}

/** Continues from what the server has (it is asked first). */
export function resumeVideoUpload(key: string): void {
  const entry = running.get(key);
  if (!entry) return;
  update(key, { phase: 'uploading', problem: null, canRetry: false });
  entry.upload.start();
}

/** Gives the upload up: the server deletes what it had, and the lesson stays as it was. */
export async function cancelVideoUpload(key: string): Promise<void> {
  const entry = running.get(key);
  remove(key);
  await entry?.upload.abort(true).catch(() => undefined);
}

/** Clears a failed upload from the list. */
export function dismissVideoUpload(key: string): void {
  remove(key);
}

/** An upload of this lesson this browser began and did not finish (the page was reloaded or closed), to be continued by choosing the same file. */
export async function interruptedUpload(courseId: number, lessonId: number): Promise<{ fileName: string; totalBytes: number } | null> {
  try {
    const { defaultOptions } = await tusModule();
    const stored = await defaultOptions.urlStorage.findAllUploads();
    const mine = stored.find((p) => p.metadata.courseId === String(courseId) && p.metadata.lessonId === String(lessonId) && Date.now() - Date.parse(p.creationTime) < 24 * 60 * 60 * 1000);
    return mine ? { fileName: mine.metadata.filename ?? 'the file', totalBytes: mine.size ?? 0 } : null;
  } catch {
    return null;
  }
}
