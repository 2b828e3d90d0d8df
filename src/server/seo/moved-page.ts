import type { ScreenId } from '../../contracts/routes';
import type { Db } from '../db/database';
import { movedSlug, shownAt, type MovableKind } from '../http/moved-address';

/** The public pages named by an address the studio lets an admin change, with the path before the slug. */
const MOVABLE: Partial<Record<ScreenId, { prefix: string; kind: MovableKind }>> = {
  courseDetail: { prefix: '/course-detail/', kind: 'course' },
  blogDetail: { prefix: '/blog-detail/', kind: 'post' },
  blogDetailLeftSidebar: { prefix: '/blog-detail-left-sidebar/', kind: 'post' },
  blogDetailRightSidebar: { prefix: '/blog-detail-right-sidebar/', kind: 'post' },
  instructorDetail: { prefix: '/instructor-detail/', kind: 'mentor' },
  exam: { prefix: '/exam/', kind: 'exam' },
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
  const to = await movedSlug(db, movable.kind, slug);
  if (to === null || to === slug || (await shownAt(db, movable.kind, slug))) return null;
  return movable.prefix + encodeURIComponent(to);
}
