/**
 * The resumable video upload as both sides know it, without a schema (the
 * browser's client imports this, and zod stays out of its first load).
 */

/**
 * The resumable (tus 1.0) upload endpoint under /api. It is served by a tus
 * server rather than declared as an operation: POST creates an upload
 * (Upload-Length, Upload-Metadata with courseId, lessonId, filename and
 * filetype), HEAD tells its offset, PATCH sends the next bytes from there,
 * DELETE gives it up. Behind the admin gate like every /admin path
 * (docs/api-contract.md).
 */
export const VIDEO_UPLOADS_PATH = '/admin/studio/video-uploads';

/** The largest lecture file the upload takes (the server's own limit, src/server/video/probe-video.ts, says the same). */
export const VIDEO_UPLOAD_MAX_BYTES = 4 * 1024 ** 3;

/** What the file picker offers; the server decides what a file is by probing it, never by its name. */
export const VIDEO_UPLOAD_ACCEPT = 'video/mp4,video/quicktime,video/x-matroska,video/webm,.mp4,.m4v,.mov,.mkv,.webm';

/** The answer header of a finished upload naming the video it became. */
export const VIDEO_ASSET_HEADER = 'Hisab-Video-Asset';

/**
 * The header naming the catalogue code of a refused upload when the answer has
 * no body to carry it: a HEAD asked after the refusal's own answer was lost.
 */
export const UPLOAD_REFUSED_HEADER = 'Hisab-Upload-Refused';
/** Beside it, the refusal's sentence, percent-encoded (a header is ASCII). */
export const UPLOAD_REFUSAL_MESSAGE_HEADER = 'Hisab-Upload-Refusal-Message';
