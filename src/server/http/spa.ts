import type { Env, Hono } from 'hono';
import { findScreen, NOT_FOUND_PATH } from '../../contracts/routes';
import { errorBody } from '../errors';

/**
 * Serves the single-page app's HTML for the paths the browser router knows,
 * with status 404 for the not-found page, and redirects every other path to
 * it (the spec: unknown paths redirect to /404). `indexHtml` is null when
 * the web app has not been built.
 */
export function mountSpa<E extends Env>(app: Hono<E>, indexHtml: string | null): void {
  app.on(['GET', 'HEAD'], '*', (c) => {
    const screen = findScreen(c.req.path);
    if (screen === null) return c.redirect(NOT_FOUND_PATH, 302);
    if (indexHtml === null) return c.json(errorBody('web_app_not_built'), 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, screen === 'notFound' ? 404 : 200);
  });
}
