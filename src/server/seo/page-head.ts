import { SCREEN_ROUTES, type ScreenId } from '../../contracts/routes';
import { SUBJECT_NAMES, subjectPath } from '../../contracts/subjects';
import type { Db } from '../db/database';
import { courseHead } from './course-head';
import { plainSummary } from './escape';
import { mentorHead, postHead } from './post-and-mentor-heads';
import { STATIC_HEADS } from './static-heads';

/** What the server writes into a page's <head> before the app starts. */
export type PageHead = {
  /** Without the " | Hisab" suffix, as screens give it to PageMeta. */
  title: string;
  description: string;
  /** Canonical path (absolute URLs are made with PUBLIC_URL). */
  path: string;
  type: 'website' | 'article' | 'profile';
  /** A generated image's path, with its size. */
  image?: { path: string; width: number; height: number; alt: string };
  noindex?: boolean;
  /** schema.org data for a <script type="application/ld+json"> block. */
  jsonLd?: Record<string, unknown>;
};

const CONTENT_PAGE_SLUGS: Partial<Record<ScreenId, string>> = {
  about: 'about',
  childrenEducation: 'children-education',
  healthCoach: 'health-coach',
};

type DetailHead = (db: Db, slug: string, absolute: (path: string) => string) => Promise<PageHead | null>;

const DETAIL_HEADS: Partial<Record<ScreenId, DetailHead>> = {
  courseDetail: courseHead,
  blogDetail: postHead,
  blogDetailLeftSidebar: postHead,
  blogDetailRightSidebar: postHead,
  instructorDetail: mentorHead,
};

export const NOT_FOUND_HEAD: PageHead = { ...STATIC_HEADS.notFound, path: '/404', type: 'website', noindex: true };

/** The route's own path without its parameters: `/course-detail/:slug?` -> `/course-detail`. */
function basePath(screen: ScreenId): string {
  if (screen === 'home') return '/';
  const route = SCREEN_ROUTES.find((r) => r.screen === screen)!;
  const fixed = route.path.split('/').filter((s) => s && !s.startsWith(':'));
  return `/${fixed.join('/')}`;
}

export function staticHead(screen: Exclude<ScreenId, 'subject'>): PageHead {
  const entry = STATIC_HEADS[screen];
  return { title: entry.title, description: entry.description, path: basePath(screen), type: 'website', ...(entry.private ? { noindex: true } : {}) };
}

function slugParam(pathname: string): string | null {
  const segment = pathname.split('/').filter(Boolean)[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function subjectHead(db: Db, pathname: string): Promise<PageHead> {
  const wanted = (() => {
    try {
      return decodeURIComponent(pathname.replace(/^\/|\/$/g, '')).toLowerCase();
    } catch {
      return '';
    }
  })();
  const name = SUBJECT_NAMES.find((n) => n.toLowerCase() === wanted) ?? SUBJECT_NAMES[0];
  const row = await db.selectFrom('subjects').select(['summary']).where('name', '=', name).executeTakeFirst();
  return { title: name, description: row?.summary ?? `${name}: a chartered accountancy paper.`, path: subjectPath(name), type: 'website' };
}

async function contentPageHead(db: Db, screen: ScreenId, slug: string): Promise<PageHead> {
  const row = await db.selectFrom('content_pages').select(['title', 'summary']).where('slug', '=', slug).executeTakeFirst();
  const fallback = staticHead(screen as Exclude<ScreenId, 'subject'>);
  return row ? { ...fallback, title: row.title, description: plainSummary(row.summary) } : fallback;
}

/**
 * The head for a path the router knows. Null means the record the path
 * names (a course, post or mentor) does not exist or is not published: the
 * page is then answered with status 404. At most one small query per page.
 */
export async function pageHead(db: Db, { publicUrl, pathname, screen }: { publicUrl: string; pathname: string; screen: ScreenId }): Promise<PageHead | null> {
  if (screen === 'subject') return subjectHead(db, pathname);
  if (screen === 'notFound') return NOT_FOUND_HEAD;
  const contentSlug = CONTENT_PAGE_SLUGS[screen];
  if (contentSlug) return contentPageHead(db, screen, contentSlug);
  const detail = DETAIL_HEADS[screen];
  const slug = detail ? slugParam(pathname) : null;
  if (detail && slug) return detail(db, slug, (path) => publicUrl + path);
  return staticHead(screen);
}
