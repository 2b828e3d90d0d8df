import { z } from 'zod';
import { checkoutInputSchema, checkoutQuoteQuerySchema, quoteSchema, slugSchema } from '../cart-schemas';
import { courseAccessStateSchema, orderSchema, paymentMethodSchema, type SCREENSHOT_TYPES } from '../commerce-schemas';
import { json, jsonBody, operation } from './operation';

const tags = ['Checkout'];
const orderAnswer = z.object({ order: orderSchema });
const referenceParams = z.object({ reference: z.string().min(1).max(40) });
const noOrder = { codes: ['order_not_found'], description: 'No order of yours has that reference; another student’s order answers the same.' } as const;
const couponGuesses = { codes: ['coupon_attempts_limited'], description: 'Too many unknown coupon codes tried.' } as const;

/** The screenshot's body: the image's own bytes under its Content-Type (not a form), checked by the server by its first bytes. */
const imageBytes = { schema: { type: 'string', format: 'binary' } } as const;

export const listPaymentMethods = operation({
  method: 'get',
  path: '/payment-methods',
  audience: 'visitor',
  tags,
  summary: 'The payment methods the checkout offers, in order',
  responses: { 200: json(z.array(paymentMethodSchema), 'Enabled methods') },
});

export const courseAccess = operation({
  method: 'get',
  path: '/my/courses/{slug}/access',
  audience: 'student',
  tags,
  summary: 'Where the signed-in user stands with a course: none, pending, active, expired or revoked, and whether it is in the cart',
  request: { params: z.object({ slug: slugSchema }) },
  responses: { 200: json(courseAccessStateSchema, 'The state') },
  errors: { 404: ['course_not_found'] },
});

export const checkoutQuote = operation({
  method: 'get',
  path: '/checkout/quote',
  audience: 'student',
  tags,
  summary: 'What a checkout would charge now: one course, or the cart with its coupon (or the one given)',
  request: { query: checkoutQuoteQuerySchema },
  responses: { 200: json(quoteSchema, 'The quote') },
  errors: { 429: couponGuesses },
});

export const placeOrder = operation({
  method: 'post',
  path: '/checkout',
  audience: 'student',
  tags,
  summary: 'Places an order for one course or the cart; a zero total enrolls at once. Repeats answer the same order.',
  request: { body: jsonBody(checkoutInputSchema) },
  responses: {
    200: json(orderAnswer, 'This checkout (key or transaction ID) already made this order; nothing new was created'),
    201: json(orderAnswer, 'The order: submitted, or approved for a free total'),
  },
  errors: {
    400: { codes: ['payment_details_required'], description: 'The payment details are missing, or (`validation_failed`) one is wrong: details name the field.' },
    403: ['email_not_verified'],
    404: { codes: ['course_not_found', 'coupon_not_found'], description: 'The course is not published, or the coupon typed does not exist.' },
    409: {
      codes: [
        'price_changed',
        'cart_empty',
        'course_already_owned',
        'course_not_purchasable',
        'payment_pending',
        'trx_id_used',
        'payment_method_unavailable',
        'coupon_expired',
        'coupon_used_up',
        'coupon_not_applicable',
      ],
      description: 'The total changed (`details.quote` has the new one), the order cannot be placed as it stands, or the coupon was refused.',
    },
    429: couponGuesses,
  },
});

export const getMyOrder = operation({
  method: 'get',
  path: '/my/orders/{reference}',
  audience: 'student',
  tags,
  summary: "One of the signed-in user's orders; anyone else's answers 404",
  request: { params: referenceParams },
  responses: { 200: json(orderSchema, 'The order') },
  errors: { 404: noOrder },
});

export const attachScreenshot = operation({
  method: 'put',
  path: '/my/orders/{reference}/screenshot',
  audience: 'student',
  tags,
  summary: 'Attaches or replaces the payment screenshot (PNG, JPEG or WebP up to 5 MB) while the order waits for review',
  request: {
    params: referenceParams,
    body: { required: true, content: { 'image/png': imageBytes, 'image/jpeg': imageBytes, 'image/webp': imageBytes } satisfies Record<(typeof SCREENSHOT_TYPES)[number], typeof imageBytes> },
  },
  responses: { 200: json(orderSchema, 'The order with its screenshot') },
  errors: {
    404: noOrder,
    409: ['order_already_reviewed'],
    413: ['screenshot_too_large'],
    415: ['screenshot_not_image'],
  },
});
