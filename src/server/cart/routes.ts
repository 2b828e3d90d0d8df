import { createRoute, z } from '@hono/zod-openapi';
import { cartSchema, couponCodeSchema, mergeCartSchema, slugSchema, visitorQuoteSchema } from '../../contracts/cart-schemas';
import { errorBodySchema } from '../../contracts/errors';
import { requireUser } from '../auth/guards';
import { createApiRouter } from '../http/api-router';
import { underCouponGuessLimit } from '../limits/coupon-guesses';
import { addToCart } from './add-to-cart';
import { applyCartCoupon, removeCartCoupon } from './cart-coupon';
import { cartCount } from './cart-rows';
import { getCart } from './get-cart';
import { mergeCart } from './merge-cart';
import { quoteVisitorCart } from './quote-visitor-cart';
import { removeFromCart } from './remove-from-cart';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const tags = ['Cart'];
const unauthenticated = { 401: json(errorBodySchema, 'Not signed in (`unauthenticated`)') };
const cartAnswer = json(cartSchema, 'The cart priced now, with notices and the badge count');
const slugParams = z.object({ slug: slugSchema });

const countRoute = createRoute({
  method: 'get',
  path: '/cart/count',
  tags,
  summary: "The number of courses in the signed-in user's cart (the header badge's coursesCount)",
  responses: { 200: json(z.object({ count: z.number().int() }), 'The count'), ...unauthenticated },
});

const getRoute = createRoute({
  method: 'get',
  path: '/cart',
  tags,
  summary: "The signed-in user's cart; courses no longer on sale or already owned leave it with a notice",
  responses: { 200: cartAnswer, ...unauthenticated },
});

const addRoute = createRoute({
  method: 'put',
  path: '/cart/items/{slug}',
  tags,
  summary: 'Adds a course to the cart (adding it twice changes nothing)',
  request: { params: slugParams },
  responses: {
    200: cartAnswer,
    ...unauthenticated,
    404: json(errorBodySchema, 'No published course (`course_not_found`)'),
    409: json(errorBodySchema, 'Owned (`course_already_owned`), past its date (`course_not_purchasable`) or cart full (`cart_full`)'),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/cart/items/{slug}',
  tags,
  summary: 'Removes a course from the cart',
  request: { params: slugParams },
  responses: { 200: cartAnswer, ...unauthenticated },
});

const mergeRoute = createRoute({
  method: 'post',
  path: '/cart/merge',
  tags,
  summary: "Adds a visitor's browser cart to the account at sign-in, skipping owned or unsellable courses with notices",
  request: body(mergeCartSchema),
  responses: { 200: cartAnswer, ...unauthenticated, 400: json(errorBodySchema, 'Bad input (`validation_failed`)') },
});

const couponRoute = createRoute({
  method: 'put',
  path: '/cart/coupon',
  tags,
  summary: 'Applies a coupon to the cart (any case)',
  request: body(couponCodeSchema),
  responses: {
    200: cartAnswer,
    ...unauthenticated,
    404: json(errorBodySchema, 'Unknown or inactive code (`coupon_not_found`)'),
    409: json(errorBodySchema, '`coupon_expired`, `coupon_used_up` or `coupon_not_applicable`'),
    429: json(errorBodySchema, 'Too many unknown codes tried (`coupon_attempts_limited`)'),
  },
});

const removeCouponRoute = createRoute({
  method: 'delete',
  path: '/cart/coupon',
  tags,
  summary: 'Takes the coupon off the cart',
  responses: { 200: cartAnswer, ...unauthenticated },
});

const quoteRoute = createRoute({
  method: 'post',
  path: '/cart/quote',
  tags,
  summary: "Prices a visitor's browser cart (slugs and an optional coupon); public",
  request: body(visitorQuoteSchema),
  responses: {
    200: cartAnswer,
    400: json(errorBodySchema, 'Bad input (`validation_failed`)'),
    429: json(errorBodySchema, 'Too many unknown codes tried (`coupon_attempts_limited`)'),
  },
});

export function cartRoutes() {
  const router = createApiRouter();
  router.openapi(countRoute, async (c) => {
    const user = await requireUser(c);
    return c.json({ count: await cartCount(c.var.db, user.id) }, 200);
  });
  router.openapi(getRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await getCart(c.var.db, { userId: user.id }), 200);
  });
  router.openapi(addRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await addToCart(c.var.db, { userId: user.id, slug: c.req.valid('param').slug }), 200);
  });
  router.openapi(removeRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await removeFromCart(c.var.db, { userId: user.id, slug: c.req.valid('param').slug }), 200);
  });
  router.openapi(mergeRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await mergeCart(c.var.db, { userId: user.id, slugs: c.req.valid('json').courses }), 200);
  });
  router.openapi(couponRoute, async (c) => {
    const user = await requireUser(c);
    const { code } = c.req.valid('json');
    const cart = await underCouponGuessLimit(c.var.db, { who: { userId: user.id, ip: c.var.clientIp }, code, run: () => applyCartCoupon(c.var.db, { userId: user.id, code }), missed: () => false });
    return c.json(cart, 200);
  });
  router.openapi(removeCouponRoute, async (c) => {
    const user = await requireUser(c);
    return c.json(await removeCartCoupon(c.var.db, user.id), 200);
  });
  router.openapi(quoteRoute, async (c) => {
    const { courses, coupon } = c.req.valid('json');
    const who = { userId: null, ip: c.var.clientIp };
    const quote = await underCouponGuessLimit(c.var.db, { who, code: coupon, run: () => quoteVisitorCart(c.var.db, { slugs: courses, coupon: coupon || null }), missed: (q) => q.coupon?.status === 'not_found' });
    return c.json(quote, 200);
  });
  return router;
}
