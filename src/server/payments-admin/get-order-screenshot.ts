import type { Db } from '../db/database';
import { AppError } from '../errors';

/** The payment screenshot the student uploaded, with the type checked and stored at upload. */
export async function getOrderScreenshot(db: Db, reference: string): Promise<{ content: Uint8Array; type: string }> {
  const row = await db.selectFrom('orders').select(['screenshot', 'screenshot_type']).where('reference', '=', reference.toUpperCase()).executeTakeFirst();
  if (!row) throw new AppError('order_not_found', 'No order has that reference.');
  if (!row.screenshot || !row.screenshot_type) throw new AppError('screenshot_not_found');
  return { content: row.screenshot, type: row.screenshot_type };
}
