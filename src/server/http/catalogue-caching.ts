import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptsGzip, COMPRESS_FROM_BYTES } from './compression';
import type { CatalogueCache } from '../catalogue/catalogue-cache';
import type { AppEnv } from './app-env';

/**
 * Public catalogue reads (the same answer for every visitor) served from
 * the catalogue cache, revalidated with ETags: a browser that already has
 * the answer gets 304 with no body. Only 200 answers are kept. The key is
 * the path with its query parameters sorted, so `?a=1&b=2` and `?b=2&a=1`
 * share an entry.
 */
export function catalogueCaching(cache: CatalogueCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    url.searchParams.sort();
    const key = `${url.pathname}?${url.searchParams.toString()}`;
    const version = await cache.currentVersion();
    let entry = cache.get(key);
    if (!entry) {
      await next();
      if (c.res.status !== 200) return;
      const body = new Uint8Array(await c.res.clone().arrayBuffer());
      entry = cache.set(key, body, c.res.headers.get('Content-Type') ?? 'application/json', version);
      c.res.headers.set('ETag', entry.etag);
      c.res.headers.set('Cache-Control', 'no-cache');
      c.res.headers.set('X-Cache', 'miss');
      if (matches(c.req.header('If-None-Match'), entry.etag)) c.res = notModified(entry.etag);
      return;
    }
    if (matches(c.req.header('If-None-Match'), entry.etag)) {
      c.res = notModified(entry.etag);
      return;
    }
    // Compressed once per entry, not once per request.
    const large = entry.body.byteLength >= COMPRESS_FROM_BYTES;
    const gzip = large && c.req.method !== 'HEAD' && acceptsGzip(c.req.header('Accept-Encoding'));
    const body = gzip ? (entry.gzip ??= new Uint8Array(gzipSync(entry.body))) : entry.body;
    const headers: Record<string, string> = {
      'Content-Type': entry.contentType,
      'Content-Length': String(body.byteLength),
      ETag: gzip ? `W/${entry.etag}` : entry.etag,
      'Cache-Control': 'no-cache',
      'X-Cache': 'hit',
    };
    if (large) headers.Vary = 'Accept-Encoding';
    if (gzip) headers['Content-Encoding'] = 'gzip';
    c.res = new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
  };
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

function notModified(etag: string): Response {
  return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': 'no-cache' } });
}
