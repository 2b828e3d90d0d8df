import { z } from 'zod';

/**
 * Shapes shared by the cart, checkout, order status, purchases and the
 * admin's payment queue. Money is integer paisa; every figure here is
 * computed by the server, never taken from the browser.
 */

export const PAYMENT_METHODS = ['bkash', 'nagad', 'rocket', 'bank'] as const;
export const paymentMethodCodeSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethodCode = z.infer<typeof paymentMethodCodeSchema>;

/** How an order was settled: a payment method, a free total, or an admin's manual enrollment. */
export const ORDER_METHODS = [...PAYMENT_METHODS, 'free', 'manual'] as const;
export const orderMethodSchema = z.enum(ORDER_METHODS);
export type OrderMethod = z.infer<typeof orderMethodSchema>;

export const ORDER_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const METHOD_LABELS: Record<OrderMethod, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  bank: 'Bank transfer',
  free: 'Free enrollment',
  manual: 'Enrolled by Hisab',
};

/** What the checkout shows for a method the admin has set up. */
export const paymentMethodSchema = z.object({
  code: paymentMethodCodeSchema,
  label: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  /** Markdown steps. */
  instructions: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const orderItemSchema = z.object({
  courseSlug: z.string(),
  courseTitle: z.string(),
  pricePaisa: z.number().int(),
  salePricePaisa: z.number().int().nullable(),
  discountPaisa: z.number().int(),
  paidPaisa: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order as its student sees it (status screen, purchases, receipt). */
export const orderSchema = z.object({
  reference: z.string(),
  status: orderStatusSchema,
  method: orderMethodSchema,
  items: z.array(orderItemSchema),
  subtotalPaisa: z.number().int(),
  discountPaisa: z.number().int(),
  totalPaisa: z.number().int(),
  couponCode: z.string().nullable(),
  sender: z.string().nullable(),
  trxId: z.string().nullable(),
  hasScreenshot: z.boolean(),
  rejectReason: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** Where the signed-in student stands with one course (the course page's buttons). */
export const ACCESS_STATES = ['none', 'pending', 'active', 'expired', 'revoked'] as const;
export const courseAccessStateSchema = z.object({
  state: z.enum(ACCESS_STATES),
  /** Active or expired: when access ends or ended; null while it has no end. */
  expiresAt: z.string().nullable(),
  /** Pending: the order waiting for approval. */
  pendingOrder: z.string().nullable(),
  inCart: z.boolean(),
});
export type CourseAccessState = z.infer<typeof courseAccessStateSchema>;

/** A transaction ID once normalised: letters and digits only. */
export const TRX_ID_PATTERN = /^[A-Z0-9]{6,30}$/;
/**
 * Letters and digits only, upper case: "9c7a 1b2xyz", "9C7A-1B2XYZ" and
 * "9C7A1B2XYZ" are the same payment, so a used ID cannot come back with a
 * dash or a space. Orders store this form, and the unique constraint holds
 * on it, for every method.
 */
export function normaliseTrxId(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}
export const CART_LIMIT = 20;
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
/** The payment screenshot's image types: it is sent as the image's own bytes, under its type. */
export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
