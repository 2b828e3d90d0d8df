import { bodyLimit } from 'hono/body-limit';
import * as checkoutApi from '../../contracts/api/checkout';
import { SCREENSHOT_MAX_BYTES } from '../../contracts/commerce-schemas';
import { mount } from '../access/mount';
import { studentOf } from '../access/audience';
import { AppError } from '../errors';
import { createApiRouter } from '../http/api-router';
import { underCouponGuessLimit } from '../limits/coupon-guesses';
import { attachScreenshot } from './attach-screenshot';
import { checkoutQuote } from './checkout-quote';
import { getCourseAccess } from './get-course-access';
import { getMyOrder } from './get-my-order';
import { listPaymentMethods } from './list-payment-methods';
import { placeOrder } from './place-order';

/** The screenshot's own limit, counted as its bytes stream in (the API's 64 kB cap leaves upload paths to their route). */
const screenshotLimit = bodyLimit({
  maxSize: SCREENSHOT_MAX_BYTES,
  onError: () => {
    throw new AppError('screenshot_too_large');
  },
});

export function checkoutRoutes() {
  const router = createApiRouter();
  mount(router, checkoutApi.listPaymentMethods, async (c) => c.json(await listPaymentMethods(c.var.db), 200));
  mount(router, checkoutApi.courseAccess, async (c) => c.json(await getCourseAccess(c.var.db, { userId: studentOf(c).id, slug: c.req.valid('param').slug }), 200));
  mount(router, checkoutApi.checkoutQuote, async (c) => {
    const user = studentOf(c);
    const query = c.req.valid('query');
    const who = { userId: user.id, ip: c.var.clientIp };
    const { quote } = await underCouponGuessLimit(c.var.db, {
      who,
      code: query.coupon,
      run: () => checkoutQuote(c.var.db, { userId: user.id, scope: query, now: new Date() }),
      missed: (q) => q.quote.coupon?.status === 'not_found',
    });
    return c.json(quote, 200);
  });
  mount(router, checkoutApi.placeOrder, async (c) => {
    const user = studentOf(c);
    const input = c.req.valid('json');
    const who = { userId: user.id, ip: c.var.clientIp };
    const { order, created } = await underCouponGuessLimit(c.var.db, { who, code: input.coupon, run: () => placeOrder(c.var.services, { user, input }), missed: () => false });
    return created ? c.json({ order }, 201) : c.json({ order }, 200);
  });
  mount(router, checkoutApi.getMyOrder, async (c) => c.json(await getMyOrder(c.var.db, studentOf(c).id, c.req.valid('param').reference), 200));
  mount(
    router,
    checkoutApi.attachScreenshot,
    async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await attachScreenshot(c.var.services, { userId: studentOf(c).id, reference: c.req.valid('param').reference, declaredType: c.req.header('content-type') ?? '', bytes }), 200);
    },
    screenshotLimit,
  );
  return router;
}
