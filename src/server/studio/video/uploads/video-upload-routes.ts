import type { Context, Hono } from 'hono';
import { ERRORS as TUS_ERRORS, TUS_RESUMABLE } from '@tus/server';
import { UPLOAD_REFUSAL_MESSAGE_HEADER, UPLOAD_REFUSED_HEADER, VIDEO_ASSET_HEADER, VIDEO_UPLOADS_PATH } from '../../../../contracts/video-uploads';
import { actorOf } from '../../../access/admin-gate';
import { AppError, ERRORS, errorBody, type ErrorCode } from '../../../errors';
import type { AppEnv } from '../../../http/app-env';
import { takeOverFinish } from './finish-video-upload';
import { uploadAreaOf } from './upload-area';
import { UPLOAD_ID, uploadRecord, type FinishedUpload } from './upload-records';
import { uploadActors, uploadServerOf } from './video-upload-server';

/** How long a client is asked to wait before asking again about an upload being checked. */
const FINISHING_RETRY_AFTER_S = 5;
const ANSWER_HEADERS = { 'Tus-Resumable': TUS_RESUMABLE, 'Cache-Control': 'no-store, no-transform' };

/** Whether a body is already the API's error shape (a refusal of ours, passed through tus). */
function isErrorBody(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown } };
    return typeof parsed.error?.code === 'string';
  } catch {
    return false;
  }
}

/** tus's own refusals (plain text) in the catalogue's words, with the status each code has there. */
function codeFor(status: number, text: string): ErrorCode {
  if (status === 404 || status === 410) return 'upload_not_found';
  if (status === 409) return 'upload_offset_mismatch';
  if (status === 413 && text === TUS_ERRORS.ERR_MAX_SIZE_EXCEEDED.body) return 'video_too_large';
  if (status >= 500 && status !== 501) return 'internal_error';
  return 'upload_invalid';
}

/**
 * tus's answer as the API answers: refusals in the one error shape (JSON),
 * no cross-origin headers (the endpoint serves the site's own pages only),
 * and never cached nor transformed (the compression step leaves
 * `no-transform` answers alone).
 */
async function shaped(c: Context<AppEnv>, res: Response): Promise<Response> {
  const headers = new Headers(res.headers);
  for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name);
  headers.set('Cache-Control', 'no-store, no-transform');
  if (res.status < 400) return new Response(res.body, { status: res.status, headers });
  const text = await res.text();
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  if (isErrorBody(text)) return new Response(text, { status: res.status, headers });
  const code = codeFor(res.status, text);
  if (code === 'internal_error') c.var.services.logger.error('video upload: tus failed', { status: res.status, reason: text.trim() });
  const body = errorBody(code, undefined, code === 'internal_error' ? undefined : { reason: text.trim() });
  return new Response(JSON.stringify(body), { status: ERRORS[code].status, headers });
}

/** A finished upload asked about again, of any machine (its last answer was lost): complete, so the client stops instead of starting over. */
function finishedAnswer(method: string, finished: FinishedUpload): Response {
  const headers = { ...ANSWER_HEADERS, 'Upload-Offset': String(finished.size), 'Upload-Length': String(finished.size) };
  return new Response(null, { status: method === 'HEAD' ? 200 : 204, headers: { ...headers, [VIDEO_ASSET_HEADER]: String(finished.assetId) } });
}

/** A refusal in the API's shape; a HEAD has no body, so its code travels in a header too. */
function errorAnswer(method: string, status: number, body: ReturnType<typeof errorBody>, headers: Record<string, string>): Response {
  const all = { ...ANSWER_HEADERS, ...headers, ...(method === 'HEAD' ? {} : { 'Content-Type': 'application/json' }) };
  return new Response(method === 'HEAD' ? null : JSON.stringify(body), { status, headers: all });
}

/**
 * An upload whose whole file has arrived and is being checked, on this
 * machine or another: 423 with Retry-After, never tus's own answer (tus has
 * let the upload go and would call it complete), so the client asks again
 * until it is told the video or the refusal.
 */
function finishingAnswer(method: string): Response {
  return errorAnswer(method, ERRORS.upload_finishing.status, errorBody('upload_finishing'), { 'Retry-After': String(FINISHING_RETRY_AFTER_S) });
}

/** A refused upload asked about again (the refusal's answer was lost): the same refusal, kept for a day. Giving it up is done already. */
function refusedAnswer(method: string, code: ErrorCode, message: string): Response {
  if (method === 'DELETE') return new Response(null, { status: 204, headers: ANSWER_HEADERS });
  return errorAnswer(method, ERRORS[code].status, errorBody(code, message), { [UPLOAD_REFUSED_HEADER]: code, [UPLOAD_REFUSAL_MESSAGE_HEADER]: encodeURIComponent(message) });
}

/** What the record of an upload whose last byte arrived answers, before tus; null when there is none (tus answers). */
async function recordAnswer(c: Context<AppEnv>, method: string, id: string): Promise<Response | null> {
  const services = c.var.services;
  const record = await uploadRecord(services.db, id);
  if (!record) return null;
  if (record.state === 'done') return finishedAnswer(method, record);
  if (record.state === 'refused') return refusedAnswer(method, record.code, record.message);
  if (!record.live) {
    // The process finishing it died: this request takes the finish over (one request does), and the client asks again as for any finish.
    const area = uploadAreaOf(services);
    const server = await uploadServerOf(services);
    const tusId = `${area.idPrefix}${id}`;
    await takeOverFinish({ ...services, area }, { actor: actorOf(c), tusId, load: () => server.datastore.getUpload(tusId) });
  }
  return finishingAnswer(method);
}

/**
 * The resumable upload endpoint (tus 1.0), raw rather than a declared
 * operation: tus speaks in headers, not JSON. It lives under /api/admin, so
 * the admin gate has let the request through before it gets here, and
 * writes carry the site's Origin (the cross-site check). The API's 64 kB
 * cap leaves it alone (http/request-size.ts): tus counts each PATCH's bytes
 * against the upload's declared length and the 4 GB limit.
 */
export function mountVideoUploads(router: Hono<AppEnv>): void {
  const handle = async (c: Context<AppEnv>) => {
    const method = c.req.method;
    const id = c.req.param('uploadId');
    // Hono answers HEAD with the GET route; a real GET (tus would send the bytes back) is not offered.
    if (method === 'GET') throw new AppError('method_not_allowed');
    if (id !== undefined) {
      if (!UPLOAD_ID.test(id)) throw new AppError('upload_not_found');
      const answer = await recordAnswer(c, method, id);
      if (answer) return answer;
    }
    uploadActors.set(c.req.raw, actorOf(c));
    const server = await uploadServerOf(c.var.services);
    return shaped(c, await server.handleWeb(c.req.raw));
  };
  router.on(['POST', 'OPTIONS'], VIDEO_UPLOADS_PATH, handle);
  router.on(['GET', 'PATCH', 'DELETE'], `${VIDEO_UPLOADS_PATH}/:uploadId`, handle);
}
