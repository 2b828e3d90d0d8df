import type { ScreenId } from '../../contracts/routes';
import { movedCourseSlug } from '../courses/moved-course';
import type { Db } from '../db/database';
import { movedExamSlug } from '../exams/moved-exam';
import { movedSlug } from '../studio/content/moved-slug';

type Mover = {
  /** The slug the item that had `slug` has now (null: never moved, or no longer shown). */
  movedTo: (db: Db, slug: string) => Promise<string | null>;
  /** Whether an item shown at `slug` is there now: a new item may take an address another one left. */
  liveAt: (db: Db, slug: string) => Promise<boolean>;
};

const found = (row: unknown) => row !== undefined;

const COURSE: Mover = {
  movedTo: movedCourseSlug,
  liveAt: async (db, slug) => found(await db.selectFrom('courses').select('id').where('slug', '=', slug).where('status', '=', 'published').executeTakeFirst()),
};
const POST: Mover = {
  movedTo: (db, slug) => movedSlug(db, 'post', slug),
  liveAt: async (db, slug) => found(await db.selectFrom('blog_posts').select('id').where('slug', '=', slug).where('status', '=', 'published').executeTakeFirst()),
};
const MENTOR: Mover = {
  movedTo: (db, slug) => movedSlug(db, 'mentor', slug),
  liveAt: async (db, slug) => found(await db.selectFrom('instructors').select('id').where('slug', '=', slug).where('deleted_at', 'is', null).executeTakeFirst()),
};
const EXAM: Mover = {
  movedTo: movedExamSlug,
  liveAt: async (db, slug) =>
    found(await db.selectFrom('exams').select('id').where('slug', '=', slug).where('published', '=', 1).where('deleted_at', 'is', null).executeTakeFirst()),
};

/** The public pages named by an address the studio lets an admin change, with the path before the slug. */
const MOVABLE: Partial<Record<ScreenId, { prefix: string; mover: Mover }>> = {
  courseDetail: { prefix: '/course-detail/', mover: COURSE },
  blogDetail: { prefix: '/blog-detail/', mover: POST },
  blogDetailLeftSidebar: { prefix: '/blog-detail-left-sidebar/', mover: POST },
  blogDetailRightSidebar: { prefix: '/blog-detail-right-sidebar/', mover: POST },
  instructorDetail: { prefix: '/instructor-detail/', mover: MENTOR },
  exam: { prefix: '/exam/', mover: EXAM },
};

export function isMovablePage(screen: ScreenId): boolean {
  return MOVABLE[screen] !== undefined;
}

function slugOf(pathname: string): string | null {
  const segment = pathname.split('/').filter(Boolean)[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The path a page moved to when its address is one a course, post, mentor
 * or exam had before the studio changed its slug (`slug_redirects`), in the
 * same layout (a post opened in the left-sidebar layout stays in it); null
 * when the address is not an old one, or an item is shown there now. The
 * common case (no old address) costs one lookup by primary key.
 */
export async function movedPagePath(db: Db, screen: ScreenId, pathname: string): Promise<string | null> {
  const movable = MOVABLE[screen];
  const slug = movable ? slugOf(pathname) : null;
  if (!movable || slug === null) return null;
  const to = await movable.mover.movedTo(db, slug);
  if (to === null || to === slug || (await movable.mover.liveAt(db, slug))) return null;
  return movable.prefix + encodeURIComponent(to);
}
