import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { checkoutInputSchema, checkoutQuoteQuerySchema, quoteSchema, slugSchema } from '../../contracts/cart-schemas';
import { courseAccessStateSchema, orderSchema, paymentMethodSchema, SCREENSHOT_MAX_BYTES } from '../../contracts/commerce-schemas';
import { errorBodySchema } from '../../contracts/errors';
import { requireUser } from '../auth/guards';
import { AppError } from '../errors';
import { createApiRouter } from '../http/api-router';
import { underCouponGuessLimit } from '../limits/coupon-guesses';
import { attachScreenshot } from './attach-screenshot';
import { checkoutQuote } from './checkout-quote';
import { getCourseAccess } from './get-course-access';
import { getMyOrder } from './get-my-order';
import { listPaymentMethods } from './list-payment-methods';
import { placeOrder } from './place-order';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const tags = ['Checkout'];
const unauthenticated = { 401: json(errorBodySchema, 'Not signed in (`unauthenticated`)') };
const orderAnswer = z.object({ order: orderSchema });
const referenceParams = z.object({ reference: z.string().min(1).max(40) });

const methodsRoute = createRoute({
  method: 'get',
  path: '/payment-methods',
  tags,
  summary: 'The payment methods the checkout offers, in order',
  responses: { 200: json(z.array(paymentMethodSchema), 'Enabled methods') },
});

const accessRoute = createRoute({
  method: 'get',
  path: '/my/courses/{slug}/access',
  tags,
  summary: "Where the signed-in user stands with a course: none, pending, active, expired or revoked, and whether it is in the cart",
  request: { params: z.object({ slug: slugSchema }) },
  responses: { 200: json(courseAccessStateSchema, 'The state'), ...unauthenticated, 404: json(errorBodySchema, '`course_not_found`') },
});

const quoteRoute = createRoute({
  method: 'get',
  path: '/checkout/quote',
  tags,
  summary: 'What a checkout would charge now: one course, or the cart with its coupon (or the one given)',
  request: { query: checkoutQuoteQuerySchema },
  responses: { 200: json(quoteSchema, 'The quote'), ...unauthenticated, 429: json(errorBodySchema, 'Too many unknown coupon codes tried (`coupon_attempts_limited`)') },
});

const checkoutRoute = createRoute({
  method: 'post',
  path: '/checkout',
  tags,
  summary: 'Places an order for one course or the cart; a zero total enrolls at once. Repeats answer the same order.',
  request: { body: { required: true, content: { 'application/json': { schema: checkoutInputSchema } } } },
  responses: {
    200: json(orderAnswer, 'This checkout (key or transaction ID) already made this order; nothing new was created'),
    201: json(orderAnswer, 'The order: submitted, or approved for a free total'),
    400: json(errorBodySchema, '`validation_failed` (details name the field) or `payment_details_required`'),
    ...unauthenticated,
    403: json(errorBodySchema, '`email_not_verified`'),
    409: json(
      errorBodySchema,
      '`price_changed` (details.quote), `cart_empty`, `course_already_owned`, `course_not_purchasable`, `payment_pending`, `trx_id_used`, `payment_method_unavailable` or a coupon refusal',
    ),
    429: json(errorBodySchema, 'Too many unknown coupon codes tried (`coupon_attempts_limited`)'),
  },
});

const orderRoute = createRoute({
  method: 'get',
  path: '/my/orders/{reference}',
  tags,
  summary: "One of the signed-in user's orders; anyone else's answers 404",
  request: { params: referenceParams },
  responses: { 200: json(orderSchema, 'The order'), ...unauthenticated, 404: json(errorBodySchema, '`order_not_found`') },
});

const screenshotRoute = createRoute({
  method: 'put',
  path: '/my/orders/{reference}/screenshot',
  tags,
  summary: 'Attaches or replaces the payment screenshot (PNG, JPEG or WebP up to 5 MB) while the order waits for review',
  middleware: [
    bodyLimit({
      maxSize: SCREENSHOT_MAX_BYTES,
      onError: () => {
        throw new AppError('screenshot_too_large');
      },
    }),
  ] as const,
  request: {
    params: referenceParams,
    body: {
      required: true,
      content: Object.fromEntries(['image/png', 'image/jpeg', 'image/webp'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
    },
  },
  responses: {
    200: json(orderSchema, 'The order with its screenshot'),
    ...unauthenticated,
    404: json(errorBodySchema, '`order_not_found`'),
    409: json(errorBodySchema, '`order_already_reviewed`'),
    413: json(errorBodySchema, '`screenshot_too_large`'),
    415: json(errorBodySchema, '`screenshot_not_image`'),
  },
});

export function checkoutRoutes() {
  const router = createApiRouter();
  router.openapi(methodsRoute, async (c) => c.json(await listPaymentMethods(c.var.db), 200));
  router.openapi(accessRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await getCourseAccess(c.var.db, { userId: user.id, slug: c.req.valid('param').slug }), 200);
  });
  router.openapi(quoteRoute, async (c) => {
    const user = await requireUser(c);
    const query = c.req.valid('query');
    const who = { userId: user.id, ip: c.var.clientIp };
    const { quote } = await underCouponGuessLimit(c.var.db, { who, code: query.coupon, run: () => checkoutQuote(c.var.db, { userId: user.id, scope: query, now: new Date() }), missed: (q) => q.quote.coupon?.status === 'not_found' });
    return c.json(quote, 200);
  });
  router.openapi(checkoutRoute, async (c) => {
    const user = await requireUser(c);
    const input = c.req.valid('json');
    const who = { userId: user.id, ip: c.var.clientIp };
    const { order, created } = await underCouponGuessLimit(c.var.db, { who, code: input.coupon, run: () => placeOrder(c.var.services, { user, input }), missed: () => false });
    return created ? c.json({ order }, 201) : c.json({ order }, 200);
  });
  router.openapi(orderRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await getMyOrder(c.var.db, user.id, c.req.valid('param').reference), 200);
  });
  router.openapi(screenshotRoute, async (c) => {
    const user = await requireUser(c);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return c.json(await attachScreenshot(c.var.db, { userId: user.id, reference: c.req.valid('param').reference, declaredType: c.req.header('content-type') ?? '', bytes }), 200);
  });
  return router;
}
