import type { Db } from '../db/database';
import { AppError } from '../errors';

/**
 * An order of this student by its reference (any case), the check behind
 * every route that names an order or its receipt. Another student's order
 * answers exactly as a missing one does (404 `order_not_found`).
 */
export async function loadOwnOrder(db: Db, { userId, reference }: { userId: string; reference: string }): Promise<{ id: number }> {
  const row = await db.selectFrom('orders').select('id').where('reference', '=', reference.toUpperCase()).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('order_not_found');
  return row;
}
