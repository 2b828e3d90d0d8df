import { SCREEN_ROUTES } from '../../contracts/routes';
import { STATIC_HEADS } from './static-heads';

/**
 * robots.txt: everything public may be crawled; the API and the pages of
 * one visitor (cart, account, checkout, exams, sign-in) may not. The admin
 * area is deliberately not listed: naming it here would publish where it is.
 */
export function robotsTxt(publicUrl: string): string {
  const privatePaths = new Set<string>();
  for (const route of SCREEN_ROUTES) {
    if (route.screen === 'subject' || !STATIC_HEADS[route.screen].private) continue;
    privatePaths.add(route.path.replace(/\/:.*$/, ''));
  }
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...[...privatePaths].sort().map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
