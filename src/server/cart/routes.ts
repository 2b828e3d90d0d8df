import * as cartApi from '../../contracts/api/cart';
import { mount } from '../access/mount';
import { studentOf } from '../access/audience';
import { createApiRouter } from '../http/api-router';
import { underCouponGuessLimit } from '../limits/coupon-guesses';
import { addToCart } from './add-to-cart';
import { applyCartCoupon, removeCartCoupon } from './cart-coupon';
import { cartCount } from './cart-rows';
import { getCart } from './get-cart';
import { mergeCart } from './merge-cart';
import { quoteVisitorCart } from './quote-visitor-cart';
import { removeFromCart } from './remove-from-cart';

export function cartRoutes() {
  const router = createApiRouter();
  mount(router, cartApi.cartCount, async (c) => c.json({ count: await cartCount(c.var.db, studentOf(c).id) }, 200));
  mount(router, cartApi.getCart, async (c) => c.json(await getCart(c.var.db, { userId: studentOf(c).id }), 200));
  mount(router, cartApi.addToCart, async (c) => c.json(await addToCart(c.var.db, { userId: studentOf(c).id, slug: c.req.valid('param').slug }), 200));
  mount(router, cartApi.removeFromCart, async (c) => c.json(await removeFromCart(c.var.db, { userId: studentOf(c).id, slug: c.req.valid('param').slug }), 200));
  mount(router, cartApi.mergeCart, async (c) => c.json(await mergeCart(c.var.db, { userId: studentOf(c).id, slugs: c.req.valid('json').courses }), 200));
  mount(router, cartApi.applyCoupon, async (c) => {
    const user = studentOf(c);
    const { code } = c.req.valid('json');
    const cart = await underCouponGuessLimit(c.var.db, { who: { userId: user.id, ip: c.var.clientIp }, code, run: () => applyCartCoupon(c.var.db, { userId: user.id, code }), missed: () => false });
    return c.json(cart, 200);
  });
  mount(router, cartApi.removeCoupon, async (c) => c.json(await removeCartCoupon(c.var.db, studentOf(c).id), 200));
  mount(router, cartApi.quoteVisitorCart, async (c) => {
    const { courses, coupon } = c.req.valid('json');
    const who = { userId: null, ip: c.var.clientIp };
    const quote = await underCouponGuessLimit(c.var.db, {
      who,
      code: coupon,
      run: () => quoteVisitorCart(c.var.db, { slugs: courses, coupon: coupon || null }),
      missed: (q) => q.coupon?.status === 'not_found',
    });
    return c.json(quote, 200);
  });
  return router;
}
