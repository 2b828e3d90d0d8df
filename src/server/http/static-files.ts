import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono } from 'hono';

/** The service worker is asked for on every visit so a release reaches everyone at once. */
const SERVICE_WORKER = '/sw.js';

function cacheControl(pathname: string, fingerprinted: boolean): string {
  if (fingerprinted) return 'public, max-age=31536000, immutable';
  return pathname === SERVICE_WORKER ? 'no-cache' : 'public, max-age=3600';
}

/**
 * Files of the built web app. Vite fingerprints everything under /assets,
 * so those are cached for a year (the service worker, /sw.js,
 * is revalidated on every load); the build writes .br and .gz siblings,
 * served to browsers that accept them. Only paths whose last segment has a
 * dot are looked up on disk: screen paths go to the SPA handler.
 */
export function mountStaticFiles<E extends Env>(app: Hono<E>, webRoot: string): void {
  const files = serveStatic({ root: webRoot, precompressed: true });
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const last = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
    if (!last.includes('.') || c.req.path.startsWith('/api/')) return next();
    const assets = c.req.path.startsWith('/assets/');
    // A missing fingerprinted file is an old release's chunk: a plain 404 lets
    // the page's script loader fail at once (the site's /404 page is no script).
    const missingAsset = async () => {
      c.res = c.text('Not found', 404);
    };
    const found = await files(c, assets ? missingAsset : next);
    // A miss has gone on to the next handler, and what serveStatic hands back
    // then is not a Response (the context, in Hono): only a file sent gets
    // headers. They are set on the answer itself: serveStatic's onFound runs
    // after the answer is made, where c.header() would build it again.
    if (!(found instanceof Response)) return c.res;
    found.headers.set('Cache-Control', cacheControl(c.req.path, assets));
    return found;
  });
}
