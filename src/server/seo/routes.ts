import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

/** robots.txt and sitemap.xml, answered before the static files and the single-page app. */
export function mountSeoFiles(app: Hono<AppEnv>): void {
  app.on(['GET', 'HEAD'], '/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(c.var.services.publicUrl));
  });
  app.on(['GET', 'HEAD'], '/sitemap.xml', async (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(await sitemapXml(c.var.db, c.var.services.publicUrl));
  });
}
