import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { rawBodyOf } from './known-length';

const gzipAsync = promisify(gzip);
/** Level 4 keeps most of level 6's saving on JSON for about half the CPU. */
const GZIP_OPTIONS = { level: 4 };
/** Up to this size a body is gzipped in place (tens of µs); larger ones on libuv's threads. */
const GZIP_INLINE_BYTES = 64 * 1024;

/** Smaller than this, gzip's header and the CPU cost outweigh the bytes saved. */
export const COMPRESS_FROM_BYTES = 1024;

/** Whether the Accept-Encoding header takes gzip (any q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** Adds Accept-Encoding to Vary on the response's own headers. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (vary !== '*' && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
}

/**
 * Gzips answers of a compressible type whose length is known and at least
 * COMPRESS_FROM_BYTES. Small answers, answers without a length (streams),
 * and answers already encoded (the catalogue cache's, built files) pass
 * untouched, so most API answers are never rebuilt.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return;
    const headers = res.headers;
    const length = Number(headers.get('content-length') ?? -1);
    if (length < COMPRESS_FROM_BYTES || headers.has('content-encoding')) return;
    const type = headers.get('content-type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || /no-transform/i.test(headers.get('cache-control') ?? '')) return;
    varyOnEncoding(headers);
    if (!acceptsGzip(c.req.header('accept-encoding'))) return;
    const raw = rawBodyOf(res);
    if (raw !== undefined) {
      // Made from a body in memory (c.json, c.text, c.body): gzip it whole
      // and answer with the compressed length, in one write.
      const zipped = length <= GZIP_INLINE_BYTES ? gzipSync(raw, GZIP_OPTIONS) : await gzipAsync(raw, GZIP_OPTIONS);
      const final = encodedHeaders(headers);
      final.set('content-length', String(zipped.byteLength));
      c.res = new Response(zipped, { status: res.status, headers: final });
      return;
    }
    // Reading the body may turn Node's light response into a full one with
    // its own copy of the headers: change that copy, not the one read above.
    const body = res.body;
    if (!body) return;
    const final = encodedHeaders(res.headers);
    final.delete('content-length');
    c.res = new Response(body.pipeThrough(new CompressionStream('gzip')), { status: res.status, headers: final });
  };
}

/** The headers of the gzipped answer: its encoding, and a weak ETag (the bytes differ, the content does not). */
function encodedHeaders(headers: Headers): Headers {
  headers.set('content-encoding', 'gzip');
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
  return headers;
}
