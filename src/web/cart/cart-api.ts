import { call } from '../api/client';

export const CART_KEY = ['cart'] as const;

export const cartApi = {
  get: () => call('GET /cart'),
  /** The header badge's count. */
  count: () => call('GET /cart/count'),
  /** A visitor's browser cart added to the account at sign-in. */
  merge: (courses: string[]) => call('POST /cart/merge', { body: { courses } }),
  add: (slug: string) => call('PUT /cart/items/{slug}', { params: { slug } }),
  remove: (slug: string) => call('DELETE /cart/items/{slug}', { params: { slug } }),
  applyCoupon: (code: string) => call('PUT /cart/coupon', { body: { code } }),
  removeCoupon: () => call('DELETE /cart/coupon'),
  /** A visitor's browser cart priced by the server. */
  quote: (courses: string[], coupon?: string) => call('POST /cart/quote', { body: { courses, ...(coupon ? { coupon } : {}) } }),
  access: (slug: string) => call('GET /my/courses/{slug}/access', { params: { slug } }),
};
