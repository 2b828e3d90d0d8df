import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { KeptFile } from '../storage/kept-files';

/** Where the payment screenshot the student uploaded is kept, with the type checked and stored at upload. */
export async function getOrderScreenshot(db: Db, reference: string): Promise<{ file: KeptFile; type: string }> {
  const row = await db.selectFrom('orders').select(['screenshot_key', 'screenshot', 'screenshot_type']).where('reference', '=', reference.toUpperCase()).executeTakeFirst();
  if (!row) throw new AppError('order_not_found', 'No order has that reference.');
  if ((row.screenshot_key === null && !row.screenshot?.byteLength) || !row.screenshot_type) throw new AppError('screenshot_not_found');
  return { file: { key: row.screenshot_key, bytes: row.screenshot }, type: row.screenshot_type };
}
