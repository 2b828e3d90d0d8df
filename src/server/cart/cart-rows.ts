import type { Db } from '../db/database';
import { preparedQuery } from '../db/prepared-query';

/** The slugs in the user's cart, oldest first. */
export async function cartSlugs(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('cart_items')
    .innerJoin('courses', 'courses.id', 'cart_items.course_id')
    .select('courses.slug')
    .where('cart_items.user_id', '=', userId)
    .orderBy('cart_items.added_at')
    .orderBy('cart_items.course_id')
    .execute();
  return rows.map((r) => r.slug);
}

/** The header badge's count: read on every signed-in page, so compiled once. */
const countQuery = preparedQuery(
  (db, userId: string) =>
    db
      .selectFrom('cart_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId),
  [''],
);

export async function cartCount(db: Db, userId: string): Promise<number> {
  const [row] = await countQuery(db, userId);
  return Number(row?.n ?? 0);
}
