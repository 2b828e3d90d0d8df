import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';
import { AppError } from '../errors';
import { keepNodeBody, nodeRequestOf } from './node-body';
import { ownHeaders } from './security-headers';

/** The largest request body the API reads, uploads apart: far above any form, far below a memory attack. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** Routes that take a file carry their own, larger limit on the route itself. */
const UPLOAD_PATHS = [
  /^\/api\/my\/orders\/[^/]+\/screenshot$/,
  // A lesson's PDF in the curriculum builder.
  /^\/api\/admin\/studio\/curriculum\/[^/]+\/lessons\/[^/]+\/file$/,
  /^\/api\/admin\/studio\/questions\/import$/,
  // The studio's images and downloadable files (a new file, or a file replaced).
  /^\/api\/admin\/studio\/media$/,
  /^\/api\/admin\/studio\/resources$/,
  /^\/api\/admin\/studio\/resources\/[^/]+\/file$/,
  // A lecture video's resumable upload (tus: creation and each PATCH of bytes), and a video's caption file.
  /^\/api\/admin\/studio\/video-uploads(\/[^/]+)?$/,
  /^\/api\/admin\/studio\/videos\/[^/]+\/captions\/[^/]+$/,
];

/** A route whose body is a file: its own limit counts it as it streams, so nothing before the route may read it. */
export const isUploadPath = (path: string) => UPLOAD_PATHS.some((upload) => upload.test(path));

const limit = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: () => {
    throw new AppError('body_too_large');
  },
});

/**
 * Caps every API request body before anything reads it (Better Auth's
 * handlers included): a declared length over the cap is refused at once,
 * and a body sent without one is counted as it streams in and cut off at
 * the cap. 413 `body_too_large`. Served by Node, the body is read here
 * from Node's own stream and kept for the handler (node-body.ts); called
 * in-process (the tests' app.request), Hono's body limit counts it.
 */
export function requestSizeLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isUploadPath(c.req.path)) return next();
    // A GET or HEAD has a body only with one of these headers (Node's
    // parser reads none without them). Asking the limit to look for a body
    // would make Node's adapter build a whole fetch Request for every read:
    // a fifth of a signed-in read's CPU.
    const method = c.req.method;
    if ((method === 'GET' || method === 'HEAD') && c.req.header('content-length') === undefined && c.req.header('transfer-encoding') === undefined) return next();
    const incoming = nodeRequestOf(c);
    if (!incoming) return limit(c, next);
    await keepNodeBody(c, incoming, JSON_BODY_LIMIT_BYTES);
    return next();
  };
}

/**
 * A 413 is sent before the body it refuses has arrived, and Node's adapter
 * gives the rest of that body half a second to drain before it cuts the
 * connection. Said to be kept alive, the connection was then reset under
 * a client still sending, or about to send its next request on it. The
 * answer says `Connection: close` instead, so Node ends the connection
 * once the answer is sent and the client opens a new one.
 */
export function closeAfterRefusedBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status === 413) ownHeaders(c).set('Connection', 'close');
  };
}
