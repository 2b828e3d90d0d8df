import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { AppError, type ErrorCode } from '../errors';
import { redirectedTarget, type RedirectKind } from '../studio/slugs';

/** The items whose address an admin may change in the studio and whose old address then answers a 301. */
export type MovableKind = Extract<RedirectKind, 'course' | 'post' | 'mentor' | 'exam'>;

type MovableTable = 'courses' | 'blog_posts' | 'instructors' | 'exams';
type SlugQuery = SelectQueryBuilder<Database, MovableTable, { slug: string }>;

type Movable = {
  /** Every movable table has an id, a slug and `deleted_at`. */
  table: MovableTable;
  /** What a visitor may see beyond not being deleted. */
  shown: (query: SlugQuery) => SlugQuery;
  /** The API read of one item, which an old slug is redirected to. */
  apiPrefix: string;
  /** What that read answers for a slug it does not know. */
  notFound: ErrorCode;
};

const MOVABLE: Record<MovableKind, Movable> = {
  course: { table: 'courses', shown: (q) => q.where('status', '=', 'published'), apiPrefix: '/api/courses/', notFound: 'course_not_found' },
  post: { table: 'blog_posts', shown: (q) => q.where('status', '=', 'published'), apiPrefix: '/api/posts/', notFound: 'post_not_found' },
  mentor: { table: 'instructors', shown: (q) => q, apiPrefix: '/api/mentors/', notFound: 'mentor_not_found' },
  exam: { table: 'exams', shown: (q) => q.where('published', '=', 1), apiPrefix: '/api/exams/', notFound: 'exam_not_found' },
};

/** The slug of an item a visitor may see (published, not deleted), by its id or its slug; undefined otherwise. */
async function shownSlug(db: Db, kind: MovableKind, by: { id: number } | { slug: string }): Promise<string | undefined> {
  const { table, shown } = MOVABLE[kind];
  const query = db
    .selectFrom(table)
    .select('slug')
    .where((eb) => ('id' in by ? eb('id', '=', by.id) : eb('slug', '=', by.slug)))
    .where('deleted_at', 'is', null);
  return (await shown(query).executeTakeFirst())?.slug;
}

/**
 * The slug an item has now when `slug` is an address it had before its
 * slug was changed in the studio (`slug_redirects`); null when the address
 * was never moved or the item can no longer be shown.
 */
export async function movedSlug(db: Db, kind: MovableKind, slug: string): Promise<string | null> {
  const targetId = await redirectedTarget(db, kind, slug);
  if (targetId === null) return null;
  return (await shownSlug(db, kind, { id: targetId })) ?? null;
}

/** Whether an item a visitor may see is at `slug` now: a new item may take an address another one left, and then wins. */
export async function shownAt(db: Db, kind: MovableKind, slug: string): Promise<boolean> {
  return (await shownSlug(db, kind, { slug })) !== undefined;
}

/**
 * Runs a public API read by slug. When it answers the kind's not-found code
 * and the slug is an old address, answers the item's API address now
 * instead, for the route's permanent redirect (301); any other failure, or
 * an address that never moved, is thrown as it was.
 */
export async function readOrMoved<T>(db: Db, item: { kind: MovableKind; slug: string }, read: () => Promise<T>): Promise<{ found: T } | { location: string }> {
  const movable = MOVABLE[item.kind];
  try {
    return { found: await read() };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== movable.notFound) throw error;
    const to = await movedSlug(db, item.kind, item.slug);
    if (to === null) throw error;
    return { location: movable.apiPrefix + encodeURIComponent(to) };
  }
}
