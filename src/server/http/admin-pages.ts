import type { Hono } from 'hono';
import { findAdminScreen } from '../../contracts/admin-routes';
import { SITE } from '../../contracts/site';
import { sessionUser } from '../auth/guards';
import { errorBody } from '../errors';
import { pageTemplate } from '../seo/render-head';
import type { AppEnv } from './app-env';

/**
 * What a signed-in non-admin gets at an admin address: the public page with
 * the site's own "not allowed" screen, chosen by the `hisab-page` meta tag
 * (read by src/web/server-page.ts). It carries neither the admin meta nor
 * the base path, so the browser never loads the admin app or learns more
 * about the area than the address the visitor typed.
 */
const FORBIDDEN_HEAD = [
  `<title data-server-meta>Not allowed | ${SITE.name}</title>`,
  '<meta data-server-meta name="robots" content="noindex, nofollow" />',
  '<meta name="hisab-page" content="forbidden" />',
]
  .map((tag) => `    ${tag}`)
  .join('\n');

/**
 * The admin screens' pages, under ADMIN_BASE_PATH. The role is checked here
 * as well as by every admin API: a visitor is sent to /adminlogin (and back
 * afterwards), a signed-in non-admin gets status 403 and the site's "not
 * allowed" page. Only an admin's page says where the admin area is (a meta
 * tag the browser app reads); no other page does.
 */
export function mountAdminPages(app: Hono<AppEnv>, indexHtml: string | null, basePath: string): void {
  const adminHtml = indexHtml?.replace('<head>', `<head>\n    <meta name="hisab-admin-base" content="${basePath}" />\n    <meta name="robots" content="noindex, nofollow" />`);
  const forbiddenHtml = indexHtml == null ? null : pageTemplate(indexHtml).render(FORBIDDEN_HEAD);
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (findAdminScreen(c.req.path, basePath) === null) return next();
    if (!adminHtml || !forbiddenHtml) return c.json(errorBody('web_app_not_built'), 503);
    const user = await sessionUser(c);
    if (!user) {
      const url = new URL(c.req.url);
      return c.redirect(`/adminlogin?next=${encodeURIComponent(url.pathname + url.search)}`, 302);
    }
    c.header('Cache-Control', 'no-store');
    if (user.role !== 'admin') return c.html(forbiddenHtml, 403);
    return c.html(adminHtml, 200);
  });
}
