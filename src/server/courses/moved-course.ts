import type { Db } from '../db/database';
import { redirectedTarget } from '../studio/slugs';

/**
 * The slug a published course has now when `slug` is an address it had
 * before its slug was changed in the studio; null otherwise (never
 * found, or the course is no longer published).
 */
export async function movedCourseSlug(db: Db, slug: string): Promise<string | null> {
  const targetId = await redirectedTarget(db, 'course', slug);
  if (targetId === null) return null;
  const row = await db.selectFrom('courses').select('slug').where('id', '=', targetId).where('status', '=', 'published').where('deleted_at', 'is', null).executeTakeFirst();
  return row?.slug ?? null;
}
