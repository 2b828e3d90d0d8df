import { formatCount } from './count';

/** "Tk 4,500" from integer paisa; paisa shown only when there are some. */
export function formatTaka(paisa: number): string {
  const abs = Math.abs(Math.round(paisa));
  const rest = abs % 100;
  return `Tk ${paisa < 0 ? '-' : ''}${formatCount(Math.floor(abs / 100))}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/**
 * A price as every screen writes it (course card, cart line, checkout,
 * receipt, order status): "Free" for nothing to pay, never "Tk 0".
 * Discounts and savings are amounts, not prices: they use formatTaka.
 */
export function formatPrice(paisa: number): string {
  return paisa === 0 ? 'Free' : formatTaka(paisa);
}

/** One line of a cart, order or receipt: the price after sale and coupon, and the list price it came down from. */
export type LinePriceParts = { now: string; was: string | null; coupon: string | null };

export function linePrice(line: { pricePaisa: number; paidPaisa: number; discountPaisa: number }): LinePriceParts {
  return {
    now: formatPrice(line.paidPaisa),
    was: line.paidPaisa < line.pricePaisa ? formatTaka(line.pricePaisa) : null,
    coupon: line.discountPaisa > 0 ? `Coupon −${formatTaka(line.discountPaisa)}` : null,
  };
}

/** The price a student pays now: the sale price while a course is on sale. */
export function currentPricePaisa(course: { pricePaisa: number; salePricePaisa: number | null }): number {
  return course.salePricePaisa ?? course.pricePaisa;
}
