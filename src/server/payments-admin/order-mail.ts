import { METHOD_LABELS, type Order } from '../../contracts/commerce-schemas';
import type { OrderMailInput } from '../mail/templates';

/** What the order mails say about an order. */
export function orderMailInput(order: Order): OrderMailInput {
  return {
    name: order.customer.name,
    reference: order.reference,
    courses: order.items.map((item) => item.courseTitle),
    totalPaisa: order.totalPaisa,
    methodLabel: METHOD_LABELS[order.method],
    trxId: order.trxId,
  };
}
