import type { Db } from '../../db/database';
import { AppError, type ErrorCode } from '../../errors';
import { redirectedTarget, type RedirectKind } from '../slugs';

const TABLES = { post: 'blog_posts', mentor: 'instructors' } as const;

/**
 * The address an item moved to, when `slug` is one it had before and the
 * item can still be shown (a published post, a mentor not deleted).
 */
export async function movedSlug(db: Db, kind: 'post' | 'mentor', slug: string): Promise<string | null> {
  const targetId = await redirectedTarget(db, kind satisfies RedirectKind, slug);
  if (targetId === null) return null;
  let q = db.selectFrom(TABLES[kind]).select('slug').where('id', '=', targetId).where('deleted_at', 'is', null);
  if (kind === 'post') q = q.where('status', '=', 'published');
  const row = await q.executeTakeFirst();
  return row?.slug ?? null;
}

/**
 * Runs a public read by slug; when it answers `notFoundCode` and the slug is
 * an old address, answers the new slug instead (the route sends a 301).
 */
export async function readOrMoved<T>(db: Db, kind: 'post' | 'mentor', slug: string, notFoundCode: ErrorCode, read: () => Promise<T>): Promise<{ found: T } | { movedTo: string }> {
  try {
    return { found: await read() };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== notFoundCode) throw error;
    const movedTo = await movedSlug(db, kind, slug);
    if (movedTo === null) throw error;
    return { movedTo };
  }
}
