import { z } from 'zod';
import { orderSchema, paymentMethodCodeSchema } from '../commerce-schemas';
import {
  adminCouponSchema,
  adminEnrollmentSchema,
  adminPaymentMethodSchema,
  approveOrderSchema,
  createCouponSchema,
  enrollmentListQuerySchema,
  enrollmentListSchema,
  extendEnrollmentSchema,
  manualEnrollmentSchema,
  orderDetailSchema,
  orderListFiltersSchema,
  orderListQuerySchema,
  orderListSchema,
  rejectOrderSchema,
  revokeEnrollmentSchema,
  updateCouponSchema,
  updatePaymentMethodSchema,
} from '../payments-admin-schemas';
import { recordIdParams } from '../record-id-schemas';
import { json, jsonBody, operation } from './operation';
import { byteRangeResponses } from './byte-ranges';

/** The admin's payments queue, enrollments, coupons and payment methods. */

const tags = ['Admin: payments'];
const orderParams = z.object({ reference: z.string().min(1).max(40) });
/** The catalogue's `order_not_found` speaks to a student ("of yours"); the admin is told there is none at all. */
const noOrder = { codes: ['order_not_found'], description: 'No order has that reference.' } as const;
const noEnrollment = { codes: ['enrollment_not_found'], description: 'No such enrollment.' } as const;

export const listOrders = operation({
  method: 'get',
  path: '/admin/orders',
  audience: 'admin',
  tags,
  summary: 'The payments queue: one status at a time (submitted oldest first), filters, search, and counts per status',
  request: { query: orderListQuerySchema },
  responses: { 200: json(orderListSchema, 'One page of orders') },
});

/** A download the browser opens itself (a plain link sends the session cookie): not JSON. */
export const exportOrdersCsv = operation({
  method: 'get',
  path: '/admin/orders.csv',
  audience: 'admin',
  tags,
  summary: 'The orders under the same filters as a CSV download',
  request: { query: orderListFiltersSchema },
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } },
});

export const getOrderDetail = operation({
  method: 'get',
  path: '/admin/orders/{reference}',
  audience: 'admin',
  tags,
  summary: "One order with the student's other orders and enrollments, and its audit trail",
  request: { params: orderParams },
  responses: { 200: json(orderDetailSchema, 'The order') },
  errors: { 404: noOrder },
});

export const getOrderScreenshot = operation({
  method: 'get',
  path: '/admin/orders/{reference}/screenshot',
  audience: 'admin',
  tags,
  summary: 'The payment screenshot the student uploaded',
  request: { params: orderParams },
  responses: { 200: { description: 'The image', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } }, ...byteRangeResponses },
  errors: { 404: { codes: ['order_not_found', 'screenshot_not_found'], description: 'No such order, or no screenshot.' } },
});

export const approveOrder = operation({
  method: 'post',
  path: '/admin/orders/{reference}/approve',
  audience: 'admin',
  tags,
  summary: "Approves a payment and enrolls the student; approving an approved order changes nothing. Past the coupon's limit only with `pastCouponLimit`",
  request: { params: orderParams, body: jsonBody(approveOrderSchema) },
  responses: { 200: json(orderSchema, 'The approved order') },
  errors: {
    404: noOrder,
    409: {
      codes: ['order_already_reviewed', 'coupon_limit_reached'],
      description: "Already rejected, or the coupon's approved uses reached its limit and `pastCouponLimit` was not given (`details` has the coupon's code, uses and limit).",
    },
  },
});

export const rejectOrder = operation({
  method: 'post',
  path: '/admin/orders/{reference}/reject',
  audience: 'admin',
  tags,
  summary: 'Rejects a payment with a reason mailed to the student (a waiting order holds no coupon use, so none is given back)',
  request: { params: orderParams, body: jsonBody(rejectOrderSchema) },
  responses: { 200: json(orderSchema, 'The rejected order') },
  errors: { 404: noOrder, 409: { codes: ['order_already_reviewed'], description: 'Already approved.' } },
});

