import type { MiddlewareHandler } from 'hono';
import { answerFromEntry, notModified } from './cached-answer';
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
      entry = cache.set({ key, body, contentType: c.res.headers.get('Content-Type') ?? 'application/json', version });
      c.res.headers.set('ETag', entry.etag);
      c.res.headers.set('Cache-Control', 'no-cache');
      c.res.headers.set('X-Cache', 'miss');
      c.res = notModified(c, entry) ?? c.res;
      return;
    }
    c.res = answerFromEntry(c, entry, 'hit');
  };
}
