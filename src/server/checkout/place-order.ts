import type { CheckoutInput } from '../../contracts/cart-schemas';
import { METHOD_LABELS, normaliseTrxId, type Order } from '../../contracts/commerce-schemas';
import type { SessionUser } from '../auth/guards';
import { grantEnrollment } from '../enrollments/grant-enrollment';
import { enrollmentState } from '../enrollments/enrollment-state';
import type { Db } from '../db/database';
import { lockUser } from '../db/lock-user';
import { studentOrderItems } from './student-order-items';
import { AppError } from '../errors';
import { orderApprovedMail, orderSubmittedMail } from '../mail/templates';
import { couponErrorCode } from '../pricing/price-quote';
import type { Services } from '../services';
import { checkoutQuote } from './checkout-quote';
import { findExistingOrder } from './find-existing-order';
import { paymentDetails, type PaymentDetails } from './payment-details';
import { placedOrder } from './placed-order';
import { writeOrder, type NewOrder } from './write-order';

type Deps = Pick<Services, 'db' | 'mailer' | 'publicUrl' | 'catalogueCache'>;

/**
 * Turns a checkout into an order, priced again here so the browser's figures
 * are never trusted. A zero total enrolls at once; otherwise the order waits
 * for an admin to match the payment. Sending the same checkout again (same
 * key, or this user's same transaction ID) answers the order already made.
 */
export async function placeOrder(deps: Deps, { user, input, now = new Date() }: { user: SessionUser; input: CheckoutInput; now?: Date }): Promise<{ order: Order; created: boolean }> {
  if (!user.emailVerified) throw new AppError('email_not_verified', 'Confirm your email address before you check out.');
  const trxId = input.trxId ? normaliseTrxId(input.trxId) : null;
  const existing = await findExistingOrder(deps.db, { userId: user.id, checkoutKey: input.checkoutKey, trxId });
  if (existing) return { order: existing, created: false };
  try {
    return { order: await placeNewOrder(deps, { user, input, now }), created: true };
  } catch (error) {
    // The same checkout arrived twice at once and the other one won. The loser may
    // meet the unique checkout key or transaction ID, the last use of the coupon,
    // a cart the winner emptied, or the winner's order as a pending payment: in
    // every case the answer is the winner's order.
    const winner = await findExistingOrder(deps.db, { userId: user.id, checkoutKey: input.checkoutKey, trxId });
    if (winner) return { order: winner, created: false };
    throw error;
  }
}

async function placeNewOrder(deps: Deps, { user, input, now }: { user: SessionUser; input: CheckoutInput; now: Date }): Promise<Order> {
  const { db } = deps;
  const { quote, courses, coupon, fromCart, cartHadCoupon } = await checkoutQuote(db, { userId: user.id, scope: input, now });
  for (const notice of quote.notices) {
    if (notice.reason === 'owned') throw new AppError('course_already_owned', undefined, { slug: notice.slug });
    if (!fromCart && notice.reason === 'removed') throw new AppError('course_not_found');
    throw new AppError('course_not_purchasable', notice.message, { slug: notice.slug });
  }
  if (quote.lines.length === 0) throw new AppError('cart_empty');
  const applied = quote.coupon?.status === 'applied' && quote.lines.length > 0 ? coupon : null;
  if (input.coupon && quote.coupon && quote.coupon.status !== 'applied') throw new AppError(couponErrorCode(quote.coupon.status), quote.coupon.message);
  if (quote.totalPaisa !== input.expectedTotalPaisa) throw new AppError('price_changed', undefined, { quote });

  const ids = quote.lines.map((line) => courses.get(line.slug)!.id);
  const free = quote.totalPaisa === 0;
  const payment: PaymentDetails | null = free ? null : await paymentDetails(db, input);
  const mailInput = (reference: string) => ({
    name: user.name,
    reference,
    courses: quote.lines.map((l) => l.title),
    totalPaisa: quote.totalPaisa,
    methodLabel: METHOD_LABELS[payment?.method ?? 'free'],
    trxId: payment?.trxId ?? null,
  });

  const order: NewOrder = {
    userId: user.id,
    checkoutKey: input.checkoutKey,
    method: payment?.method ?? 'free',
    quote,
    courses,
    couponId: applied?.id ?? null,
    sender: payment?.sender ?? null,
    trxId: payment?.trxId ?? null,
    // A cart that had no coupon when read has none to delete.
    clearCartCoupon: fromCart && cartHadCoupon,
    now,
  };
  const { written, send, firstTime } = await db.transaction().execute(async (trx) => {
    // Checked under the student's lock, so concurrent checkouts with other keys cannot both pass.
    await lockUser(trx, user.id);
    await assertNothingPendingOrOwned(trx, { userId: user.id, courseIds: ids, now });
    const written = await writeOrder(trx, order);
    let firstTime = false;
    if (free) {
      for (const courseId of written.courseIds) {
        const grant = await grantEnrollment(trx, { userId: user.id, courseId, source: 'free', orderId: written.id, now });
        firstTime ||= grant.firstTime;
      }
    }
    const mail = free
      ? { kind: 'order_approved', to: user.email, ...orderApprovedMail(mailInput(written.reference), `${deps.publicUrl}/my-enroll`) }
      : { kind: 'order_submitted', to: user.email, ...orderSubmittedMail(mailInput(written.reference), `${deps.publicUrl}/cprocessing/${written.reference}`) };
    const send = await deps.mailer.queue(trx, [mail]);
    return { written, send, firstTime };
  });
  await send();
  // A first enrollment changes the course's student count on public pages.
  if (firstTime) await deps.catalogueCache.invalidate();
  // Answered from what was written: reading the order back would only repeat it.
  return placedOrder(order, written, { name: user.name, email: user.email });
}

/**
 * One pending payment per course (an admin matches one payment, not two),
 * and nothing bought twice: a course already owned, by an earlier order or a
 * free one made a moment ago, is refused.
 */
async function assertNothingPendingOrOwned(trx: Db, { userId, courseIds, now }: { userId: string; courseIds: number[]; now: Date }): Promise<void> {
  // Read from the student's own orders, however many others the course has (student-order-items.ts).
  const pending = await studentOrderItems(trx, userId, courseIds).select(['orders.reference', 'order_items.course_slug']).where('orders.status', '=', 'submitted').executeTakeFirst();
  if (pending) throw new AppError('payment_pending', undefined, { reference: pending.reference, slug: pending.course_slug });
  const owned = await trx
    .selectFrom('enrollments')
    .select(['course_id', 'status', 'expires_at'])
    .where('user_id', '=', userId)
    .where('course_id', 'in', courseIds)
    .where('status', '=', 'active')
    .execute();
  if (owned.some((row) => enrollmentState(row, now) === 'active')) throw new AppError('course_already_owned');
}