export const listEnrollments = operation({
  method: 'get',
  path: '/admin/enrollments',
  audience: 'admin',
  tags,
  summary: 'Enrollments with progress: search by student, filter by course and state',
  request: { query: enrollmentListQuerySchema },
  responses: { 200: json(enrollmentListSchema, 'One page of enrollments and the course list') },
});

export const enrollManually = operation({
  method: 'post',
  path: '/admin/enrollments',
  audience: 'admin',
  tags,
  summary: 'Enrolls a student who paid another way (cash), recording a manual approved order',
  request: { body: jsonBody(manualEnrollmentSchema) },
  responses: { 200: json(adminEnrollmentSchema, 'The enrollment') },
  errors: {
    404: { codes: ['user_not_found', 'course_not_found'], description: 'No account has that email, or no course that address.' },
    409: { codes: ['already_enrolled'], description: 'Already has active access.' },
  },
});

export const revokeEnrollment = operation({
  method: 'post',
  path: '/admin/enrollments/{id}/revoke',
  audience: 'admin',
  tags,
  summary: "Ends a student's access to a course now",
  request: { params: recordIdParams, body: jsonBody(revokeEnrollmentSchema) },
  responses: { 200: json(adminEnrollmentSchema, 'The enrollment') },
  errors: { 404: noEnrollment },
});

export const extendEnrollment = operation({
  method: 'post',
  path: '/admin/enrollments/{id}/extend',
  audience: 'admin',
  tags,
  summary: 'Moves the end of access by some days or to a date; reactivates an expired enrollment',
  request: { params: recordIdParams, body: jsonBody(extendEnrollmentSchema) },
  responses: { 200: json(adminEnrollmentSchema, 'The enrollment') },
  errors: { 404: noEnrollment, 409: { codes: ['enrollment_revoked'], description: 'Revoked, now or by another admin meanwhile.' } },
});

export const listCoupons = operation({
  method: 'get',
  path: '/admin/coupons',
  audience: 'admin',
  tags,
  summary: 'Every coupon with how often it was used',
  responses: { 200: json(z.object({ coupons: z.array(adminCouponSchema) }), 'The coupons') },
});

export const createCoupon = operation({
  method: 'post',
  path: '/admin/coupons',
  audience: 'admin',
  tags,
  summary: 'Creates a coupon',
  request: { body: jsonBody(createCouponSchema) },
  responses: { 200: json(adminCouponSchema, 'The coupon') },
  errors: { 404: { codes: ['course_not_found'], description: 'Unknown course.' }, 409: { codes: ['coupon_code_taken'], description: 'Code in use.' } },
});

export const updateCoupon = operation({
  method: 'patch',
  path: '/admin/coupons/{id}',
  audience: 'admin',
  tags,
  summary: "Changes a coupon's description, activity, expiry, limit or courses",
  request: { params: recordIdParams, body: jsonBody(updateCouponSchema) },
  responses: { 200: json(adminCouponSchema, 'The coupon') },
  errors: { 404: { codes: ['coupon_not_found', 'course_not_found'], description: 'No such coupon, or course.' } },
});

export const listPaymentMethods = operation({
  method: 'get',
  path: '/admin/payment-methods',
  audience: 'admin',
  tags,
  summary: 'Every payment method, enabled or not',
  responses: { 200: json(z.object({ methods: z.array(adminPaymentMethodSchema) }), 'The methods') },
});

export const updatePaymentMethod = operation({
  method: 'put',
  path: '/admin/payment-methods/{code}',
  audience: 'admin',
  tags,
  summary: 'What checkout shows for a payment method, and whether it is offered',
  request: { params: z.object({ code: paymentMethodCodeSchema }), body: jsonBody(updatePaymentMethodSchema) },
  responses: { 200: json(adminPaymentMethodSchema, 'The method') },
  errors: { 409: { codes: ['payment_method_unavailable'], description: 'The database holds no such payment method (every code the path accepts is seeded).' } },
});
