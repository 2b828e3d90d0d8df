import type { Db } from '../db/database';
import { canStillBeSold } from '../enrollments/access-window';

/** Slugs of the published paid courses that can still be bought, oldest first: what tests and benchmarks add to carts and buy. */
export async function sellablePaidCourseSlugs(db: Db, now = new Date()): Promise<string[]> {
  const rows = await db.selectFrom('courses').select(['slug', 'access_days', 'access_until']).where('status', '=', 'published').where('price_paisa', '>', 0).orderBy('id').execute();
  return rows.filter((c) => canStillBeSold(c, now)).map((c) => c.slug);
}
