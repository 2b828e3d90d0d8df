import type { Env, Hono } from 'hono';
import { findScreen, NOT_FOUND_PATH } from '../../contracts/routes';
import { errorBody } from '../errors';
import type { HeadWriter } from '../seo/head-writer';
import { pageTemplate } from '../seo/render-head';

/**
 * Serves the single-page app's HTML for the paths the browser router knows,
 * with the page's own title, description, sharing tags and canonical
 * address in the head, and redirects every other path to /404 (the spec:
 * unknown paths redirect to /404). The not-found page, and a course, post or
 * mentor address whose record does not exist, answer with status 404.
 * `indexHtml` is null when the web app has not been built.
 */
export function mountSpa<E extends Env>(app: Hono<E>, indexHtml: string | null, headFor: HeadWriter): void {
  const template = indexHtml === null ? null : pageTemplate(indexHtml);
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const screen = findScreen(c.req.path);
    if (screen === null) return c.redirect(NOT_FOUND_PATH, 302);
    if (template === null) return c.json(errorBody('web_app_not_built'), 503);
    const { tags, status } = await headFor(c.req.path, screen);
    c.header('Cache-Control', 'no-cache');
    return c.html(template.render(tags), status);
  });
}
