import type { Cart } from '../../contracts/cart-schemas';
import type { CourseAccessState } from '../../contracts/commerce-schemas';
import { getJson, postJson } from '../api/client';

const send = <T>(method: 'PUT' | 'DELETE', path: string, body?: unknown) =>
  getJson<T>(path, body === undefined ? { method } : { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
const item = (slug: string) => `/api/cart/items/${encodeURIComponent(slug)}`;

export const CART_KEY = ['cart'] as const;

export const cartApi = {
  get: () => getJson<Cart>('/api/cart'),
  add: (slug: string) => send<Cart>('PUT', item(slug)),
  remove: (slug: string) => send<Cart>('DELETE', item(slug)),
  applyCoupon: (code: string) => send<Cart>('PUT', '/api/cart/coupon', { code }),
  removeCoupon: () => send<Cart>('DELETE', '/api/cart/coupon'),
  /** A visitor's browser cart priced by the server. */
  quote: (courses: string[], coupon?: string) => postJson<Cart>('/api/cart/quote', { courses, ...(coupon ? { coupon } : {}) }),
  access: (slug: string) => getJson<CourseAccessState>(`/api/my/courses/${encodeURIComponent(slug)}/access`),
};
