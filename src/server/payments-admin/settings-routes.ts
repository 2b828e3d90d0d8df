import { recordIdParams } from '../../contracts/record-id-schemas';
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { paymentMethodCodeSchema } from '../../contracts/commerce-schemas';
import { adminCouponSchema, adminPaymentMethodSchema, createCouponSchema, updateCouponSchema, updatePaymentMethodSchema } from '../../contracts/payments-admin-schemas';
import { actorOf } from '../admin/admin-only';
import type { AppEnv } from '../http/app-env';
import { loadCoupons } from './coupon-rows';
import { createCoupon } from './create-coupon';
import { listPaymentMethods, updatePaymentMethod } from './payment-methods';
import { body, error, json, refusals, tags } from './route-helpers';
import { updateCoupon } from './update-coupon';

const listCouponsRoute = createRoute({
  method: 'get',
  path: '/admin/coupons',
  tags,
  summary: 'Every coupon with how often it was used',
  responses: { 200: json(z.object({ coupons: z.array(adminCouponSchema) }), 'The coupons'), ...refusals },
});

const createCouponRoute = createRoute({
  method: 'post',
  path: '/admin/coupons',
  tags,
  summary: 'Creates a coupon',
  request: body(createCouponSchema),
  responses: {
    200: json(adminCouponSchema, 'The coupon'),
    ...refusals,
    ...error(400, 'Bad input (`validation_failed`)'),
    ...error(404, 'Unknown course (`course_not_found`)'),
    ...error(409, 'Code in use (`coupon_code_taken`)'),
  },
});

const updateCouponRoute = createRoute({
  method: 'patch',
  path: '/admin/coupons/{id}',
  tags,
  summary: "Changes a coupon's description, activity, expiry, limit or courses",
  request: { params: recordIdParams, ...body(updateCouponSchema) },
  responses: { 200: json(adminCouponSchema, 'The coupon'), ...refusals, ...error(404, 'No such coupon (`coupon_not_found`) or course (`course_not_found`)') },
});

const listMethodsRoute = createRoute({
  method: 'get',
  path: '/admin/payment-methods',
  tags,
  summary: 'Every payment method, enabled or not',
  responses: { 200: json(z.object({ methods: z.array(adminPaymentMethodSchema) }), 'The methods'), ...refusals },
});

const updateMethodRoute = createRoute({
  method: 'put',
  path: '/admin/payment-methods/{code}',
  tags,
  summary: 'What checkout shows for a payment method, and whether it is offered',
  request: { params: z.object({ code: paymentMethodCodeSchema }), ...body(updatePaymentMethodSchema) },
  responses: { 200: json(adminPaymentMethodSchema, 'The method'), ...refusals, ...error(400, 'Bad input (`validation_failed`)') },
});

export function settingsRoutes(router: OpenAPIHono<AppEnv>) {
  router.openapi(listCouponsRoute, async (c) => c.json({ coupons: await loadCoupons(c.var.db) }, 200));
  router.openapi(createCouponRoute, async (c) => c.json(await createCoupon(c.var.db, actorOf(c), c.req.valid('json')), 200));
  router.openapi(updateCouponRoute, async (c) => c.json(await updateCoupon(c.var.db, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
  router.openapi(listMethodsRoute, async (c) => c.json({ methods: await listPaymentMethods(c.var.db) }, 200));
  router.openapi(updateMethodRoute, async (c) => {
    return c.json(await updatePaymentMethod(c.var.db, { actor: actorOf(c), code: c.req.valid('param').code, input: c.req.valid('json') }), 200);
  });
}
