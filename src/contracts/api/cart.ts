import { z } from 'zod';
import { cartSchema, couponCodeSchema, mergeCartSchema, slugSchema, visitorQuoteSchema } from '../cart-schemas';
import { json, jsonBody, operation } from './operation';

const tags = ['Cart'];
const cartAnswer = json(cartSchema, 'The cart priced now, with notices and the badge count');
const slugParams = z.object({ slug: slugSchema });
const couponRefused = {
  404: { codes: ['coupon_not_found'], description: 'Unknown or inactive code.' },
  409: ['coupon_expired', 'coupon_used_up', 'coupon_not_applicable'],
  429: { codes: ['coupon_attempts_limited'], description: 'Too many unknown codes tried.' },
} as const;

export const cartCount = operation({
  method: 'get',
  path: '/cart/count',
  audience: 'student',
  tags,
  summary: "The number of courses in the signed-in user's cart (the header badge's coursesCount)",
  responses: { 200: json(z.object({ count: z.number().int() }), 'The count') },
});

export const getCart = operation({
  method: 'get',
  path: '/cart',
  audience: 'student',
  tags,
  summary: "The signed-in user's cart; courses no longer on sale or already owned leave it with a notice",
  responses: { 200: cartAnswer },
});

export const addToCart = operation({
  method: 'put',
  path: '/cart/items/{slug}',
  audience: 'student',
  tags,
  summary: 'Adds a course to the cart (adding it twice changes nothing)',
  request: { params: slugParams },
  responses: { 200: cartAnswer },
  errors: {
    404: { codes: ['course_not_found'], description: 'No published course.' },
    409: { codes: ['course_already_owned', 'course_not_purchasable', 'cart_full'], description: 'Owned, past its date, or the cart is full.' },
  },
});

export const removeFromCart = operation({
  method: 'delete',
  path: '/cart/items/{slug}',
  audience: 'student',
  tags,
  summary: 'Removes a course from the cart',
  request: { params: slugParams },
  responses: { 200: cartAnswer },
});

export const mergeCart = operation({
  method: 'post',
  path: '/cart/merge',
  audience: 'student',
  tags,
  summary: "Adds a visitor's browser cart to the account at sign-in, skipping owned or unsellable courses with notices",
  request: { body: jsonBody(mergeCartSchema) },
  responses: { 200: cartAnswer },
});

export const applyCoupon = operation({
  method: 'put',
  path: '/cart/coupon',
  audience: 'student',
  tags,
  summary: 'Applies a coupon to the cart (any case)',
  request: { body: jsonBody(couponCodeSchema) },
  responses: { 200: cartAnswer },
  errors: couponRefused,
});

export const removeCoupon = operation({
  method: 'delete',
  path: '/cart/coupon',
  audience: 'student',
  tags,
  summary: 'Takes the coupon off the cart',
  responses: { 200: cartAnswer },
});

export const quoteVisitorCart = operation({
  method: 'post',
  path: '/cart/quote',
  audience: 'visitor',
  tags,
  summary: "Prices a visitor's browser cart (slugs and an optional coupon); public",
  request: { body: jsonBody(visitorQuoteSchema) },
  responses: { 200: cartAnswer },
  errors: { 429: couponRefused[429] },
});
