import type { Order } from '../../contracts/commerce-schemas';
import { loadOwnOrder } from '../access/own-order';
import { AppError } from '../errors';
import { loadOrders } from '../orders/load-orders';
import type { Services } from '../services';
import { keepBytes } from '../storage/kept-files';

/** The image type by its first bytes; the Content-Type header alone proves nothing. */
export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * Attaches (or replaces) the payment screenshot while the order waits for
 * review. The image goes to the storage layer first and the order names it
 * after; a screenshot sent for an order reviewed meanwhile stays unnamed.
 */
export async function attachScreenshot(
  { db, storage }: Pick<Services, 'db' | 'storage'>,
  { userId, reference, declaredType, bytes }: { userId: string; reference: string; declaredType: string; bytes: Uint8Array },
): Promise<Order> {
  const { id } = await loadOwnOrder(db, { userId, reference });
  const type = imageTypeOf(bytes);
  if (!type || type !== declaredType.split(';')[0]!.trim().toLowerCase()) throw new AppError('screenshot_not_image');
  const key = await keepBytes(storage, 'screenshots', bytes, type);
  const updated = await db
    .updateTable('orders')
    .set({ screenshot_key: key, screenshot: null, screenshot_type: type, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new AppError('order_already_reviewed');
  return (await loadOrders(db, [id]))[0]!;
}
