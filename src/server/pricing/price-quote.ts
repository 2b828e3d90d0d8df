import type { CouponState, CouponStatus, Quote, QuoteLine, QuoteNotice } from '../../contracts/cart-schemas';
import { imageUrl } from '../../contracts/images';

export type PricingCourse = {
  id: number;
  slug: string;
  title: string;
  paperName: string;
  pricePaisa: number;
  salePricePaisa: number | null;
  published: boolean;
  /** From canStillBeSold: a fixed-date course whose date has passed cannot be bought. */
  sellable: boolean;
  /** The student holds active access already. */
  owned: boolean;
};

export type PricingCoupon = {
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  amount: number;
  expiresAt: string | null;
  usageLimit: number | null;
  /** Approved orders with it: the uses counted against the limit. */
  usedCount: number;
  /** Orders with it waiting for their payment to be checked: they hold no use. */
  waitingCount: number;
  active: boolean;
  /** The courses it is limited to; empty means every course. */
  courseIds: number[];
};

export type PricingInput = {
  /** What was asked for, in cart order; `course` is null when no course has that slug. */
  items: { slug: string; course: PricingCourse | null }[];
  /** The code the student typed, if any, and the coupon found for it (null: none has that code). */
  couponCode: string | null;
  coupon: PricingCoupon | null;
  now: Date;
};

const NOTICE_TEXT: Record<QuoteNotice['reason'], (title: string) => string> = {
  removed: () => 'A course in your cart is no longer offered, so we removed it.',
  unpublished: (title) => `“${title}” is no longer offered, so we removed it from your cart.`,
  not_sellable: (title) => `“${title}” cannot be bought any more (its exam date has passed), so we removed it.`,
  owned: (title) => `You already have access to “${title}”, so we removed it from your cart.`,
};

const COUPON_TEXT: Record<CouponStatus, string> = {
  applied: 'Coupon applied.',
  not_found: 'There is no coupon with that code. Check the spelling.',
  expired: 'This coupon has expired.',
  used_up: 'This coupon has been used as many times as it allows.',
  not_applicable: 'This coupon does not apply to the courses in your order.',
  inactive: 'This coupon is not active any more.',
};

/** Coupon codes are stored upper case; students type them in any case. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The one place prices are worked out, for the cart, the checkout page and
 * the order itself: lines at their current price, the coupon's discount
 * spread over the lines it covers, and a notice for every course dropped.
 */
