import { z } from 'zod';
import { auditEntrySchema } from './admin-schemas';
import { orderMethodSchema, orderSchema, orderStatusSchema, paymentMethodCodeSchema } from './commerce-schemas';

/** Request and response shapes of the admin payments and enrollments dashboard. */

export const ORDERS_PAGE_SIZE = 20;
export const REJECT_REASON_MIN = 5;
export const REJECT_REASON_MAX = 500;
export const EXTEND_DAYS_MAX = 730;
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{3,30}$/;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31.');
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(ORDERS_PAGE_SIZE);

export const orderListFiltersSchema = z.object({
  status: orderStatusSchema.default('submitted'),
  method: orderMethodSchema.optional(),
  /** Days in Dhaka time, both included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** A transaction ID, an order reference, or the student's email or name. */
  q: z.string().trim().max(100).optional(),
});
export type OrderListFilters = z.infer<typeof orderListFiltersSchema>;
export const orderListQuerySchema = orderListFiltersSchema.extend({ page, pageSize });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/**
 * A coupon's uses as they stand: approved orders (counted against the limit,
 * and above it when an admin approved past it) and orders waiting for review
 * (which hold none). The queue, an order and the coupons tab show it.
 */
export const couponUsageSchema = z.object({
  code: z.string(),
  usedCount: z.number().int(),
  usageLimit: z.number().int().nullable(),
  waitingCount: z.number().int(),
});
export type CouponUsage = z.infer<typeof couponUsageSchema>;

export const adminOrderRowSchema = z.object({
  reference: z.string(),
  status: orderStatusSchema,
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  items: z.array(z.string()),
  totalPaisa: z.number().int(),
  method: orderMethodSchema,
  sender: z.string().nullable(),
  trxId: z.string().nullable(),
  hasScreenshot: z.boolean(),
  couponCode: z.string().nullable(),
  /** The order's coupon's uses now (null: no coupon). */
  couponUsage: couponUsageSchema.nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewer: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const orderListSchema = z.object({
  items: z.array(adminOrderRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Per status under the other filters, for the tabs. */
  counts: z.object({ submitted: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const ENROLLMENT_STATES = ['active', 'expired', 'revoked'] as const;
export const enrollmentStateSchema = z.enum(ENROLLMENT_STATES);

export const adminEnrollmentSchema = z.object({
  id: z.number().int(),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  course: z.object({ slug: z.string(), title: z.string() }),
  source: z.enum(['order', 'free', 'manual']),
  state: enrollmentStateSchema,
  startsAt: z.string(),
  expiresAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  completedLessons: z.number().int(),
  lessonsCount: z.number().int(),
});
export type AdminEnrollment = z.infer<typeof adminEnrollmentSchema>;

export const orderDetailSchema = z.object({
  order: orderSchema,
  student: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  reviewer: z.string().nullable(),
  /** The order's coupon's uses now (null: no coupon). */
  couponUsage: couponUsageSchema.nullable(),
  otherOrders: z.array(adminOrderRowSchema),
  enrollments: z.array(adminEnrollmentSchema),
  audit: z.array(auditEntrySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const rejectOrderSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(REJECT_REASON_MIN, `Give a reason of at least ${REJECT_REASON_MIN} characters; the student is told it.`)
    .max(REJECT_REASON_MAX, `Keep the reason under ${REJECT_REASON_MAX} characters.`),
});
export type RejectOrderInput = z.infer<typeof rejectOrderSchema>;

export const approveOrderSchema = z.object({
  /**
   * The admin saw that the order's coupon has no approved use left and
   * approves it anyway, honouring the discount the student paid; without
   * this such an approval is refused (`coupon_limit_reached`).
   */
  pastCouponLimit: z.boolean().default(false),
});
export type ApproveOrderInput = z.input<typeof approveOrderSchema>;

export const enrollmentListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  course: z.string().trim().max(160).optional(),
  state: enrollmentStateSchema.optional(),
  page,
  pageSize,
});
export type EnrollmentListQuery = z.infer<typeof enrollmentListQuerySchema>;

export const enrollmentListSchema = z.object({
  items: z.array(adminEnrollmentSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Every course, for the course filter and the manual enrollment picker. */
  courses: z.array(z.object({ slug: z.string(), title: z.string(), pricePaisa: z.number().int() })),
});
export type EnrollmentList = z.infer<typeof enrollmentListSchema>;

export const manualEnrollmentSchema = z.object({
  email: z.string().trim().toLowerCase().min(3).max(254),
  courseSlug: z.string().trim().min(1).max(160),
  /** Cash or other payment received outside the site, in paisa. */
  amountPaisa: z.number().int().min(0).max(100_000_000).default(0),
  note: z.string().trim().max(500).optional(),
});
export type ManualEnrollmentInput = z.input<typeof manualEnrollmentSchema>;

export const revokeEnrollmentSchema = z.object({
  reason: z.string().trim().min(REJECT_REASON_MIN, `Give a reason of at least ${REJECT_REASON_MIN} characters.`).max(REJECT_REASON_MAX),
});

export const extendEnrollmentSchema = z.union([z.object({ days: z.number().int().min(1).max(EXTEND_DAYS_MAX) }).strict(), z.object({ until: isoDate }).strict()]);
export type ExtendEnrollmentInput = z.infer<typeof extendEnrollmentSchema>;

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** Percent: 1 to 100. Fixed: paisa. */
  amount: z.number().int(),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  /** Orders with it waiting for review (they hold no use). */
  waitingCount: z.number().int(),
  active: z.boolean(),
  courseSlugs: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

const couponFields = {
  description: z.string().trim().min(1, 'Describe the coupon for other admins.').max(200),
  /** An ISO date (the end of that day in Dhaka) or null for no expiry. */
  expiresOn: isoDate.nullable().optional(),
  usageLimit: z.number().int().min(1).max(1_000_000).nullable().optional(),
  courseSlugs: z.array(z.string().min(1).max(160)).max(200).optional(),
};

export const createCouponSchema = z
  .object({
    code: z.string().trim().toUpperCase().regex(COUPON_CODE_PATTERN, 'Use 3 to 30 letters, digits or dashes.'),
    kind: z.enum(['percent', 'fixed']),
    /** Percent: 1 to 100. Fixed: paisa. */
    amount: z.number().int().min(1).max(100_000_000),
    ...couponFields,
  })
  .refine((c) => c.kind !== 'percent' || c.amount <= 100, { message: 'A percentage is 1 to 100.', path: ['amount'] });
export type CreateCouponInput = z.input<typeof createCouponSchema>;

export const updateCouponSchema = z.object({ ...couponFields, description: couponFields.description.optional(), active: z.boolean().optional() });
export type UpdateCouponInput = z.infer<typeof updateCouponSchema>;

export const adminPaymentMethodSchema = z.object({
  code: paymentMethodCodeSchema,
  label: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  instructions: z.string(),
  enabled: z.boolean(),
  position: z.number().int(),
  updatedAt: z.string(),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethodSchema>;

export const updatePaymentMethodSchema = z.object({
  label: z.string().trim().min(1).max(60),
  accountName: z.string().trim().min(1).max(120),
  accountNumber: z.string().trim().min(1).max(200),
  instructions: z.string().trim().min(1).max(4000),
  enabled: z.boolean(),
  position: z.number().int().min(0).max(100),
});
export type UpdatePaymentMethodInput = z.infer<typeof updatePaymentMethodSchema>;
