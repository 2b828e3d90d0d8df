import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono } from 'hono';

/**
 * Files of the built web app. Vite fingerprints everything under /assets,
 * so those are cached for a year; the build writes .br and .gz siblings,
 * served to browsers that accept them. Only paths whose last segment has a
 * dot are looked up on disk: screen paths go to the SPA handler.
 */
export function mountStaticFiles<E extends Env>(app: Hono<E>, webRoot: string): void {
  const files = serveStatic({ root: webRoot, precompressed: true });
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const last = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
    if (!last.includes('.') || c.req.path.startsWith('/api/')) return next();
    const found = await files(c, next);
    // A file was sent (a miss has gone on to the next handler). Its headers
    // are set on the answer itself: serveStatic's onFound runs after the
    // answer is made, where c.header() would build it again.
    if (found) found.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    return found;
  });
}
