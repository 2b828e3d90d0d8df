import type { CheckoutInput } from '../../contracts/cart-schemas';
import { SCREENSHOT_TYPES as IMAGE_TYPES } from '../../contracts/commerce-schemas';
import { call } from '../api/client';

/** The screenshot's image types, as the strings a chosen file's type is checked against. */
export const SCREENSHOT_TYPES: readonly string[] = IMAGE_TYPES;

export const checkoutApi = {
  methods: () => call('GET /payment-methods'),
  quote: (scope: { course?: string; coupon?: string }) => call('GET /checkout/quote', { query: scope }),
  submit: (input: CheckoutInput) => call('POST /checkout', { body: input }),
  order: (reference: string) => call('GET /my/orders/{reference}', { params: { reference } }),
  /** The image's own bytes as the body, under its type; the server checks the type by its first bytes. */
  attachScreenshot: (reference: string, file: File) => call('PUT /my/orders/{reference}/screenshot', { params: { reference }, body: file }),
};