export function priceQuote(input: PricingInput): Quote {
  const notices: QuoteNotice[] = [];
  const kept: PricingCourse[] = [];
  const seen = new Set<string>();
  for (const { slug, course } of input.items) {
    if (seen.has(slug)) continue;
    seen.add(slug);
    const reason = !course ? 'removed' : !course.published ? 'unpublished' : !course.sellable ? 'not_sellable' : course.owned ? 'owned' : null;
    if (reason) notices.push({ slug, title: course?.title ?? null, reason, message: NOTICE_TEXT[reason](course?.title ?? slug) });
    else kept.push(course!);
  }

  const unit = (c: PricingCourse) => c.salePricePaisa ?? c.pricePaisa;
  const discounts = kept.map(() => 0);
  let coupon: CouponState | null = null;
  if (input.couponCode) {
    const status = couponStatus(input.coupon, kept, input.now);
    const found = input.coupon;
    if (status === 'applied' && found) {
      const applicable = kept.map((c, i) => ({ i, price: unit(c) })).filter(({ i }) => appliesTo(found, kept[i]!));
      spreadDiscount(found, applicable, discounts);
    }
    coupon = { code: found?.code ?? normaliseCouponCode(input.couponCode), description: found?.description ?? null, status, message: COUPON_TEXT[status], caution: null };
  }

  const lines: QuoteLine[] = kept.map((c, i) => ({
    slug: c.slug,
    title: c.title,
    coverUrl: imageUrl('course', c.slug),
    paperName: c.paperName,
    pricePaisa: c.pricePaisa,
    salePricePaisa: c.salePricePaisa,
    unitPricePaisa: unit(c),
    discountPaisa: discounts[i]!,
    paidPaisa: unit(c) - discounts[i]!,
  }));
  const subtotalPaisa = lines.reduce((sum, l) => sum + l.unitPricePaisa, 0);
  const discountPaisa = lines.reduce((sum, l) => sum + l.discountPaisa, 0);
  const totalPaisa = subtotalPaisa - discountPaisa;
  if (coupon?.status === 'applied' && input.coupon && discountPaisa > 0 && totalPaisa > 0) coupon.caution = contestedCouponCaution(input.coupon);
  return { lines, subtotalPaisa, discountPaisa, totalPaisa, coupon, notices };
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/**
 * A paid order with a limited coupon waits for its payment to be checked and
 * takes its use only when approved (decisions/2026-11-24-coupon-uses.md), so
 * when the orders already waiting with the coupon could take every use left,
 * the student is told before paying what then happens: an admin approving a
 * payment past the limit decides to honour the discount or to decline the
 * order and refund it. A free order takes its use at once and needs no warning.
 */
export function contestedCouponCaution(coupon: Pick<PricingCoupon, 'usageLimit' | 'usedCount' | 'waitingCount'>): string | null {
  if (coupon.usageLimit === null) return null;
  const left = Math.max(0, coupon.usageLimit - coupon.usedCount);
  if (coupon.waitingCount < left || left === 0) return null;
  return (
    `Only ${count(left, 'use', 'uses')} of this coupon ${left === 1 ? 'is' : 'are'} left, and ${count(coupon.waitingCount, 'order', 'orders')} using it ${coupon.waitingCount === 1 ? 'is' : 'are'} already waiting for payment review. ` +
    'A use is counted when a payment is approved, so if they run out before yours is checked, ' +
    'our team will either honour the discount or decline your order and refund your payment to the sending number, and email you either way.'
  );
}

function appliesTo(coupon: PricingCoupon, course: PricingCourse): boolean {
  return coupon.courseIds.length === 0 || coupon.courseIds.includes(course.id);
}

export function couponStatus(coupon: PricingCoupon | null, courses: PricingCourse[], now: Date): CouponStatus {
  if (!coupon) return 'not_found';
  if (!coupon.active) return 'inactive';
  if (coupon.expiresAt !== null && new Date(coupon.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'used_up';
  // An empty cart can hold a coupon; it is checked again once courses are in.
  if (courses.length > 0 && !courses.some((c) => appliesTo(coupon, c))) return 'not_applicable';
  return 'applied';
}

/**
 * Percent: each covered line loses its share, rounded down. Fixed: the
 * amount (at most what the covered lines cost) split in proportion to their
 * prices, rounded down, the paisa left over going to the last covered line
 * (and, if that line is used up, the one before it).
 */
function spreadDiscount(coupon: PricingCoupon, applicable: { i: number; price: number }[], discounts: number[]): void {
  if (coupon.kind === 'percent') {
    const percent = Math.min(coupon.amount, 100);
    for (const { i, price } of applicable) discounts[i] = Math.floor((price * percent) / 100);
    return;
  }
  const sum = applicable.reduce((s, l) => s + l.price, 0);
  const total = Math.min(coupon.amount, sum);
  if (total === 0) return;
  let given = 0;
  for (const { i, price } of applicable) {
    discounts[i] = Math.floor((price * total) / sum);
    given += discounts[i]!;
  }
  let left = total - given;
  for (let k = applicable.length - 1; k >= 0 && left > 0; k--) {
    const { i, price } = applicable[k]!;
    const extra = Math.min(left, price - discounts[i]!);
    discounts[i]! += extra;
    left -= extra;
  }
}

/** The catalogue error a refused coupon answers with. */
export function couponErrorCode(status: CouponStatus) {
  switch (status) {
    case 'expired':
      return 'coupon_expired' as const;
    case 'used_up':
      return 'coupon_used_up' as const;
    case 'not_applicable':
      return 'coupon_not_applicable' as const;
    default:
      return 'coupon_not_found' as const;
  }
}
