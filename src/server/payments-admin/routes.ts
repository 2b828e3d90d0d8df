import { createRoute, z } from '@hono/zod-openapi';
import { orderSchema } from '../../contracts/commerce-schemas';
import { approveOrderSchema, orderDetailSchema, orderListFiltersSchema, orderListQuerySchema, orderListSchema, rejectOrderSchema } from '../../contracts/payments-admin-schemas';
import { actorOf, adminOnly } from '../admin/admin-only';
import { createApiRouter } from '../http/api-router';
import { approveOrder } from './approve-order';
import { enrollmentRoutes } from './enrollment-routes';
import { exportOrdersCsv } from './export-orders-csv';
import { getOrderDetail } from './get-order-detail';
import { getOrderScreenshot } from './get-order-screenshot';
import { listOrders } from './list-orders';
import { rejectOrder } from './reject-order';
import { body, error, json, refusals, tags } from './route-helpers';
import { settingsRoutes } from './settings-routes';

const orderParams = z.object({ reference: z.string().min(1).max(40) });
const notFound = error(404, 'No such order (`order_not_found`)');

const listRoute = createRoute({
  method: 'get',
  path: '/admin/orders',
  tags,
  summary: 'The payments queue: one status at a time (submitted oldest first), filters, search, and counts per status',
  request: { query: orderListQuerySchema },
  responses: { 200: json(orderListSchema, 'One page of orders'), ...refusals },
});

const csvRoute = createRoute({
  method: 'get',
  path: '/admin/orders.csv',
  tags,
  summary: 'The orders under the same filters as a CSV download',
  request: { query: orderListFiltersSchema },
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...refusals },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/admin/orders/{reference}',
  tags,
  summary: "One order with the student's other orders and enrollments, and its audit trail",
  request: { params: orderParams },
  responses: { 200: json(orderDetailSchema, 'The order'), ...refusals, ...notFound },
});

const screenshotRoute = createRoute({
  method: 'get',
  path: '/admin/orders/{reference}/screenshot',
  tags,
  summary: 'The payment screenshot the student uploaded',
  request: { params: orderParams },
  responses: {
    200: { description: 'The image', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...refusals,
    ...error(404, 'No such order (`order_not_found`) or no screenshot (`screenshot_not_found`)'),
  },
});

const approveRoute = createRoute({
  method: 'post',
  path: '/admin/orders/{reference}/approve',
  tags,
  summary: "Approves a payment and enrolls the student; approving an approved order changes nothing. Past the coupon's limit only with `pastCouponLimit`",
  request: { params: orderParams, ...body(approveOrderSchema) },
  responses: {
    200: json(orderSchema, 'The approved order'),
    ...refusals,
    ...notFound,
    ...error(409, "Already rejected (`order_already_reviewed`), or the coupon's approved uses reached its limit and `pastCouponLimit` was not given (`coupon_limit_reached`)"),
  },
});

const rejectRoute = createRoute({
  method: 'post',
  path: '/admin/orders/{reference}/reject',
  tags,
  summary: 'Rejects a payment with a reason mailed to the student (a waiting order holds no coupon use, so none is given back)',
  request: { params: orderParams, ...body(rejectOrderSchema) },
  responses: { 200: json(orderSchema, 'The rejected order'), ...refusals, ...notFound, ...error(400, 'Bad reason (`validation_failed`)'), ...error(409, 'Already approved (`order_already_reviewed`)') },
});

/** The admin enrollment/purchase dashboard (payments queue, enrollments, coupons, payment methods). */
export function paymentsAdminRoutes() {
  const router = createApiRouter();
  // The role is checked before any input is read.
  router.use('/admin/*', adminOnly());

  router.openapi(listRoute, async (c) => c.json(await listOrders(c.var.db, c.req.valid('query')), 200));

  router.openapi(csvRoute, async (c) => {
    const csv = await exportOrdersCsv(c.var.db, c.req.valid('query'));
    const filters = c.req.valid('query');
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="hisab-orders-${filters.status}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  });

  router.openapi(detailRoute, async (c) => c.json(await getOrderDetail(c.var.db, c.req.valid('param').reference), 200));

  router.openapi(screenshotRoute, async (c) => {
    const reference = c.req.valid('param').reference.toUpperCase();
    const shot = await getOrderScreenshot(c.var.db, reference);
    return c.body(shot.content as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': shot.type,
      'Content-Disposition': `inline; filename="${reference.replace(/[^A-Z0-9-]/g, '')}-payment"`,
      'Content-Length': String(shot.content.byteLength),
      'Cache-Control': 'private, no-store',
    });
  });

  router.openapi(approveRoute, async (c) => c.json(await approveOrder(c.var.services, { actor: actorOf(c), reference: c.req.valid('param').reference, options: c.req.valid('json') }), 200));

  router.openapi(rejectRoute, async (c) => {
    return c.json(await rejectOrder(c.var.services, { actor: actorOf(c), reference: c.req.valid('param').reference, reason: c.req.valid('json').reason }), 200);
  });

  enrollmentRoutes(router);
  settingsRoutes(router);
  return router;
}
