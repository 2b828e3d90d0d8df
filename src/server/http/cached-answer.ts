import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { CacheEntry } from '../catalogue/catalogue-cache';
import { acceptsGzip, COMPRESS_FROM_BYTES } from './compression';

/**
 * The answer for a kept entry (an API read or a rendered page): 304 with no
 * body when the browser already has it (If-None-Match), otherwise the body,
 * gzipped once per entry rather than once per request when the browser
 * takes gzip, with its length, ETag and `no-cache` (revalidate each time).
 */
export function answerFromEntry(c: Context, entry: CacheEntry, cacheState: 'hit' | 'miss'): Response {
  const unchanged = notModified(c, entry);
  if (unchanged) return unchanged;
  const large = entry.body.byteLength >= COMPRESS_FROM_BYTES;
  const head = c.req.method === 'HEAD';
  const gzip = large && !head && acceptsGzip(c.req.header('Accept-Encoding'));
  const body = gzip ? (entry.gzip ??= new Uint8Array(gzipSync(entry.body))) : entry.body;
  const headers: Record<string, string> = {
    'Content-Type': entry.contentType,
    'Content-Length': String(body.byteLength),
    ETag: gzip ? `W/${entry.etag}` : entry.etag,
    'Cache-Control': 'no-cache',
    'X-Cache': cacheState,
  };
  if (large) headers.Vary = 'Accept-Encoding';
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return new Response(head ? null : body, { status: 200, headers });
}

/** 304 with no body when the browser's If-None-Match names the entry; otherwise null. */
export function notModified(c: Context, entry: CacheEntry): Response | null {
  if (!matches(c.req.header('If-None-Match'), entry.etag)) return null;
  return new Response(null, { status: 304, headers: { ETag: entry.etag, 'Cache-Control': 'no-cache' } });
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
