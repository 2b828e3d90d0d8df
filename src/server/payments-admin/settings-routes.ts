import type { OpenAPIHono } from '@hono/zod-openapi';
import * as paymentsApi from '../../contracts/api/payments-admin';
import { actorOf } from '../access/admin-gate';
import { mount } from '../access/mount';
import type { AppEnv } from '../http/app-env';
import { loadCoupons } from './coupon-rows';
import { createCoupon } from './create-coupon';
import { listPaymentMethods, updatePaymentMethod } from './payment-methods';
import { updateCoupon } from './update-coupon';

export function settingsRoutes(router: OpenAPIHono<AppEnv>) {
  mount(router, paymentsApi.listCoupons, async (c) => c.json({ coupons: await loadCoupons(c.var.db) }, 200));
  mount(router, paymentsApi.createCoupon, async (c) => c.json(await createCoupon(c.var.db, actorOf(c), c.req.valid('json')), 200));
  mount(router, paymentsApi.updateCoupon, async (c) => c.json(await updateCoupon(c.var.db, { actor: actorOf(c), id: c.req.valid('param').id, input: c.req.valid('json') }), 200));
  mount(router, paymentsApi.listPaymentMethods, async (c) => c.json({ methods: await listPaymentMethods(c.var.db) }, 200));
  mount(router, paymentsApi.updatePaymentMethod, async (c) => {
    return c.json(await updatePaymentMethod(c.var.db, { actor: actorOf(c), code: c.req.valid('param').code, input: c.req.valid('json') }), 200);
  });
}
