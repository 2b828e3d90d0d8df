import type { Order } from '../../contracts/commerce-schemas';
import type { NewOrder, WrittenOrder } from './write-order';

/**
 * The order just written, in the shape loadOrders reads it, built from what
 * was written rather than read back: a new order has no screenshot, no
 * rejection, and its times are the ones it was written with.
 */
export function placedOrder(input: NewOrder, written: WrittenOrder, customer: { name: string; email: string }): Order {
  const at = input.now.toISOString();
  const { quote } = input;
  return {
    reference: written.reference,
    status: written.status,
    method: input.method,
    items: quote.lines.map((line) => ({
      courseSlug: line.slug,
      courseTitle: line.title,
      pricePaisa: line.pricePaisa,
      salePricePaisa: line.salePricePaisa,
      discountPaisa: line.discountPaisa,
      paidPaisa: line.paidPaisa,
    })),
    subtotalPaisa: quote.subtotalPaisa,
    discountPaisa: quote.discountPaisa,
    totalPaisa: quote.totalPaisa,
    couponCode: written.couponCode,
    sender: input.sender,
    trxId: input.trxId,
    hasScreenshot: false,
    rejectReason: null,
    customer,
    createdAt: at,
    reviewedAt: written.status === 'approved' ? at : null,
  };
}
