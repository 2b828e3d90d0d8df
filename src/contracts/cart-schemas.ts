import { z } from 'zod';
import { CART_LIMIT, paymentMethodCodeSchema } from './commerce-schemas';

/**
 * The cart, coupons and checkout as the API answers them. Every figure is
 * the server's: the browser shows a quote and sends back only the total it
 * showed, so a changed price is caught before anyone pays.
 */

export const slugSchema = z.string().min(1).max(200);

export const quoteLineSchema = z.object({
  slug: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  paperName: z.string(),
  pricePaisa: z.number().int(),
  salePricePaisa: z.number().int().nullable(),
  /** What the course costs now: the sale price while it is on sale. */
  unitPricePaisa: z.number().int(),
  discountPaisa: z.number().int(),
  paidPaisa: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const COUPON_STATUSES = ['applied', 'not_found', 'expired', 'used_up', 'not_applicable', 'inactive'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const couponStateSchema = z.object({
  code: z.string(),
  description: z.string().nullable(),
  status: z.enum(COUPON_STATUSES),
  message: z.string(),
  /**
   * Applied to a paid order while the coupon's waiting orders already reach
   * its limit: what may happen to the discount (a waiting payment holds no use).
   */
  caution: z.string().nullable(),
});
export type CouponState = z.infer<typeof couponStateSchema>;

export const NOTICE_REASONS = ['removed', 'unpublished', 'not_sellable', 'owned'] as const;
export const quoteNoticeSchema = z.object({
  slug: z.string(),
  title: z.string().nullable(),
  reason: z.enum(NOTICE_REASONS),
  message: z.string(),
});
export type QuoteNotice = z.infer<typeof quoteNoticeSchema>;

export const quoteSchema = z.object({
  lines: z.array(quoteLineSchema),
  subtotalPaisa: z.number().int(),
  discountPaisa: z.number().int(),
  totalPaisa: z.number().int(),
  coupon: couponStateSchema.nullable(),
  notices: z.array(quoteNoticeSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

/** Every cart answer: the quote and the badge's count. */
export const cartSchema = quoteSchema.extend({ count: z.number().int() });
export type Cart = z.infer<typeof cartSchema>;

export const cartCoursesSchema = z.array(slugSchema).max(CART_LIMIT);
export const mergeCartSchema = z.object({ courses: cartCoursesSchema });
export const couponCodeSchema = z.object({ code: z.string().trim().min(1).max(40) });
export const visitorQuoteSchema = z.object({ courses: cartCoursesSchema, coupon: z.string().trim().max(40).optional() });

/** Bangladeshi mobile number: 11 digits starting 01 (bKash, Nagad, Rocket). */
export const BD_MOBILE_PATTERN = /^01[3-9]\d{8}$/;

export const checkoutInputSchema = z.object({
  /** "Enroll now": just this course; without it, the cart. */
  course: slugSchema.optional(),
  coupon: z.string().trim().max(40).optional(),
  /** Made once by the checkout page and reused on every retry of the same checkout. */
  checkoutKey: z.string().uuid(),
  /** The total the student was shown; a different server total answers `price_changed`. */
  expectedTotalPaisa: z.number().int().min(0),
  method: paymentMethodCodeSchema.optional(),
  sender: z.string().trim().max(60).optional(),
  trxId: z.string().max(60).optional(),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

export const checkoutQuoteQuerySchema = z.object({ course: slugSchema.optional(), coupon: z.string().trim().max(40).optional() });
