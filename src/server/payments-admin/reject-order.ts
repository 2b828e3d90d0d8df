import type { Order } from '../../contracts/commerce-schemas';
import { recordAudit, type Actor } from '../admin/audit';
import { countStatusChange } from '../orders/order-counts';
import { AppError } from '../errors';
import { orderRejectedMail } from '../mail/templates';
import { loadOrders } from '../orders/load-orders';
import type { Services } from '../services';
import { orderMailInput } from './order-mail';

type Deps = Pick<Services, 'db' | 'mailer' | 'publicUrl'>;

/**
 * Rejects a submitted payment with the reason the student is mailed. A
 * waiting order never took a coupon use (only approval counts one), so
 * none is given back. Like approval, a conditional update decides:
 * rejecting twice changes nothing the second time, and an approved order
 * cannot be rejected (revoke its enrollments; the paid use stays counted).
 */
export async function rejectOrder(services: Deps, { actor, reference, reason, now = new Date() }: { actor: Actor; reference: string; reason: string; now?: Date }): Promise<Order> {
  const ref = reference.toUpperCase();
  const at = now.toISOString();
  const outcome = await services.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({ status: 'rejected', reject_reason: reason, reviewed_by: actor.id, reviewed_at: at, updated_at: at })
      .where('reference', '=', ref)
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    const row = await trx.selectFrom('orders').select(['id', 'status', 'method']).where('reference', '=', ref).executeTakeFirst();
    if (!row) throw new AppError('order_not_found', 'No order has that reference.');
    if (Number(updated.numUpdatedRows) === 0) {
      if (row.status === 'rejected') return { orderId: row.id, send: null };
      throw new AppError('order_already_reviewed', 'This order is already approved. Revoke the enrollment instead if access must end.');
    }
    await countStatusChange(trx, row, 'submitted', 'rejected');
    const [order] = await loadOrders(trx, [row.id]);
    await recordAudit(trx, {
      actor,
      action: 'order.rejected',
      target: { type: 'order', id: ref },
      details: {
        reference: ref,
        email: order!.customer.email,
        name: order!.customer.name,
        totalPaisa: order!.totalPaisa,
        reason,
      },
    });
    const send = await services.mailer.queue(trx, [
      { kind: 'order_rejected', to: order!.customer.email, ...orderRejectedMail({ ...orderMailInput(order!), reason }, `${services.publicUrl}/cprocessing/${ref}`) },
    ]);
    return { orderId: row.id, send };
  });
  if (outcome.send) await outcome.send();
  const [order] = await loadOrders(services.db, [outcome.orderId]);
  return order!;
}
