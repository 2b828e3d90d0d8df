import type { Hono } from 'hono';
import { findAdminScreen } from '../../contracts/admin-routes';
import { sessionUser } from '../auth/guards';
import { errorBody } from '../errors';
import type { AppEnv } from './app-env';

/**
 * The admin screens' pages, under ADMIN_BASE_PATH. The role is checked here
 * as well as by every admin API: a visitor is sent to /adminlogin (and back
 * afterwards), a signed-in non-admin gets status 403 and the "not allowed"
 * screen. Only these pages say where the admin area is (a meta tag the
 * browser app reads); public pages do not.
 */
export function mountAdminPages(app: Hono<AppEnv>, indexHtml: string | null, basePath: string): void {
  const adminHtml = indexHtml?.replace(
    '<head>',
    `<head>\n    <meta name="hisab-admin-base" content="${basePath}" />\n    <meta name="robots" content="noindex, nofollow" />`,
  );
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (findAdminScreen(c.req.path, basePath) === null) return next();
    if (!adminHtml) return c.json(errorBody('web_app_not_built'), 503);
    const user = await sessionUser(c);
    if (!user) {
      const url = new URL(c.req.url);
      return c.redirect(`/adminlogin?next=${encodeURIComponent(url.pathname + url.search)}`, 302);
    }
    c.header('Cache-Control', 'no-store');
    return c.html(adminHtml, user.role === 'admin' ? 200 : 403);
  });
}
