import { subjectPath } from '../../contracts/subjects';
import type { Db } from '../db/database';
import { escapeMarkup } from './escape';

type Entry = { path: string; lastmod?: string | null };

/** The public pages that do not depend on a record; the content pages add their edit date below. */
const STATIC_PATHS = ['/', '/courses', '/course-filter', '/mentors', '/resources', '/blog-left-sidebar', '/contact'];
const CONTENT_PAGES: Record<string, string> = { about: '/about', 'children-education': '/children-education', 'health-coach': '/health-coach' };

/** W3C date-time as sitemaps want it; PostgreSQL and SQLite both give ISO strings. */
const lastmodOf = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString() : null);

/**
 * Every page a search engine should know: the fixed pages, each paper's
 * page, and every published course, published post and mentor, with the
 * date each last changed. Drafts never appear.
 */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const [pages, subjects, courses, posts, mentors] = await Promise.all([
    db.selectFrom('content_pages').select(['slug', 'updated_at']).execute(),
    db.selectFrom('subjects').select(['name', 'updated_at']).orderBy('position').execute(),
    db.selectFrom('courses').select(['slug', 'updated_at']).where('status', '=', 'published').orderBy('published_at', 'desc').orderBy('id').execute(),
    db.selectFrom('blog_posts').select(['slug', 'updated_at']).where('status', '=', 'published').orderBy('published_at', 'desc').orderBy('id').execute(),
    db.selectFrom('instructors').select(['slug', 'updated_at']).where('deleted_at', 'is', null).orderBy('position').orderBy('id').execute(),
  ]);
  const edited = new Map(pages.map((p) => [p.slug, p.updated_at]));
  const entries: Entry[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...Object.entries(CONTENT_PAGES).map(([slug, path]) => ({ path, lastmod: edited.get(slug) })),
    ...subjects.map((s) => ({ path: subjectPath(s.name), lastmod: s.updated_at })),
    ...courses.map((c) => ({ path: `/course-detail/${encodeURIComponent(c.slug)}`, lastmod: c.updated_at })),
    ...posts.map((p) => ({ path: `/blog-detail/${encodeURIComponent(p.slug)}`, lastmod: p.updated_at })),
    ...mentors.map((m) => ({ path: `/instructor-detail/${encodeURIComponent(m.slug)}`, lastmod: m.updated_at })),
  ];
  const urls = entries.map((entry) => {
    const lastmod = lastmodOf(entry.lastmod);
    return `  <url><loc>${escapeMarkup(publicUrl + entry.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
